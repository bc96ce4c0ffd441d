import { grants } from '@club/contract/lib/permissions';
import { usePerson } from './api/get-person';

/** Whether `keys` grant `wanted`, or any one of several (a page that shows what any of them reads). */
export function grantsAny(keys: string[], wanted: string | readonly string[]): boolean {
  return (typeof wanted === 'string' ? [wanted] : wanted).some((key) => grants(keys, key));
}

/** Whether the operator's role grants `key` (or any of several); false while the operator loads. */
export function useCan(): (key: string | readonly string[]) => boolean {
  const { data } = usePerson();
  return (key) => (data ? grantsAny(data.permissions, key) : false);
}

/**
 * Whether the operator must set up two-step sign-in before anything else (OPERATOR_MFA=required and
 * no second factor yet): the server refuses every other call until they do.
 */
export function useMustEnrol(): boolean {
  const { data } = usePerson();
  return data?.secondFactor.required === true && !data.secondFactor.enrolled;
}

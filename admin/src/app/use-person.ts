import type { TOperatorPerson } from '@club/contract';
import { grants } from '@club/contract/permissions';
import { useQuery } from '@tanstack/react-query';
import { get } from '../api/client';
import { useSession } from '../api/session';

export const personQuery = {
  queryKey: ['person'],
  queryFn: () => get<TOperatorPerson>('admin/base/comm/person'),
  staleTime: 60_000,
};

/** The signed-in operator and their keys (menus and buttons follow them; the server decides). */
export function usePerson() {
  const signedIn = useSession((s) => s.session !== null);
  return useQuery({ ...personQuery, enabled: signedIn });
}

/** Whether `keys` grant `wanted`, or any one of several (a page that shows what any of them reads). */
export function grantsAny(keys: string[], wanted: string | readonly string[]): boolean {
  return (typeof wanted === 'string' ? [wanted] : wanted).some((key) => grants(keys, key));
}

/** Whether the operator's role grants `key` (or any of several); false while the operator loads. */
export function useCan(): (key: string | readonly string[]) => boolean {
  const { data } = usePerson();
  return (key) => (data ? grantsAny(data.permissions, key) : false);
}

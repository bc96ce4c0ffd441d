import { useQuery } from '@tanstack/react-query';
import { contractSchema, get } from '../../../api/client';

/** The operator's second factor caches under this key. */
export const factorKey = ['second-factor'] as const;

export const getFactorStatus = () =>
  get('admin/base/comm/factor', undefined, { schema: contractSchema((c) => c.ZSecondFactorStatus) });

/** Whether the operator has two-step sign-in, whether they must, and their unused recovery codes. */
export function useFactorStatus() {
  return useQuery({ queryKey: factorKey, queryFn: getFactorStatus });
}

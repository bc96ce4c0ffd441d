import type { TIncome } from '@club/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contractSchema, get } from '../../api/client';

/** The member's wallet figures, in minor units of `currency`. */
export const getIncome = (signal?: AbortSignal): Promise<TIncome> =>
  get('/app/user/info/income', undefined, { schema: contractSchema('funds', (c) => c.ZIncome), signal });

export const incomeQuery = queryOptions({
  queryKey: ['income'],
  // Operators change this out of band (verify, approve, confirm): fresh on every visit.
  refetchOnMount: 'always',
  queryFn: ({ signal }) => getIncome(signal),
});

/** Shared by the Me page (the figures) and the funding details (the currency of the lines). */
export function useIncome() {
  return useQuery(incomeQuery);
}

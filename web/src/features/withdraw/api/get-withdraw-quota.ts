import { queryOptions, useQuery } from '@tanstack/react-query';
import { contractSchema, get } from '../../../api/client';

export const getWithdrawQuota = (signal?: AbortSignal) =>
  get('/app/withdraw/withdraw/quota', undefined, {
    schema: contractSchema('withdraw', (c) => c.ZWithdrawQuota),
    signal,
  });

/** The member's withdrawals today against the daily limit; asked again after each withdrawal. */
export const withdrawQuotaQuery = queryOptions({
  queryKey: ['withdraw', 'quota'],
  queryFn: ({ signal }) => getWithdrawQuota(signal),
});

export const useWithdrawQuota = () => useQuery(withdrawQuotaQuery);

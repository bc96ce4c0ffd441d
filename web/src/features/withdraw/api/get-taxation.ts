import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { contractSchema, get } from '../../../api/client';

export const getTaxation = (channelId: number, amount: number, signal?: AbortSignal) =>
  get(
    '/app/withdraw/channel/taxation',
    { channelId, amount },
    { schema: contractSchema('withdraw', (c) => c.ZTaxation), signal },
  );

/**
 * The fee and total the server will charge for `amount` (minor units) on a channel; off while
 * there is no amount. The caller debounces the amount, so typing does not send a call per key.
 */
export function useTaxation(channelId: number, amount: number | null) {
  return useQuery({
    queryKey: ['withdraw', 'taxation', channelId, amount],
    queryFn: ({ signal }) => getTaxation(channelId, amount ?? 0, signal),
    enabled: amount !== null && amount > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

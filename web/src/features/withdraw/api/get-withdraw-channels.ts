import { queryOptions, useQuery } from '@tanstack/react-query';
import { contractSchema, get } from '../../../api/client';
import { currentLanguage } from '../../../i18n';

export const getWithdrawChannels = (signal?: AbortSignal) =>
  get('/app/withdraw/channel/channels', undefined, {
    schema: contractSchema('withdraw', (c) => c.ZMemberWithdrawChannel.array()),
    signal,
  });

export type WithdrawChannel = Awaited<ReturnType<typeof getWithdrawChannels>>[number];

/**
 * Where money can go, with the member's SVIP fee discount; names come translated from the server, so
 * the language is in the key.
 */
export const withdrawChannelsQuery = (lang: string) =>
  queryOptions({
    queryKey: ['withdraw', 'channels', lang],
    queryFn: ({ signal }) => getWithdrawChannels(signal),
  });

export function useWithdrawChannels() {
  return useQuery(withdrawChannelsQuery(currentLanguage()));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { contractSchema, get } from '../../../api/client';
import { currentLanguage } from '../../../i18n';

export const getRechargeChannels = (signal?: AbortSignal) =>
  get('/app/recharge/recharge/channels', undefined, {
    schema: contractSchema('recharge', (c) => c.ZRechargeChannel.array()),
    signal,
  });

/** The enabled ways to pay; names come translated from the server, so the language is in the key. */
export const rechargeChannelsQuery = (lang: string) =>
  queryOptions({
    queryKey: ['recharge', 'channels', lang],
    queryFn: ({ signal }) => getRechargeChannels(signal),
  });

export function useRechargeChannels() {
  return useQuery(rechargeChannelsQuery(currentLanguage()));
}

export type RechargeChannel = Awaited<ReturnType<typeof getRechargeChannels>>[number];

import { useQuery } from '@tanstack/react-query';
import { contractSchema, get } from '../../../api/client';

export const rechargeChannelsKey = ['channels', 'recharge'] as const;

export const getRechargeChannels = () =>
  get('admin/recharge/channel/list', undefined, {
    schema: contractSchema((c) => c.ZAdminRechargeChannel.array()),
  });

/** Every way members pay in, with its limits, rate, where members pay and its switch. */
export function useRechargeChannels() {
  return useQuery({ queryKey: rechargeChannelsKey, queryFn: getRechargeChannels });
}

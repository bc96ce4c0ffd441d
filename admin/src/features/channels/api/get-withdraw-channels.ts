import { useQuery } from '@tanstack/react-query';
import { contractSchema, get } from '../../../api/client';

export const withdrawChannelsKey = ['channels', 'withdraw'] as const;

export const getWithdrawChannels = () =>
  get('admin/withdraw/channel/list', undefined, {
    schema: contractSchema((c) => c.ZAdminWithdrawChannel.array()),
  });

/** Every way members get paid out, with its limits, fee and switch. */
export function useWithdrawChannels() {
  return useQuery({ queryKey: withdrawChannelsKey, queryFn: getWithdrawChannels });
}

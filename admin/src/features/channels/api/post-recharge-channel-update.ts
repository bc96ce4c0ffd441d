import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../api/client';
import { rechargeChannelsKey } from './get-recharge-channels';

export type RechargeChannelUpdateBody = {
  id: number;
  minAmount: number;
  maxAmount: number;
  rate: string;
  enabled: boolean;
  sort: number;
  /** Bank channels: the account members transfer to. USDT channels: the receiving address. */
  details?: { bankName: string; accountName: string; accountNumber: string } | { address: string };
};

export const postRechargeChannelUpdate = (body: RechargeChannelUpdateBody) =>
  post('admin/recharge/channel/update', body);

/** A channel's limits, rate, where members pay, order and switch. */
export function useUpdateRechargeChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postRechargeChannelUpdate,
    onSettled: () => queryClient.invalidateQueries({ queryKey: rechargeChannelsKey }),
  });
}

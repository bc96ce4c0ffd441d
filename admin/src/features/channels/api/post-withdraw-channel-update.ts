import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../api/client';
import { withdrawChannelsKey } from './get-withdraw-channels';

export type WithdrawChannelUpdateBody = {
  id: number;
  minAmount: number;
  maxAmount: number;
  /** Percent fee as a decimal rate ("0.01" = 1 %). */
  feeRate: string;
  feeFixed: number;
  enabled: boolean;
  sort: number;
};

export const postWithdrawChannelUpdate = (body: WithdrawChannelUpdateBody) =>
  post('admin/withdraw/channel/update', body);

/** A channel's limits, fee, order and switch. */
export function useUpdateWithdrawChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postWithdrawChannelUpdate,
    onSettled: () => queryClient.invalidateQueries({ queryKey: withdrawChannelsKey }),
  });
}

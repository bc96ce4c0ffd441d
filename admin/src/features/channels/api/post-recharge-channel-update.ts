import type { TRechargeChannelUpdateBody } from '@club/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../api/client';
import { rechargeChannelsKey } from './get-recharge-channels';

/** The body as the channel modal builds it. */
export type RechargeChannelUpdateBody = TRechargeChannelUpdateBody;

export const postRechargeChannelUpdate = (body: TRechargeChannelUpdateBody) =>
  post('admin/recharge/channel/update', body);

/** A channel's limits, rate, where members pay, order and switch. */
export function useUpdateRechargeChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postRechargeChannelUpdate,
    onSettled: () => queryClient.invalidateQueries({ queryKey: rechargeChannelsKey }),
  });
}

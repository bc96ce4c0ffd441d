import type { TWithdrawChannelUpdateBody } from '@club/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../api/client';
import { withdrawChannelsKey } from './get-withdraw-channels';

/** The body as the channel modal builds it. */
export type WithdrawChannelUpdateBody = TWithdrawChannelUpdateBody;

export const postWithdrawChannelUpdate = (body: TWithdrawChannelUpdateBody) =>
  post('admin/withdraw/channel/update', body);

/** A channel's limits, fee, order and switch. */
export function useUpdateWithdrawChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postWithdrawChannelUpdate,
    onSettled: () => queryClient.invalidateQueries({ queryKey: withdrawChannelsKey }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../api/client';
import { rechargesKey } from './post-recharge-order-page';

/**
 * Credits the member's wallet. An order is credited once, so its Idempotency-Key is the order's
 * own: any retry, from any operator, replays the first answer.
 */
export const postRechargeConfirm = (orderId: number) =>
  post('admin/recharge/order/confirm', { orderId }, { idempotencyKey: `recharge-confirm-${orderId}` });

export function useConfirmRecharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postRechargeConfirm,
    onSettled: () => queryClient.invalidateQueries({ queryKey: rechargesKey }),
  });
}

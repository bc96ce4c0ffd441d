import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../api/client';
import { withdrawalsKey } from './post-withdraw-order-page';

/**
 * Pays a withdrawal out of its hold. An order is decided once, so its Idempotency-Key is the
 * order's own: any retry, from any operator, replays the first answer.
 */
export const postWithdrawApprove = (id: number) =>
  post('admin/withdraw/order/approve', { id }, { idempotencyKey: `withdraw-approve-${id}` });

export function useApproveWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postWithdrawApprove,
    onSettled: () => queryClient.invalidateQueries({ queryKey: withdrawalsKey }),
  });
}

import type { TWithdrawApproveBody } from '@club/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contractSchema, post } from '../../../api/client';
import { withdrawalsKey } from './post-withdraw-order-page';

/**
 * Pays a withdrawal out of its hold, recording the transfer's reference, or, at or above the
 * four-eyes amount, gives the first of the two approvals it takes (answered `waiting`, with the
 * operator's name). The Idempotency-Key is the order's own, kept by the server per operator: an
 * operator's retry replays their first answer, and another operator's approval counts as theirs.
 */
export const postWithdrawApprove = (body: TWithdrawApproveBody) =>
  post('admin/withdraw/order/approve', body, {
    idempotencyKey: `withdraw-approve-${body.id}`,
    schema: contractSchema((c) => c.ZWithdrawDecided),
  });

export function useApproveWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postWithdrawApprove,
    onSettled: () => queryClient.invalidateQueries({ queryKey: withdrawalsKey }),
  });
}

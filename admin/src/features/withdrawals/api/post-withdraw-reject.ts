import type { TDecisionBody } from '@club/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../api/client';
import { useIdempotent } from '../../../ui/use-idempotent';
import { withdrawalsKey } from './post-withdraw-order-page';

export const postWithdrawReject = (body: TDecisionBody & { reason: string }, idempotencyKey: string) =>
  post('admin/withdraw/order/reject', body, { idempotencyKey });

/**
 * Refuses a withdrawal and returns its hold to the member. The same reason retried after an
 * unknown outcome reuses its Idempotency-Key, so the money goes back once.
 */
export function useRejectWithdrawal() {
  const queryClient = useQueryClient();
  const action = useIdempotent();
  return useMutation({
    mutationFn: (body: TDecisionBody & { reason: string }) =>
      action.run(body, (key) => postWithdrawReject(body, key)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: withdrawalsKey }),
  });
}

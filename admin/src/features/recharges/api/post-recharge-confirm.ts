import type { TRechargeConfirmBody } from '@club/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../api/client';
import { useIdempotent } from '../../../ui/use-idempotent';
import { rechargesKey } from './post-recharge-order-page';

export const postRechargeConfirm = (body: TRechargeConfirmBody, idempotencyKey: string) =>
  post('admin/recharge/order/confirm', body, { idempotencyKey });

/**
 * Credits the member's wallet. The same confirmation retried after an unknown outcome reuses its
 * Idempotency-Key; a corrected bank reference after a refusal is a new request. Either way the order
 * is credited once: the server moves it out of the open states in the same transaction.
 */
export function useConfirmRecharge() {
  const queryClient = useQueryClient();
  const action = useIdempotent();
  return useMutation({
    mutationFn: (body: TRechargeConfirmBody) => action.run(body, (key) => postRechargeConfirm(body, key)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: rechargesKey }),
  });
}

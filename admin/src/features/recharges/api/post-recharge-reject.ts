import type { TRechargeDecisionBody } from '@club/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../api/client';
import { rechargesKey } from './post-recharge-order-page';

export const postRechargeReject = (body: TRechargeDecisionBody & { reason: string }) =>
  post('admin/recharge/order/reject', body);

/** Refuses a recharge with a reason the member reads; no money has moved yet. */
export function useRejectRecharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postRechargeReject,
    onSettled: () => queryClient.invalidateQueries({ queryKey: rechargesKey }),
  });
}

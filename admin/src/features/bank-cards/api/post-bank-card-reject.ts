import type { TDecisionBody } from '@club/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../api/client';
import { bankCardsKey } from './post-bank-card-page';

export const postBankCardReject = (body: TDecisionBody & { reason: string }) =>
  post('admin/bank/card/reject', body);

/** Rejects an account with a reason the member reads. */
export function useRejectBankCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postBankCardReject,
    onSettled: () => queryClient.invalidateQueries({ queryKey: bankCardsKey }),
  });
}

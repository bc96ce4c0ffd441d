import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../api/client';
import { bankCardsKey } from './post-bank-card-page';

export const postBankCardVerify = (id: number) => post('admin/bank/card/verify', { id });

/** Verifies an account: the member may withdraw to it from now on. */
export function useVerifyBankCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postBankCardVerify,
    onSettled: () => queryClient.invalidateQueries({ queryKey: bankCardsKey }),
  });
}

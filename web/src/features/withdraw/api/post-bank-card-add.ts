import type { TAddWithdrawAccountBody } from '@club/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contractSchema, post } from '../../../api/client';

export const postBankCardAdd = (body: TAddWithdrawAccountBody) =>
  post('/app/bank/card/add', body, { schema: contractSchema('withdraw', (c) => c.ZWithdrawAccount) });

/** Bank cards start pending (an operator verifies them); a valid TRC20 address is verified at once. */
export function useAddBankCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postBankCardAdd,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['bank'] }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../api/client';

export const postBankCardDelete = (id: number) => post<null>('/app/bank/card/delete', { id });

export function useDeleteBankCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postBankCardDelete,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['bank'] }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../api/client';
import { prizesKey } from './post-prize-list';

export const postPrizeDelete = (id: number) => post('admin/lottery/prize/delete', { id });

/** Takes a prize out of the table; past draws keep what they won. */
export function useDeletePrize() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postPrizeDelete,
    onSettled: () => queryClient.invalidateQueries({ queryKey: prizesKey }),
  });
}

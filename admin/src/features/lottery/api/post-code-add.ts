import type { TRedeemBatchAddBody } from '@club/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../api/client';
import { batchesKey } from './post-code-page';

export const postCodeAdd = (body: TRedeemBatchAddBody) => post('admin/lottery/code/add', body);

/** Generates a batch of codes. */
export function useAddBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postCodeAdd,
    onSettled: () => queryClient.invalidateQueries({ queryKey: batchesKey }),
  });
}

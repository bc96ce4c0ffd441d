import type { TPrizeAddBody } from '@club/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../api/client';
import { prizesKey } from './post-prize-list';

export const postPrizeAdd = (body: TPrizeAddBody) => post('admin/lottery/prize/add', body);
export const postPrizeUpdate = (body: TPrizeAddBody & { id: number }) =>
  post('admin/lottery/prize/update', body);

/** Adds a prize, or changes one when it has an id; either moves the table to a new version. */
export function useSavePrize() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TPrizeAddBody & { id?: number }) =>
      body.id === undefined ? postPrizeAdd(body) : postPrizeUpdate({ ...body, id: body.id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: prizesKey }),
  });
}

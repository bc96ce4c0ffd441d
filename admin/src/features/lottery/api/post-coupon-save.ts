import type { TCouponAddBody } from '@club/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../api/client';
import { lotteryKey } from './post-prize-list';

export const postCouponAdd = (body: TCouponAddBody) => post('admin/lottery/coupon/add', body);
export const postCouponUpdate = (body: TCouponAddBody & { id: number }) =>
  post('admin/lottery/coupon/update', body);

/** Adds a coupon, or changes one when it has an id; prizes and batches show its name, so all refetch. */
export function useSaveCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCouponAddBody & { id?: number }) =>
      body.id === undefined ? postCouponAdd(body) : postCouponUpdate({ ...body, id: body.id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: lotteryKey }),
  });
}

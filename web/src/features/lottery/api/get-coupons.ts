import type { TCouponState } from '@club/contract/lottery';
import { useInfiniteQuery } from '@tanstack/react-query';
import { contractSchema, get } from '../../../api/client';
import { nextPageParam, uniqueItems } from '../../../api/paged';
import { couponsKey } from './keys';

export const COUPONS_PAGE_SIZE = 20;

export const getCoupons = (state: TCouponState, page: number, size: number, signal?: AbortSignal) =>
  get(
    '/app/lottery/coupons',
    { state, page, size },
    { schema: contractSchema('lottery', (c) => c.ZCouponPage), signal },
  );

/** The member's coupons in one state, newest first, page by page. */
export function useCoupons(state: TCouponState) {
  const query = useInfiniteQuery({
    queryKey: [...couponsKey, state],
    // An investment uses a coupon and a revoke gives it back, elsewhere in the app: fresh on every visit.
    refetchOnMount: 'always',
    queryFn: ({ pageParam, signal }) => getCoupons(state, pageParam, COUPONS_PAGE_SIZE, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });
  return { ...query, coupons: uniqueItems(query.data?.pages) };
}

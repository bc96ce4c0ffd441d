import { useQuery } from '@tanstack/react-query';
import { contractSchema, post } from '../../../api/client';
import { type PageBody, useServerTable } from '../../../ui/use-server-table';
import { lotteryKey } from './post-prize-list';

const couponsKey = [...lotteryKey, 'coupons'] as const;

export const postCouponPage = (body: PageBody) =>
  post('admin/lottery/coupon/page', body, { schema: contractSchema((c) => c.ZAdminCouponPage) });

/** The coupon templates, newest first, with how many were granted and used. */
export function useCouponTable() {
  return useServerTable(couponsKey, postCouponPage, {});
}

/** The newest coupons, for the forms that grant one (a prize, a batch of redeem codes). */
export function useCouponOptions(opts: { enabled: boolean }) {
  return useQuery({
    queryKey: [...couponsKey, 'options'],
    queryFn: () => postCouponPage({ page: 1, size: 100 }).then((page) => page.list),
    enabled: opts.enabled,
  });
}

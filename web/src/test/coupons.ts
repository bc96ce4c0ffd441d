import type { TMemberCoupon } from '@club/contract/lottery';

/** A usable 10 %-off coupon (at most $50.00) won in the lottery, as the server answers it; `over` changes any field. */
export function couponFixture(id: number, over: Partial<TMemberCoupon> = {}): TMemberCoupon {
  return {
    id,
    kind: 'percent',
    percent: 10,
    amount: null,
    minOrder: 0,
    maxDiscount: 5_000,
    usageLimit: 1,
    used: 0,
    state: 'usable',
    source: 'lottery',
    obtainedAt: '2026-11-20T10:00:00.000Z',
    expiresAt: '2026-12-20T10:00:00.000Z',
    ...over,
  };
}

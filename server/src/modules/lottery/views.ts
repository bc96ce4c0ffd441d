import type { TDraw, TPrize, TPrizeState } from '@club/contract';
import { DAY_MS, iso } from '../../kernel/calendar';
import type { CouponRow, MemberCouponRow } from '../coupon/repo';
import { couponState, couponTerms, memberCouponView } from '../coupon/views';
import type { DrawRow, PrizeRow } from './repo';

/** A prize as members see it: its kind and figures, the client names it in their language. */
export function prizeView(p: PrizeRow, coupons: Map<number, CouponRow>): TPrize {
  const coupon = p.coupon_id === null ? undefined : coupons.get(p.coupon_id);
  return {
    id: p.id,
    kind: p.kind,
    amount: p.kind === 'cash' ? p.amount : null,
    coupon: p.kind === 'coupon' && coupon ? couponTerms(coupon) : null,
  };
}

/** What a draw won and how; a coupon prize shows the terms the member's coupon was granted under. */
export function drawView(
  d: DrawRow,
  coupon: MemberCouponRow | undefined,
  pending: boolean,
  now: number,
): TDraw {
  let state: TPrizeState = 'used';
  if (d.kind === 'none') state = 'notWon';
  else if (coupon) {
    const s = couponState(coupon, now);
    state = s === 'usable' ? 'unused' : s;
  }
  return {
    id: d.id,
    at: iso(d.created_at),
    prize: {
      id: d.prize_id ?? 0,
      kind: d.kind,
      amount: d.kind === 'cash' ? d.amount : null,
      coupon: coupon
        ? {
            kind: coupon.kind,
            percent: coupon.percent,
            amount: coupon.amount,
            minOrder: coupon.min_order,
            maxDiscount: coupon.max_discount,
            usageLimit: coupon.usage_limit,
            validDays: Math.round((coupon.expires_at - coupon.created_at) / DAY_MS),
          }
        : null,
    },
    state,
    pending,
    coupon: coupon ? memberCouponView(coupon, now) : null,
    randomValue: d.random_value,
    totalWeight: d.total_weight,
    tableVersion: d.table_version,
  };
}

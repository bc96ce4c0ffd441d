import type { TCouponState, TCouponTerms, TDraw, TMemberCoupon, TPrize, TPrizeState } from '@club/contract';
import type { CouponRow, DrawRow, MemberCouponRow, PrizeRow } from './repo';

const DAY_MS = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

export function couponTerms(c: CouponRow): TCouponTerms {
  return {
    kind: c.kind,
    percent: c.percent,
    amount: c.amount,
    minOrder: c.min_order,
    maxDiscount: c.max_discount,
    usageLimit: c.usage_limit,
    validDays: c.valid_days,
  };
}

export function couponState(c: MemberCouponRow, now: number): TCouponState {
  if (c.used >= c.usage_limit) return 'used';
  return c.expires_at <= now ? 'expired' : 'usable';
}

export function memberCouponView(c: MemberCouponRow, now: number): TMemberCoupon {
  return {
    id: c.id,
    kind: c.kind,
    percent: c.percent,
    amount: c.amount,
    minOrder: c.min_order,
    maxDiscount: c.max_discount,
    usageLimit: c.usage_limit,
    used: c.used,
    state: couponState(c, now),
    source: c.source,
    obtainedAt: iso(c.created_at),
    expiresAt: iso(c.expires_at),
  };
}

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

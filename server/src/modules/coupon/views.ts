import type { TCouponState, TCouponTerms, TMemberCoupon } from '@club/contract';
import { iso } from '../../kernel/calendar';
import type { CouponRow, MemberCouponRow } from './repo';

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

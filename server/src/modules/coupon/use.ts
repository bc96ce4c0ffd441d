import type { TInvestCoupon } from '@club/contract';
import type { Db, Trx } from '../../db';
import { fail } from '../../kernel/errors';
import { couponDiscount, formatMinor } from '../../money/amount';
import { findMemberCoupon, type MemberCouponRow, memberCoupons, takeCouponUse } from './repo';
import { memberCouponView } from './views';

const termsOf = (c: MemberCouponRow) => ({
  kind: c.kind,
  percent: c.percent,
  amount: c.amount,
  minOrder: c.min_order,
  maxDiscount: c.max_discount,
});

/** The member's usable coupons with what each takes off `amount`, the largest discount first. */
export async function investCoupons(db: Db, userId: number, amount: number, now: number) {
  const rows = await memberCoupons(db, userId, 'usable', now, 50);
  return rows
    .map(
      (c): TInvestCoupon => ({ ...memberCouponView(c, now), discount: couponDiscount(amount, termsOf(c)) }),
    )
    .sort((a, b) => b.discount - a.discount || a.expiresAt.localeCompare(b.expiresAt));
}

/**
 * Uses one of a member's coupons for an investment of `amount`, inside the invest transaction: its
 * use is taken by a conditional update (owner, unexpired, uses left), so parallel investments never
 * use it beyond its limit. Answers the discount.
 */
export async function takeCoupon(
  trx: Trx,
  c: { userId: number; memberCouponId: number; amount: number; now: number; exponent: number },
) {
  const coupon = await findMemberCoupon(trx, c.memberCouponId);
  if (!coupon || coupon.user_id !== c.userId) fail('COUPON_NOT_USABLE');
  const discount = couponDiscount(c.amount, termsOf(coupon));
  if (discount === 0) fail('COUPON_MIN_ORDER', { min: formatMinor(coupon.min_order, c.exponent) });
  if (!(await takeCouponUse(trx, coupon.id, c.userId, c.now))) fail('COUPON_NOT_USABLE');
  return discount;
}

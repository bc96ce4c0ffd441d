import type { Trx } from '../../db';
import { DAY_MS } from '../../kernel/calendar';
import { fail } from '../../kernel/errors';
import { findCoupon, insertMemberCoupon } from './repo';

/**
 * Grants a member a coupon on the terms its template has now, valid from `now` for its days, once
 * per key. Its id, or undefined when it was granted before.
 */
export async function grantCoupon(
  trx: Trx,
  g: { userId: number; couponId: number; source: 'lottery' | 'redeem'; key: string; now: number },
) {
  const c = await findCoupon(trx, g.couponId);
  if (!c) fail('NOT_FOUND');
  return insertMemberCoupon(trx, {
    user_id: g.userId,
    coupon_id: c.id,
    kind: c.kind,
    percent: c.percent,
    amount: c.amount,
    min_order: c.min_order,
    max_discount: c.max_discount,
    usage_limit: c.usage_limit,
    expires_at: g.now + c.valid_days * DAY_MS,
    source: g.source,
    grant_key: g.key,
    created_at: g.now,
  });
}

import type { Db } from '../../db';
import { findCoupon } from '../coupon/repo';
import { totalWeight } from './pick';
import type { PrizeRow } from './repo';

/** The coupon templates the prizes name, by id. */
export async function couponMap(db: Db, prizes: PrizeRow[]) {
  const ids = [...new Set(prizes.flatMap((p) => (p.coupon_id === null ? [] : [p.coupon_id])))];
  const rows = await Promise.all(ids.map((id) => findCoupon(db, id)));
  return new Map(rows.flatMap((c) => (c ? [[c.id, c] as const] : [])));
}

/** The prizes' coupons and the total weight their odds are shown against. */
export async function prizeOdds(db: Db, prizes: PrizeRow[]) {
  const coupons = await couponMap(db, prizes);
  const total = totalWeight(prizes.map((p) => ({ prizeId: p.id, weight: p.weight })));
  return { coupons, total };
}

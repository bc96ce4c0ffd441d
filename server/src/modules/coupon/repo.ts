import { type Insertable, type Selectable, sql, type Updateable } from 'kysely';
import type { Db, Trx } from '../../db';
import { type PageAt, paged } from '../../db/paged';
import type { CouponsTable, MemberCouponsTable } from './tables';

export type CouponRow = Selectable<CouponsTable>;
export type MemberCouponRow = Selectable<MemberCouponsTable>;

export function findCoupon(db: Db, id: number) {
  return db.selectFrom('coupons').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertCoupon(trx: Trx, row: Insertable<CouponsTable>) {
  const r = await trx.insertInto('coupons').values(row).returning('id').executeTakeFirstOrThrow();
  return r.id;
}

export function updateCoupon(trx: Trx, id: number, row: Updateable<CouponsTable>) {
  return trx.updateTable('coupons').set(row).where('id', '=', id).execute();
}

/** The coupon templates with how many were granted and used, by id in the chosen order. */
export function couponsPage(db: Db, order: 'asc' | 'desc', at: PageAt) {
  return paged(db.selectFrom('coupons'), at, (q) =>
    q
      .selectAll()
      .select((eb) => [
        eb
          .selectFrom('member_coupons')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('member_coupons.coupon_id', '=', 'coupons.id')
          .as('issued'),
        eb
          .selectFrom('member_coupons')
          .select((e) => e.fn.coalesce(e.fn.sum<number>('used'), sql<number>`0`).as('n'))
          .whereRef('member_coupons.coupon_id', '=', 'coupons.id')
          .as('uses'),
      ])
      .orderBy('id', order),
  );
}

/** Grants a member a coupon once per key; its id, or undefined when it was granted before. */
export async function insertMemberCoupon(trx: Trx, row: Insertable<MemberCouponsTable>) {
  const r = await trx
    .insertInto('member_coupons')
    .values(row)
    .onConflict((oc) => oc.column('grant_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return r?.id;
}

export function findMemberCoupon(db: Db, id: number) {
  return db.selectFrom('member_coupons').selectAll().where('id', '=', id).executeTakeFirst();
}

export function memberCouponsByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('member_coupons').selectAll().where('id', 'in', ids).execute();
}

/** The member's coupons in one state at `now`, newest first. */
function couponsIn(db: Db, userId: number, state: 'usable' | 'used' | 'expired', now: number) {
  let q = db.selectFrom('member_coupons').where('user_id', '=', userId);
  if (state === 'usable') q = q.where('expires_at', '>', now).whereRef('used', '<', 'usage_limit');
  else if (state === 'used') q = q.whereRef('used', '>=', 'usage_limit');
  else q = q.where('expires_at', '<=', now).whereRef('used', '<', 'usage_limit');
  return q;
}

/** The member's first `limit` coupons in one state at `now`, newest first. */
export function memberCoupons(
  db: Db,
  userId: number,
  state: 'usable' | 'used' | 'expired',
  now: number,
  limit: number,
) {
  return couponsIn(db, userId, state, now).selectAll().orderBy('id', 'desc').limit(limit).execute();
}

/** A page of the member's coupons in one state at `now`, newest first. */
export function memberCouponsPage(
  db: Db,
  userId: number,
  state: 'usable' | 'used' | 'expired',
  now: number,
  at: PageAt,
) {
  return paged(couponsIn(db, userId, state, now), at, (q) => q.selectAll().orderBy('id', 'desc'));
}

/**
 * Uses a coupon once: only the owner's, before it expires and while uses are left, by one
 * conditional update, so parallel investments never use it beyond its limit.
 */
export async function takeCouponUse(trx: Trx, id: number, userId: number, now: number) {
  const r = await trx
    .updateTable('member_coupons')
    .set({ used: sql`used + 1` })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .whereRef('used', '<', 'usage_limit')
    .executeTakeFirst();
  return r.numUpdatedRows === 1n;
}

export function insertCouponUse(
  trx: Trx,
  row: { member_coupon_id: number; investment_id: number; discount: number; used_at: number },
) {
  return trx
    .insertInto('coupon_uses')
    .values({ ...row, returned_at: null })
    .execute();
}

/** Gives back the coupon use of a revoked investment, once and only while the coupon is unexpired. */
export async function returnCouponUse(trx: Trx, investmentId: number, now: number) {
  const use = await trx
    .selectFrom('coupon_uses')
    .innerJoin('member_coupons', 'member_coupons.id', 'coupon_uses.member_coupon_id')
    .select(['coupon_uses.id', 'coupon_uses.member_coupon_id', 'member_coupons.expires_at'])
    .where('coupon_uses.investment_id', '=', investmentId)
    .where('coupon_uses.returned_at', 'is', null)
    .executeTakeFirst();
  if (!use || use.expires_at <= now) return;
  const r = await trx
    .updateTable('coupon_uses')
    .set({ returned_at: now })
    .where('id', '=', use.id)
    .where('returned_at', 'is', null)
    .executeTakeFirst();
  if (r.numUpdatedRows !== 1n) return;
  await trx
    .updateTable('member_coupons')
    .set({ used: sql`used - 1` })
    .where('id', '=', use.member_coupon_id)
    .execute();
}

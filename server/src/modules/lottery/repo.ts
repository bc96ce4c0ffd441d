import { type Insertable, type Selectable, sql, type Updateable } from 'kysely';
import type { Db, Trx } from '../../db';
import type {
  CouponsTable,
  DrawGrantsTable,
  LotteryDrawsTable,
  LotteryPrizesTable,
  MemberCouponsTable,
  RedeemBatchesTable,
} from '../../db/schema';

export type PrizeRow = Selectable<LotteryPrizesTable>;
export type CouponRow = Selectable<CouponsTable>;
export type MemberCouponRow = Selectable<MemberCouponsTable>;
export type DrawRow = Selectable<LotteryDrawsTable>;

// ---- Draw counts and grants ----

/** Records a grant once per key; false when it was granted before. */
export async function insertGrant(trx: Trx, row: Insertable<DrawGrantsTable>) {
  const r = await trx
    .insertInto('draw_grants')
    .values(row)
    .onConflict((oc) => oc.column('grant_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return r !== undefined;
}

export function addDraws(trx: Trx, userId: number, count: number) {
  return trx
    .insertInto('lottery_accounts')
    .values({ user_id: userId, draws: count, granted: count })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
        draws: sql`lottery_accounts.draws + ${count}`,
        granted: sql`lottery_accounts.granted + ${count}`,
      }),
    )
    .execute();
}

/** Spends one draw; false when the member has none left. */
export async function spendDraw(trx: Trx, userId: number) {
  const r = await trx
    .updateTable('lottery_accounts')
    .set({ draws: sql`draws - 1` })
    .where('user_id', '=', userId)
    .where('draws', '>', 0)
    .executeTakeFirst();
  return r.numUpdatedRows === 1n;
}

export async function drawsOf(db: Db, userId: number) {
  const r = await db
    .selectFrom('lottery_accounts')
    .select('draws')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return r?.draws ?? 0;
}

// ---- Prizes and the table's versions ----

/** The prizes a draw chooses among, in the order their ranges are laid out. */
export function prizesInPlay(db: Db) {
  return db
    .selectFrom('lottery_prizes')
    .selectAll()
    .where('enabled', '=', 1)
    .where('deleted_at', 'is', null)
    .where('weight', '>', 0)
    .where((eb) => eb.or([eb('stock', 'is', null), eb('stock', '>', 0)]))
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export function allPrizes(db: Db) {
  return db
    .selectFrom('lottery_prizes')
    .leftJoin('coupons', 'coupons.id', 'lottery_prizes.coupon_id')
    .selectAll('lottery_prizes')
    .select('coupons.name as coupon_name')
    .where('lottery_prizes.deleted_at', 'is', null)
    .orderBy('lottery_prizes.sort')
    .orderBy('lottery_prizes.id')
    .execute();
}

export function findPrize(db: Db, id: number) {
  return db
    .selectFrom('lottery_prizes')
    .selectAll()
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function insertPrize(trx: Trx, row: Insertable<LotteryPrizesTable>) {
  const r = await trx.insertInto('lottery_prizes').values(row).returning('id').executeTakeFirstOrThrow();
  return r.id;
}

export function updatePrize(trx: Trx, id: number, row: Updateable<LotteryPrizesTable>) {
  return trx.updateTable('lottery_prizes').set(row).where('id', '=', id).execute();
}

/** Takes one unit of a prize; false when its stock ran out first (a prize without a limit always gives). */
export async function takeStock(trx: Trx, id: number) {
  const r = await trx
    .updateTable('lottery_prizes')
    .set({ stock: sql`case when stock is null then null else stock - 1 end`, won: sql`won + 1` })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('stock', 'is', null), eb('stock', '>', 0)]))
    .executeTakeFirst();
  return r.numUpdatedRows === 1n;
}

export async function currentVersion(db: Db) {
  const r = await db
    .selectFrom('lottery_tables')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(r?.id ?? 0);
}

export function insertVersion(trx: Trx, prizes: string, adminId: number | null, now: number) {
  return trx.insertInto('lottery_tables').values({ prizes, admin_id: adminId, created_at: now }).execute();
}

// ---- Draws ----

export async function insertDraw(trx: Trx, row: Insertable<LotteryDrawsTable>) {
  const r = await trx.insertInto('lottery_draws').values(row).returning('id').executeTakeFirstOrThrow();
  return r.id;
}

export function setDrawCoupon(trx: Trx, id: number, memberCouponId: number) {
  return trx
    .updateTable('lottery_draws')
    .set({ member_coupon_id: memberCouponId })
    .where('id', '=', id)
    .execute();
}

export function drawsPage(db: Db, userId: number, limit: number, offset: number) {
  return db
    .selectFrom('lottery_draws')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countDraws(db: Db, userId: number) {
  const r = await db
    .selectFrom('lottery_draws')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** Whether each draw's cash prize still waits for the marketing budget. */
export async function pendingDrawKeys(db: Db, keys: string[]) {
  if (keys.length === 0) return new Set<string>();
  const rows = await db
    .selectFrom('rewards')
    .select('grant_key')
    .where('grant_key', 'in', keys)
    .where('state', '=', 'pending')
    .execute();
  return new Set(rows.map((r) => r.grant_key));
}

export function drawRecords(
  db: Db,
  q: { userId?: number; order: 'asc' | 'desc'; limit: number; offset: number },
) {
  let query = db
    .selectFrom('lottery_draws')
    .innerJoin('users', 'users.id', 'lottery_draws.user_id')
    .selectAll('lottery_draws')
    .select(['users.area_code as member_area_code', 'users.phone as member_phone']);
  if (q.userId !== undefined) query = query.where('lottery_draws.user_id', '=', q.userId);
  return query.orderBy('lottery_draws.id', q.order).limit(q.limit).offset(q.offset).execute();
}

export async function countDrawRecords(db: Db, userId?: number) {
  let query = db.selectFrom('lottery_draws').select((eb) => eb.fn.countAll<number>().as('n'));
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

// ---- Coupons ----

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

export function couponsPage(db: Db, order: 'asc' | 'desc', limit: number, offset: number) {
  return db
    .selectFrom('coupons')
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
    .orderBy('id', order)
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countCoupons(db: Db) {
  const r = await db
    .selectFrom('coupons')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(r.n);
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

export function memberCoupons(
  db: Db,
  userId: number,
  state: 'usable' | 'used' | 'expired',
  now: number,
  limit: number,
  offset: number,
) {
  return couponsIn(db, userId, state, now)
    .selectAll()
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countMemberCoupons(
  db: Db,
  userId: number,
  state: 'usable' | 'used' | 'expired',
  now: number,
) {
  const r = await couponsIn(db, userId, state, now)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(r.n);
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

// ---- Redeem codes ----

export async function insertBatch(trx: Trx, row: Insertable<RedeemBatchesTable>) {
  const r = await trx.insertInto('redeem_batches').values(row).returning('id').executeTakeFirstOrThrow();
  return r.id;
}

export function insertCodes(trx: Trx, batchId: number, codes: string[]) {
  return trx
    .insertInto('redeem_codes')
    .values(codes.map((code) => ({ batch_id: batchId, code })))
    .execute();
}

export function findCode(db: Db, code: string) {
  return db
    .selectFrom('redeem_codes')
    .innerJoin('redeem_batches', 'redeem_batches.id', 'redeem_codes.batch_id')
    .select([
      'redeem_codes.id',
      'redeem_codes.code',
      'redeem_batches.reward',
      'redeem_batches.draws',
      'redeem_batches.coupon_id',
      'redeem_batches.max_uses',
      'redeem_batches.expires_at',
    ])
    .where('redeem_codes.code', '=', code)
    .executeTakeFirst();
}

/** Records the member's redemption of a code; false when they redeemed it before. */
export async function insertRedeemUse(trx: Trx, codeId: number, userId: number, now: number) {
  const r = await trx
    .insertInto('redeem_uses')
    .values({ code_id: codeId, user_id: userId, created_at: now })
    .onConflict((oc) => oc.columns(['code_id', 'user_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return r !== undefined;
}

/** Counts one redemption against the code's limit; false when it is used up. */
export async function takeCodeUse(trx: Trx, codeId: number, maxUses: number) {
  const r = await trx
    .updateTable('redeem_codes')
    .set({ uses: sql`uses + 1` })
    .where('id', '=', codeId)
    .where('uses', '<', maxUses)
    .executeTakeFirst();
  return r.numUpdatedRows === 1n;
}

export function batchesPage(db: Db, order: 'asc' | 'desc', limit: number, offset: number) {
  return db
    .selectFrom('redeem_batches')
    .leftJoin('coupons', 'coupons.id', 'redeem_batches.coupon_id')
    .selectAll('redeem_batches')
    .select('coupons.name as coupon_name')
    .select((eb) =>
      eb
        .selectFrom('redeem_codes')
        .select((e) => e.fn.coalesce(e.fn.sum<number>('uses'), sql<number>`0`).as('n'))
        .whereRef('redeem_codes.batch_id', '=', 'redeem_batches.id')
        .as('redeemed'),
    )
    .orderBy('redeem_batches.id', order)
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countBatches(db: Db) {
  const r = await db
    .selectFrom('redeem_batches')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

export function codesPage(db: Db, batchId: number, order: 'asc' | 'desc', limit: number, offset: number) {
  return db
    .selectFrom('redeem_codes')
    .select(['id', 'code', 'uses'])
    .where('batch_id', '=', batchId)
    .orderBy('id', order)
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countCodes(db: Db, batchId: number) {
  const r = await db
    .selectFrom('redeem_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('batch_id', '=', batchId)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

import { type Insertable, type Selectable, sql, type Updateable } from 'kysely';
import type { Db, Trx } from '../../db';
import { type PageAt, paged } from '../../db/paged';
import type { DrawGrantsTable, LotteryDrawsTable, LotteryPrizesTable, RedeemBatchesTable } from './tables';

export type PrizeRow = Selectable<LotteryPrizesTable>;
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

/** A member's draws, newest first. */
export function drawsPage(db: Db, userId: number, at: PageAt) {
  return paged(db.selectFrom('lottery_draws').where('user_id', '=', userId), at, (q) =>
    q.selectAll().orderBy('id', 'desc'),
  );
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

/** Every member's draws (or one member's), with the member's phone, by id in the chosen order. */
export function drawRecordsPage(db: Db, q: { userId?: number; order: 'asc' | 'desc' }, at: PageAt) {
  let base = db.selectFrom('lottery_draws').innerJoin('users', 'users.id', 'lottery_draws.user_id');
  if (q.userId !== undefined) base = base.where('lottery_draws.user_id', '=', q.userId);
  return paged(base, at, (query) =>
    query
      .selectAll('lottery_draws')
      .select(['users.area_code as member_area_code', 'users.phone as member_phone'])
      .orderBy('lottery_draws.id', q.order),
  );
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

/** The code batches with their coupon's name and how often their codes were redeemed. */
export function batchesPage(db: Db, order: 'asc' | 'desc', at: PageAt) {
  const base = db.selectFrom('redeem_batches').leftJoin('coupons', 'coupons.id', 'redeem_batches.coupon_id');
  return paged(base, at, (q) =>
    q
      .selectAll('redeem_batches')
      .select('coupons.name as coupon_name')
      .select((eb) =>
        eb
          .selectFrom('redeem_codes')
          .select((e) => e.fn.coalesce(e.fn.sum<number>('uses'), sql<number>`0`).as('n'))
          .whereRef('redeem_codes.batch_id', '=', 'redeem_batches.id')
          .as('redeemed'),
      )
      .orderBy('redeem_batches.id', order),
  );
}

/** One batch's codes and their uses. */
export function codesPage(db: Db, batchId: number, order: 'asc' | 'desc', at: PageAt) {
  return paged(db.selectFrom('redeem_codes').where('batch_id', '=', batchId), at, (q) =>
    q.select(['id', 'code', 'uses']).orderBy('id', order),
  );
}

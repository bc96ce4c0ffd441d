import { type ExpressionBuilder, type Insertable, sql, type Updateable } from 'kysely';
import type { Db } from '../../db';
import { type PageAt, paged } from '../../db/paged';
import type { Database } from '../../db/schema';
import type { RechargeChannelsTable, RechargeOrdersTable } from './tables';

export function enabledChannels(db: Db) {
  return db.selectFrom('recharge_channels').selectAll().where('enabled', '=', 1).orderBy('sort').execute();
}

/** Every channel, switched off or not, in the operator's order. */
export function allChannels(db: Db) {
  return db.selectFrom('recharge_channels').selectAll().orderBy('sort').orderBy('id').execute();
}

export function updateChannel(db: Db, id: number, changes: Updateable<RechargeChannelsTable>) {
  return db.updateTable('recharge_channels').set(changes).where('id', '=', id).execute();
}

/** USDT per platform unit, in ppm: the one rate between the two, the one members recharge at. */
export async function usdtRatePpm(db: Db) {
  const row = await db
    .selectFrom('recharge_channels')
    .select('rate_ppm')
    .where('kind', '=', 'usdt')
    .orderBy('sort')
    .orderBy('id')
    .executeTakeFirst();
  return row?.rate_ppm ?? 1_000_000;
}

export function findChannel(db: Db, id: number) {
  return db.selectFrom('recharge_channels').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertOrder(db: Db, row: Insertable<RechargeOrdersTable>) {
  const r = await db.insertInto('recharge_orders').values(row).returning('id').executeTakeFirstOrThrow();
  return r.id;
}

export function findOrder(db: Db, id: number) {
  return db.selectFrom('recharge_orders').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A member's orders, newest first. */
export function ordersPage(db: Db, userId: number, at: PageAt) {
  return paged(db.selectFrom('recharge_orders').where('user_id', '=', userId), at, (q) =>
    q.selectAll().orderBy('id', 'desc'),
  );
}

/**
 * The recharge review queue, one definition for the review page's default list and the dashboard's
 * count: orders that wait for an operator, a paid amount that did not match (`review`) or a bank
 * transfer the member uploaded a voucher for while it is still open. An open order without a
 * voucher waits for the member, not for an operator.
 */
export const awaitingReview = (eb: ExpressionBuilder<Database, 'recharge_orders'>) =>
  eb.or([
    eb('recharge_orders.state', '=', 'review'),
    eb.and([
      eb('recharge_orders.state', 'in', ['placed', 'waiting']),
      eb('recharge_orders.voucher_url', 'is not', null),
    ]),
  ]);

export type AdminOrderFilter = {
  state?: RechargeOrdersTable['state'];
  /** Only the review queue (`awaitingReview`). */
  toReview?: true;
  userId?: number;
  /** An order reference or a member's phone (digits, with or without the area code). */
  search?: string;
};

function adminOrderQuery(db: Db, f: AdminOrderFilter) {
  let q = db.selectFrom('recharge_orders').innerJoin('users', 'users.id', 'recharge_orders.user_id');
  if (f.state) q = q.where('recharge_orders.state', '=', f.state);
  if (f.toReview) q = q.where(awaitingReview);
  if (f.userId) q = q.where('recharge_orders.user_id', '=', f.userId);
  const search = f.search;
  if (search) {
    q = q.where((eb) =>
      eb.or([
        eb('recharge_orders.reference', '=', search),
        eb('users.phone', '=', search),
        eb(sql<string>`users.area_code || users.phone`, '=', search.replace(/^\+/, '')),
      ]),
    );
  }
  return q;
}

const ORDER_SORT = { createdAt: 'recharge_orders.created_at', amount: 'recharge_orders.amount' } as const;

/** Orders for the operator's review list, with the member's phone; sorted by a whitelisted column. */
export function adminOrdersPage(
  db: Db,
  f: AdminOrderFilter,
  sort: { field?: keyof typeof ORDER_SORT; order: 'asc' | 'desc' },
  at: PageAt,
) {
  return paged(adminOrderQuery(db, f), at, (q) =>
    q
      .selectAll('recharge_orders')
      .select(['users.area_code as member_area_code', 'users.phone as member_phone'])
      .orderBy(ORDER_SORT[sort.field ?? 'createdAt'], sort.order)
      .orderBy('recharge_orders.id', sort.order),
  );
}

/** Moves an order from one of `from` to `to`; false when it was no longer in those states. */
export async function transition(
  db: Db,
  id: number,
  from: RechargeOrdersTable['state'][],
  changes: Partial<
    Pick<
      RechargeOrdersTable,
      | 'state'
      | 'voucher_url'
      | 'voucher2_url'
      | 'provider_txn_id'
      | 'failure_reason'
      | 'decided_by'
      | 'bank_reference'
    >
  >,
  now: number,
) {
  const r = await db
    .updateTable('recharge_orders')
    .set({ ...changes, updated_at: now })
    .where('id', '=', id)
    .where('state', 'in', from)
    .executeTakeFirst();
  return r.numUpdatedRows === 1n;
}

/** Expires up to `limit` unpaid orders past their time; answers how many. */
export async function expireUnpaid(db: Db, now: number, limit: number) {
  const due = db
    .selectFrom('recharge_orders')
    .select('id')
    .where('state', 'in', ['placed', 'waiting'])
    .where('voucher_url', 'is', null)
    .where('expires_at', '<=', now)
    .limit(limit);
  const r = await db
    .updateTable('recharge_orders')
    .set({ state: 'expired', updated_at: now })
    .where('id', 'in', due)
    .where('state', 'in', ['placed', 'waiting'])
    .where('voucher_url', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

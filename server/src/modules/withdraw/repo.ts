import type { Insertable, Updateable } from 'kysely';
import type { Db, Trx } from '../../db';
import { type PageAt, paged } from '../../db/paged';
import type { WithdrawAccountsTable, WithdrawChannelsTable, WithdrawOrdersTable } from './tables';

export function accountsOf(db: Db, userId: number) {
  return db
    .selectFrom('withdraw_accounts')
    .selectAll()
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .orderBy('id', 'desc')
    .execute();
}

export function findAccount(db: Db, id: number) {
  return db.selectFrom('withdraw_accounts').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertAccount(db: Db, row: Insertable<WithdrawAccountsTable>) {
  const r = await db.insertInto('withdraw_accounts').values(row).returning('id').executeTakeFirstOrThrow();
  return r.id;
}

export function deleteAccount(db: Db, userId: number, id: number, now: number) {
  return db
    .updateTable('withdraw_accounts')
    .set({ deleted_at: now })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export type AdminAccountFilter = {
  status?: WithdrawAccountsTable['status'];
  kind?: WithdrawAccountsTable['kind'];
  userId?: number;
};
type Sort<F extends string> = { field?: F; order: 'asc' | 'desc' };

/** The account verification list, filtered: the dashboard counts its pending ones the same way. */
export function adminAccountQuery(db: Db, f: AdminAccountFilter) {
  let q = db
    .selectFrom('withdraw_accounts')
    .innerJoin('users', 'users.id', 'withdraw_accounts.user_id')
    .where('withdraw_accounts.deleted_at', 'is', null);
  if (f.status) q = q.where('withdraw_accounts.status', '=', f.status);
  if (f.kind) q = q.where('withdraw_accounts.kind', '=', f.kind);
  if (f.userId) q = q.where('withdraw_accounts.user_id', '=', f.userId);
  return q;
}

/** Accounts for the operator's verification list, with the member's phone. */
export function adminAccountsPage(db: Db, f: AdminAccountFilter, sort: Sort<'createdAt'>, at: PageAt) {
  return paged(adminAccountQuery(db, f), at, (q) =>
    q
      .selectAll('withdraw_accounts')
      .select(['users.area_code as member_area_code', 'users.phone as member_phone'])
      .orderBy('withdraw_accounts.created_at', sort.order)
      .orderBy('withdraw_accounts.id', sort.order),
  );
}

export async function decideAccount(
  db: Db,
  id: number,
  status: 'verified' | 'rejected',
  adminId: number,
  reason: string | null,
) {
  const r = await db
    .updateTable('withdraw_accounts')
    .set({ status, decided_by: adminId, reject_reason: reason })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return r.numUpdatedRows === 1n;
}

export function enabledWithdrawChannels(db: Db) {
  return db.selectFrom('withdraw_channels').selectAll().where('enabled', '=', 1).orderBy('sort').execute();
}

/** Every withdrawal channel, switched off or not, in the operator's order. */
export function allWithdrawChannels(db: Db) {
  return db.selectFrom('withdraw_channels').selectAll().orderBy('sort').orderBy('id').execute();
}

export function updateWithdrawChannel(db: Db, id: number, changes: Updateable<WithdrawChannelsTable>) {
  return db.updateTable('withdraw_channels').set(changes).where('id', '=', id).execute();
}

export function findWithdrawChannel(db: Db, id: number) {
  return db.selectFrom('withdraw_channels').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertWithdrawOrder(db: Db, row: Insertable<WithdrawOrdersTable>) {
  const r = await db.insertInto('withdraw_orders').values(row).returning('id').executeTakeFirstOrThrow();
  return r.id;
}

export function findWithdrawOrder(db: Db, id: number) {
  return db.selectFrom('withdraw_orders').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function countWithdrawalsSince(db: Db, userId: number, since: number) {
  const r = await db
    .selectFrom('withdraw_orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** A member's withdrawals, newest first. */
export function withdrawOrdersPage(db: Db, userId: number, at: PageAt) {
  return paged(db.selectFrom('withdraw_orders').where('user_id', '=', userId), at, (q) =>
    q.selectAll().orderBy('id', 'desc'),
  );
}

export type AdminWithdrawFilter = {
  state?: WithdrawOrdersTable['state'];
  userId?: number;
  /** Only those approved once that wait for a second operator. */
  awaitingSecond?: true;
};

function adminWithdrawQuery(db: Db, f: AdminWithdrawFilter) {
  let q = db.selectFrom('withdraw_orders').innerJoin('users', 'users.id', 'withdraw_orders.user_id');
  if (f.state) q = q.where('withdraw_orders.state', '=', f.state);
  if (f.userId) q = q.where('withdraw_orders.user_id', '=', f.userId);
  if (f.awaitingSecond) {
    q = q
      .where('withdraw_orders.state', '=', 'waiting')
      .where('withdraw_orders.first_approved_by', 'is not', null);
  }
  return q;
}

const WITHDRAW_SORT = { createdAt: 'withdraw_orders.created_at', amount: 'withdraw_orders.amount' } as const;

/** Withdrawal requests for the operator's review list, with the member's phone. */
export function adminWithdrawOrdersPage(
  db: Db,
  f: AdminWithdrawFilter,
  sort: Sort<keyof typeof WITHDRAW_SORT>,
  at: PageAt,
) {
  return paged(adminWithdrawQuery(db, f), at, (q) =>
    q
      .selectAll('withdraw_orders')
      .select(['users.area_code as member_area_code', 'users.phone as member_phone'])
      .orderBy(WITHDRAW_SORT[sort.field ?? 'createdAt'], sort.order)
      .orderBy('withdraw_orders.id', sort.order),
  );
}

/**
 * The first of two approvals of a four-eyes withdrawal: recorded on the order, which stays waiting
 * (nothing moves). False when the order is decided or another operator approved it first (on
 * PostgreSQL this waits for that operator's row lock; the caller reads the order again).
 */
export async function firstApproveWithdrawOrder(db: Trx, id: number, adminId: number, now: number) {
  const r = await db
    .updateTable('withdraw_orders')
    .set({ first_approved_by: adminId, first_approved_at: now })
    .where('id', '=', id)
    .where('state', '=', 'waiting')
    .where('first_approved_by', 'is', null)
    .executeTakeFirst();
  return r.numUpdatedRows === 1n;
}

export async function decideWithdrawOrder(
  db: Trx,
  id: number,
  state: 'success' | 'failed',
  adminId: number | null,
  reason: string | null,
  now: number,
  payoutReference: string | null,
) {
  const r = await db
    .updateTable('withdraw_orders')
    .set({ state, decided_by: adminId, reason, decided_at: now, payout_reference: payoutReference })
    .where('id', '=', id)
    .where('state', '=', 'waiting')
    .executeTakeFirst();
  return r.numUpdatedRows === 1n;
}

/** The member postings of the hold that a withdrawal placed, to give back exactly what was taken. */
export function freezePostings(db: Db, orderId: number) {
  return db
    .selectFrom('ledger_postings as p')
    .innerJoin('ledger_entries as e', 'e.id', 'p.entry_id')
    .innerJoin('ledger_accounts as a', 'a.id', 'p.account_id')
    .select(['e.id as entryId', 'a.owner_id', 'a.kind', 'p.amount'])
    .where('e.reference', '=', `withdraw:${orderId}`)
    .where('e.type', '=', 'FREEZE')
    .where('a.owner_kind', '=', 'member')
    .execute();
}

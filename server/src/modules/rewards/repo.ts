import { type Insertable, sql } from 'kysely';
import type { Db, Trx } from '../../db';
import type { RewardsTable } from './tables';

/** Records a reward once per grant key; the new row's id, or undefined when it was granted before. */
export async function insertReward(trx: Trx, row: Insertable<RewardsTable>) {
  const r = await trx
    .insertInto('rewards')
    .values(row)
    .onConflict((oc) => oc.column('grant_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return r?.id;
}

/** Whether a reward older than `id` still waits: a new one queues behind it. */
export async function olderPending(trx: Trx, id: number) {
  const r = await trx
    .selectFrom('rewards')
    .select('id')
    .where('state', '=', 'pending')
    .where('id', '<', id)
    .limit(1)
    .executeTakeFirst();
  return r !== undefined;
}

export function pendingBatch(db: Db, limit: number) {
  return db
    .selectFrom('rewards')
    .selectAll()
    .where('state', '=', 'pending')
    .orderBy('id')
    .limit(limit)
    .execute();
}
export type RewardRow = Awaited<ReturnType<typeof pendingBatch>>[number];

/** Claims a waiting reward as paid; false when another run paid it first. */
export async function claimPaid(trx: Trx, id: number, now: number) {
  const r = await trx
    .updateTable('rewards')
    .set({ state: 'paid', paid_at: now })
    .where('id', '=', id)
    .where('state', '=', 'pending')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export function setEntry(trx: Trx, id: number, entryId: number) {
  return trx.updateTable('rewards').set({ entry_id: entryId }).where('id', '=', id).execute();
}

/** A member's rewards that wait for the budget, oldest first. */
export function pendingOf(db: Db, userId: number) {
  return db
    .selectFrom('rewards')
    .select(['id', 'type', 'amount', 'created_at'])
    .where('user_id', '=', userId)
    .where('state', '=', 'pending')
    .orderBy('id')
    .limit(100)
    .execute();
}

/** What waits in all: how many and how much. */
export async function pendingTotals(db: Db) {
  const r = await db
    .selectFrom('rewards')
    .select([(eb) => eb.fn.countAll<number>().as('count'), (eb) => eb.fn.sum<number>('amount').as('amount')])
    .where('state', '=', 'pending')
    .executeTakeFirstOrThrow();
  return { count: Number(r.count), amount: Number(r.amount ?? 0) };
}

/** What waits, by kind: how many and how much. */
export function pendingByType(db: Db) {
  return db
    .selectFrom('rewards')
    .select([
      'type',
      (eb) => eb.fn.countAll<number>().as('count'),
      (eb) => eb.fn.sum<number>('amount').as('amount'),
    ])
    .where('state', '=', 'pending')
    .groupBy('type')
    .orderBy('type')
    .execute();
}

/**
 * What was paid since `from`, by kind and day (`day`: whole days after `from`; the cast keeps it
 * whole on SQLite, where the division of bound numbers keeps the fraction).
 */
export function paidByTypeAndDay(db: Db, from: number, dayMs: number) {
  return db
    .selectFrom('rewards')
    .select((eb) => [
      'type',
      sql<number>`cast((paid_at - ${from}) / ${dayMs} as integer)`.as('day'),
      eb.fn.countAll<number>().as('count'),
      eb.fn.sum<number>('amount').as('amount'),
    ])
    .where('state', '=', 'paid')
    .where('paid_at', '>=', from)
    .groupBy(['type', 'day'])
    .orderBy('day', 'desc')
    .orderBy('type')
    .execute();
}

/** Operators' contributions, newest first, as the audit log recorded them with their operator. */
export function recentContributions(db: Db, limit: number) {
  return db
    .selectFrom('audit_log')
    .leftJoin('admins', 'admins.id', 'audit_log.actor_id')
    .select(['audit_log.after', 'audit_log.actor_id', 'audit_log.created_at', 'admins.username'])
    .where('audit_log.action', '=', 'finance:marketing:contribute')
    .orderBy('audit_log.id', 'desc')
    .limit(limit)
    .execute();
}

import { sql } from 'kysely';
import type { Db } from '../../db';
import { awaitingReview } from '../recharge/repo';
import { adminAccountQuery } from '../withdraw/repo';

/** A time window [from, to) in epoch milliseconds. */
export type Window = { from: number; to: number };

/** Registered members (the root member, the club itself, has no phone and is not one). */
export async function countMembers(db: Db, since?: number) {
  let q = db.selectFrom('users').where('phone_e164', 'is not', null);
  if (since !== undefined) q = q.where('created_at', '>=', since);
  const r = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(r.n);
}

/** Members with a membership cycle that is active and not yet past its expiry. */
export async function countActiveVips(db: Db, now: number) {
  const r = await db
    .selectFrom('memberships')
    .where('status', '=', 'active')
    .where('expires_at', '>', now)
    .select(sql<number>`count(distinct user_id)`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** Successful recharges, counted when they succeeded: how many, and what the wallets received. */
export async function rechargesIn(db: Db, w: Window) {
  const r = await db
    .selectFrom('recharge_orders')
    .where('state', '=', 'success')
    .where('updated_at', '>=', w.from)
    .where('updated_at', '<', w.to)
    .select([
      (eb) => eb.fn.countAll<number>().as('n'),
      (eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('amount'),
    ])
    .executeTakeFirstOrThrow();
  return { count: Number(r.n), amount: Number(r.amount) };
}

/** Successful withdrawals, counted when they were paid: how many, the amount paid out, the fees kept. */
export async function withdrawalsIn(db: Db, w: Window) {
  const r = await db
    .selectFrom('withdraw_orders')
    .where('state', '=', 'success')
    .where('decided_at', '>=', w.from)
    .where('decided_at', '<', w.to)
    .select([
      (eb) => eb.fn.countAll<number>().as('n'),
      (eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('amount'),
      (eb) => eb.fn.coalesce(eb.fn.sum<number>('fee'), eb.lit(0)).as('fees'),
    ])
    .executeTakeFirstOrThrow();
  return { count: Number(r.n), amount: Number(r.amount), fees: Number(r.fees) };
}

export type DayRow = { day: number; n: number; amount: number };

/**
 * The day a time falls on, counted in whole days from `from`. The cast makes it a whole number on
 * SQLite too, where bound numbers are reals and the division would keep the fraction.
 */
const dayOf = (column: string, from: number, dayMs: number) =>
  sql<number>`cast((${sql.ref(column)} - ${from}) / ${dayMs} as integer)`;

/** Per day of the window: successful recharges and their amount. */
export async function rechargesByDay(db: Db, w: Window, dayMs: number): Promise<DayRow[]> {
  const rows = await db
    .selectFrom('recharge_orders')
    .where('state', '=', 'success')
    .where('updated_at', '>=', w.from)
    .where('updated_at', '<', w.to)
    .select([
      dayOf('updated_at', w.from, dayMs).as('day'),
      (eb) => eb.fn.countAll<number>().as('n'),
      (eb) => eb.fn.sum<number>('amount').as('amount'),
    ])
    .groupBy(sql`1`)
    .execute();
  return rows.map((r) => ({ day: Number(r.day), n: Number(r.n), amount: Number(r.amount) }));
}

/** Per day of the window: successful withdrawals and the amount paid out. */
export async function withdrawalsByDay(db: Db, w: Window, dayMs: number): Promise<DayRow[]> {
  const rows = await db
    .selectFrom('withdraw_orders')
    .where('state', '=', 'success')
    .where('decided_at', '>=', w.from)
    .where('decided_at', '<', w.to)
    .select([
      dayOf('decided_at', w.from, dayMs).as('day'),
      (eb) => eb.fn.countAll<number>().as('n'),
      (eb) => eb.fn.sum<number>('amount').as('amount'),
    ])
    .groupBy(sql`1`)
    .execute();
  return rows.map((r) => ({ day: Number(r.day), n: Number(r.n), amount: Number(r.amount) }));
}

/** Per day of the window: members who registered. */
export async function membersByDay(db: Db, w: Window, dayMs: number) {
  const rows = await db
    .selectFrom('users')
    .where('phone_e164', 'is not', null)
    .where('created_at', '>=', w.from)
    .where('created_at', '<', w.to)
    .select([dayOf('created_at', w.from, dayMs).as('day'), (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy(sql`1`)
    .execute();
  return rows.map((r) => ({ day: Number(r.day), n: Number(r.n) }));
}

export type Queue = { count: number; amount: number; oldestAt: number | null };

/**
 * What waits for an operator's decision, with its sum and its oldest order: the recharge review
 * queue (`awaitingReview`, the review page's default list) and withdrawals held for a decision (the
 * withdrawal page's default, `waiting`). Both read through the orders' state indexes.
 */
export async function waitingQueues(db: Db): Promise<{ recharges: Queue; withdrawals: Queue }> {
  const [recharges, withdrawals] = await Promise.all([
    db
      .selectFrom('recharge_orders')
      .where(awaitingReview)
      .select((eb) => [
        eb.fn.countAll<number>().as('count'),
        eb.fn.sum<number>('amount').as('amount'),
        eb.fn.min<number>('created_at').as('oldestAt'),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('withdraw_orders')
      .where('state', '=', 'waiting')
      .select((eb) => [
        eb.fn.countAll<number>().as('count'),
        eb.fn.sum<number>('amount').as('amount'),
        eb.fn.min<number>('created_at').as('oldestAt'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  const queue = (r: { count: number; amount: number | null; oldestAt: number | null }) => ({
    count: Number(r.count),
    amount: Number(r.amount ?? 0),
    oldestAt: r.oldestAt === null ? null : Number(r.oldestAt),
  });
  return { recharges: queue(recharges), withdrawals: queue(withdrawals) };
}

/** What waits for an operator's decision: how many of each. */
export async function pendingCounts(db: Db) {
  const [queues, cards] = await Promise.all([
    waitingQueues(db),
    // The verification page's default list: every pending account (a TRC20 address is verified on adding).
    adminAccountQuery(db, { status: 'pending' })
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    recharges: queues.recharges.count,
    withdrawals: queues.withdrawals.count,
    bankCards: Number(cards.n),
  };
}

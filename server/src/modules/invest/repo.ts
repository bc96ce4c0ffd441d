import type { Insertable, Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Db, DialectName, Trx } from '../../db';
import { type PageAt, paged } from '../../db/paged';
import type { InvestmentPayoutsTable, InvestmentsTable } from './tables';

export type InvestmentRow = Selectable<InvestmentsTable>;
export type InvestmentState = InvestmentRow['status'];

export async function insertInvestment(db: Db, row: Insertable<InvestmentsTable>) {
  const r = await db.insertInto('investments').values(row).returning('id').executeTakeFirstOrThrow();
  return r.id;
}

export function setInvestmentEntry(db: Db, id: number, entryId: number) {
  return db.updateTable('investments').set({ entry_id: entryId }).where('id', '=', id).execute();
}

/** The member-wallet postings of an entry: what a reversal gives back, wallet by wallet. */
export function memberPostingsOf(db: Db, entryId: number) {
  return db
    .selectFrom('ledger_postings as lp')
    .innerJoin('ledger_accounts as a', 'a.id', 'lp.account_id')
    .select(['a.owner_id', 'a.kind', 'lp.amount'])
    .where('lp.entry_id', '=', entryId)
    .where('a.owner_kind', '=', 'member')
    .execute();
}

export function findInvestment(db: Db, id: number) {
  return db.selectFrom('investments').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Marks a holding investment revoked; false when it already was (or is no longer holding). */
export async function markRevoked(db: Trx, id: number, now: number) {
  const r = await db
    .updateTable('investments')
    .set({ status: 'revoked', revoked_at: now, next_due_at: null })
    .where('id', '=', id)
    .where('status', '=', 'holding')
    .where('days_paid', '=', 0)
    .executeTakeFirst();
  return r.numUpdatedRows === 1n;
}

function userQuery(db: Db, userId: number, state: InvestmentState | 'all') {
  let q = db.selectFrom('investments').where('user_id', '=', userId);
  if (state !== 'all') q = q.where('status', '=', state);
  return q;
}

/** A page of the member's investments (all, or in one state), newest first. */
export function userInvestmentsPage(db: Db, userId: number, state: InvestmentState | 'all', at: PageAt) {
  return paged(userQuery(db, userId, state), at, (q) => q.selectAll().orderBy('id', 'desc'));
}

export async function userTotals(db: Db, userId: number) {
  const row = await db
    .selectFrom('investments')
    .select([
      sql<number>`coalesce(sum(principal), 0)`.as('invested'),
      sql<number>`coalesce(sum(case when status = 'holding' then principal - principal_paid else 0 end), 0)`.as(
        'holding',
      ),
      sql<number>`coalesce(sum(interest_paid), 0)`.as('interest_paid'),
      sql<number>`coalesce(sum(case when status = 'holding' then interest_total - interest_paid else 0 end), 0)`.as(
        'interest_pending',
      ),
    ])
    .where('user_id', '=', userId)
    .where('status', '!=', 'revoked')
    .executeTakeFirstOrThrow();
  return {
    invested: Number(row.invested),
    holding: Number(row.holding),
    interestPaid: Number(row.interest_paid),
    interestPending: Number(row.interest_pending),
  };
}

export function payoutsOf(db: Db, investmentId: number) {
  return db
    .selectFrom('investment_payouts')
    .selectAll()
    .where('investment_id', '=', investmentId)
    .orderBy('day')
    .execute();
}

/** Holding investments with a schedule day due, oldest due first; projects in `skip` left out. */
export function dueInvestments(db: Db, now: number, skip: number[], limit: number) {
  let q = db
    .selectFrom('investments')
    .selectAll()
    .where('status', '=', 'holding')
    .where('next_due_at', '<=', now);
  if (skip.length > 0) q = q.where('project_id', 'not in', skip);
  return q.orderBy('next_due_at').orderBy('id').limit(limit).execute();
}

/**
 * Records schedule day `day` paid: the claim is conditional on the day before being the last one
 * paid, so a second process paying the same day finds nothing to update and backs off.
 */
export function claimDay(
  db: Trx,
  inv: InvestmentRow,
  day: number,
  paid: { principal: number; interest: number; nextDueAt: number | null },
) {
  return claimOne(db, { id: inv.id, fromDays: day - 1, toDays: day, ...paid });
}

/** What one investment's claim moves: `days_paid` from `fromDays` to `toDays`, and the sums of those days. */
export type DaysClaim = {
  id: number;
  fromDays: number;
  toDays: number;
  principal: number;
  interest: number;
  /** When the day after `toDays` falls due; null when `toDays` is the last day (the investment completes). */
  nextDueAt: number | null;
};

async function claimOne(db: Trx, c: DaysClaim) {
  const r = await db
    .updateTable('investments')
    .set((eb) => ({
      days_paid: c.toDays,
      next_due_at: c.nextDueAt,
      principal_paid: eb('principal_paid', '+', c.principal),
      interest_paid: eb('interest_paid', '+', c.interest),
      status: c.nextDueAt === null ? 'completed' : 'holding',
    }))
    .where('id', '=', c.id)
    .where('status', '=', 'holding')
    .where('days_paid', '=', c.fromDays)
    .executeTakeFirst();
  return r.numUpdatedRows === 1n;
}

/** 6 parameters an investment: far below PostgreSQL's 65,535 a statement. */
const CLAIMS_PER_STATEMENT = 1000;

/**
 * Claims many investments' days at once, each under `claimDay`'s condition (still holding, `fromDays`
 * the days paid so far); answers the ids claimed, so the caller sees which ones another run had
 * claimed first. On PostgreSQL in one statement per 1,000 investments: each awaited statement is a
 * network round trip, and one per investment was most of a settlement's time. Each value is cast
 * because PostgreSQL reads an untyped parameter in `VALUES` as text. On SQLite one statement per
 * investment, as `claimDay`: a statement is an in-process call there, and SQLite's planner, without
 * statistics, walks every holding investment for an `UPDATE … FROM (VALUES …)` (by the status index,
 * or by a full scan past ~200 rows: 15–20 ms a batch of 100 to 500 at 100,000 investments).
 */
export async function claimDays(db: Trx, dialect: DialectName, claims: DaysClaim[]): Promise<number[]> {
  const ids: number[] = [];
  if (dialect === 'sqlite') {
    for (const c of claims) if (await claimOne(db, c)) ids.push(c.id);
    return ids;
  }
  for (let at = 0; at < claims.length; at += CLAIMS_PER_STATEMENT) {
    const values = claims
      .slice(at, at + CLAIMS_PER_STATEMENT)
      .map(
        (c) =>
          sql`(cast(${c.id} as integer), cast(${c.fromDays} as integer), cast(${c.toDays} as integer), cast(${c.principal} as bigint), cast(${c.interest} as bigint), cast(${c.nextDueAt} as bigint))`,
      );
    const r = await sql<{ id: number }>`
      update investments as i
      set days_paid = v.to_days,
        next_due_at = v.next_due_at,
        principal_paid = i.principal_paid + v.principal,
        interest_paid = i.interest_paid + v.interest,
        status = case when v.next_due_at is null then 'completed' else 'holding' end
      from (values ${sql.join(values)}) as v(id, from_days, to_days, principal, interest, next_due_at)
      where i.id = v.id and i.status = 'holding' and i.days_paid = v.from_days
      returning i.id`.execute(db);
    for (const row of r.rows) ids.push(Number(row.id));
  }
  return ids;
}

export function insertPayouts(db: Trx, rows: Insertable<InvestmentPayoutsTable>[]) {
  return db.insertInto('investment_payouts').values(rows).execute();
}

/** Investments whose reflection period ended with their invitation rebates not yet paid. */
export function rebatesDue(db: Db, investedBefore: number, limit: number) {
  return db
    .selectFrom('investments')
    .selectAll()
    .where('rebates_paid_at', 'is', null)
    .where('status', '!=', 'revoked')
    .where('invested_at', '<=', investedBefore)
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function markRebatesPaid(db: Trx, id: number, now: number) {
  const r = await db
    .updateTable('investments')
    .set({ rebates_paid_at: now })
    .where('id', '=', id)
    .where('rebates_paid_at', 'is', null)
    .where('status', '!=', 'revoked')
    .executeTakeFirst();
  return r.numUpdatedRows === 1n;
}

/** The member's inviters, level 1 (who invited them) to level 3; the root member is not one. */
export async function invitersOf(db: Db, userId: number) {
  const rows = await db
    .selectFrom('user_ancestors')
    .innerJoin('users', 'users.id', 'user_ancestors.ancestor_id')
    .select(['users.id', 'users.phone_e164'])
    .where('user_ancestors.user_id', '=', userId)
    .where('user_ancestors.depth', '<=', 3)
    .orderBy('user_ancestors.depth')
    .execute();
  // The root (no phone) is the top of every chain: nothing above it.
  const end = rows.findIndex((r) => r.phone_e164 === null);
  return (end === -1 ? rows : rows.slice(0, end)).map((r) => r.id);
}

/** The member's ledger lines that name one reference (an investment: principal out, payouts, refund). */
export function ledgerLinesOf(db: Db, userId: number, reference: string) {
  return db
    .selectFrom('ledger_postings as p')
    .innerJoin('ledger_accounts as a', 'a.id', 'p.account_id')
    .innerJoin('ledger_entries as e', 'e.id', 'p.entry_id')
    .select(['p.type', 'a.kind as wallet', 'p.amount', 'p.created_at'])
    .where('a.owner_kind', '=', 'member')
    .where('a.owner_id', '=', userId)
    .where('e.reference', '=', reference)
    .orderBy('p.id')
    .execute();
}

/** When each project last received revenue from an operator (`finance/proj/revenue`); absent when never. */
export async function lastRevenueAt(db: Db, projectIds: number[]) {
  if (projectIds.length === 0) return new Map<number, number>();
  const rows = await db
    .selectFrom('project_funding')
    .select((eb) => ['project_id', eb.fn.max('created_at').as('at')])
    .where('kind', '=', 'revenue')
    .where('project_id', 'in', projectIds)
    .groupBy('project_id')
    .execute();
  return new Map(rows.map((r) => [r.project_id, Number(r.at)]));
}

/** The investments still running in a project, with their members. */
export function holdingInvestments(trx: Trx, projectId: number) {
  return trx
    .selectFrom('investments')
    .select(['id', 'user_id'])
    .where('project_id', '=', projectId)
    .where('status', '=', 'holding')
    .execute();
}

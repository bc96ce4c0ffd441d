import { type RawBuilder, sql } from 'kysely';
import type { Db, Trx } from '../../db';

// The running totals of `report_counts` and `report_spans` (tables.ts): written in the transactions of
// the events that change them, read by the summary instead of a walk of the team.

/** A span's unit: every time zone's days and weeks start on a quarter hour. */
const SPAN_MS = 15 * 60 * 1000;
const spanOf = (at: number) => at - (at % SPAN_MS);

export type CountChange = {
  userId: number;
  teams?: number;
  principal?: number;
  income?: number;
};
export type SpanChange = { userId: number; at: number; principal?: number; income?: number };

const FIGURES = ['teams', 'principal', 'income'] as const;
type Figured = { userId: number } & Partial<Record<(typeof FIGURES)[number], number>>;

/**
 * One change per key, its figures summed: a settlement batch pays many investments of one member,
 * and a statement with fewer values is quicker for PostgreSQL to plan.
 */
function merged<T extends Figured>(changes: T[], keyOf: (c: T) => string): T[] {
  const byKey = new Map<string, T>();
  for (const c of changes) {
    const known: Figured | undefined = byKey.get(keyOf(c));
    if (!known) byKey.set(keyOf(c), { ...c });
    else for (const f of FIGURES) if (c[f] !== undefined) known[f] = (known[f] ?? 0) + c[f];
  }
  return [...byKey.values()];
}

/** 5 parameters a change: far below PostgreSQL's 65,535 a statement. */
const CHANGES_PER_STATEMENT = 1000;

/**
 * Each change as a row of `v`, and `l` its lines: the change on the member's own row and on each
 * ancestor's, keyed by `key`: the depth, or for spans 1 own and 0 below. Values are cast because
 * PostgreSQL reads an untyped parameter in `VALUES` as text.
 */
function lines(columns: string[], rows: RawBuilder<unknown>[], key: 'depth' | 'own') {
  const list = sql.raw(columns.join(', '));
  const fromV = sql.raw(columns.map((c) => `v.${c}`).join(', '));
  const own = sql`select v.user_id, ${key === 'depth' ? sql`0` : sql`1`}, ${fromV} from v union all `;
  return sql`with v(user_id, ${list}) as (values ${sql.join(rows)}),
    l(ancestor_id, ${sql.raw(key)}, ${list}) as (${own}
      select ua.ancestor_id, ${key === 'depth' ? sql`ua.depth` : sql`0`}, ${fromV}
      from v join user_ancestors ua on ua.user_id = v.user_id)`;
}

const int = (n: number | undefined) => sql`cast(${n ?? 0} as integer)`;
const big = (n: number | undefined) => sql`cast(${n ?? 0} as bigint)`;

/**
 * Adds changes to the members' own rows and their ancestors' rows at each depth: one grouped upsert
 * per 1,000 changes, taking the rows in key order (as every writer does, each in one statement, so
 * two transactions never wait on each other's rows in a loop).
 */
export async function addCounts(trx: Trx, changes: CountChange[]) {
  changes = merged(changes, (c) => String(c.userId));
  for (let at = 0; at < changes.length; at += CHANGES_PER_STATEMENT) {
    const rows = changes
      .slice(at, at + CHANGES_PER_STATEMENT)
      .map((c) => sql`(${int(c.userId)}, ${int(c.teams)}, ${big(c.principal)}, ${big(c.income)})`);
    await sql`${lines(['teams', 'principal', 'income'], rows, 'depth')}
      insert into report_counts (ancestor_id, depth, teams, principal, income)
      select ancestor_id, depth, sum(teams), sum(principal), sum(income) from l
      group by ancestor_id, depth order by ancestor_id, depth
      on conflict (ancestor_id, depth) do update set
        teams = report_counts.teams + excluded.teams,
        principal = report_counts.principal + excluded.principal,
        income = report_counts.income + excluded.income`.execute(trx);
  }
}

/** Adds principal and returns to the quarter hour of each change's time, own and each ancestor's. */
export async function addSpans(trx: Trx, changes: SpanChange[]) {
  changes = merged(
    changes.map((c) => ({ ...c, at: spanOf(c.at) })),
    (c) => `${c.userId}:${c.at}`,
  );
  for (let at = 0; at < changes.length; at += CHANGES_PER_STATEMENT) {
    const rows = changes
      .slice(at, at + CHANGES_PER_STATEMENT)
      .map((c) => sql`(${int(c.userId)}, ${big(c.at)}, ${big(c.principal)}, ${big(c.income)})`);
    await sql`${lines(['at', 'principal', 'income'], rows, 'own')}
      insert into report_spans (ancestor_id, own, at, principal, income)
      select ancestor_id, own, at, sum(principal), sum(income) from l
      group by ancestor_id, own, at order by ancestor_id, own, at
      on conflict (ancestor_id, own, at) do update set
        principal = report_spans.principal + excluded.principal,
        income = report_spans.income + excluded.income`.execute(trx);
  }
}

export function countsOf(db: Db, ancestorIds: number[]) {
  return db.selectFrom('report_counts').selectAll().where('ancestor_id', 'in', ancestorIds).execute();
}

/** Principal and returns since `week` and since `day` (both starts of a quarter hour), per ancestor and own/below. */
export function spansOf(db: Db, ancestorIds: number[], week: number, day: number) {
  return db
    .selectFrom('report_spans')
    .select((eb) => [
      'ancestor_id',
      'own',
      eb.fn.sum<number>('principal').as('principal_week'),
      sql<number>`sum(case when at >= ${day} then principal else 0 end)`.as('principal_day'),
      eb.fn.sum<number>('income').as('income_week'),
      sql<number>`sum(case when at >= ${day} then income else 0 end)`.as('income_day'),
    ])
    .where('ancestor_id', 'in', ancestorIds)
    .where('at', '>=', week)
    .groupBy(['ancestor_id', 'own'])
    .execute();
}

/** Which of `ids` is under which, and how deep. */
export function linksWithin(db: Db, ids: number[]) {
  return db
    .selectFrom('user_ancestors')
    .select(['user_id', 'ancestor_id', 'depth'])
    .where('user_id', 'in', ids)
    .where('ancestor_id', 'in', ids)
    .execute();
}

/** Drops up to `limit` quarter hours before `before`; whether any were left. */
export async function dropSpansBefore(db: Db, before: number, limit: number) {
  const r = await sql`delete from report_spans where (ancestor_id, own, at) in
    (select ancestor_id, own, at from report_spans where at < ${before} limit ${limit})`.execute(db);
  return Number(r.numAffectedRows ?? 0) === limit;
}

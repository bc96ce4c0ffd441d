import { type ExpressionBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { Db, Trx } from '../../db';
import type { Database } from '../../db/schema';
import { searchMatches } from '../member-admin/repo';

export type ReportRole = 'director' | 'assistant';
export type Holder = { id: number; role: ReportRole };
type Scope = { user_id: number; level: number; assist: number };

/**
 * Everyone in a holder's team, once each, with their level: under the holder at any depth, and for a
 * director also under each of their assistants (assist invitations, levelled under the assistant).
 * Someone under both counts as the director's own, at their depth under the director.
 */
export function teamOf(db: Db, holder: Holder) {
  const own = db
    .selectFrom('user_ancestors')
    .select(['user_id', 'depth', sql<number>`0`.as('assist')])
    .where('ancestor_id', '=', holder.id);
  const all =
    holder.role === 'director'
      ? own.unionAll(
          db
            .selectFrom('user_ancestors as ua')
            .innerJoin('report_roles as r', 'r.user_id', 'ua.ancestor_id')
            .select(['ua.user_id', 'ua.depth', sql<number>`1`.as('assist')])
            .where('r.director_id', '=', holder.id)
            .where('r.role', '=', 'assistant'),
        )
      : own;
  return db
    .selectFrom(all.as('x'))
    .select([
      'x.user_id',
      sql<number>`coalesce(min(case when x.assist = 0 then x.depth end), min(x.depth))`.as('level'),
      sql<number>`min(x.assist)`.as('assist'),
    ])
    .where('x.user_id', '!=', holder.id)
    .groupBy('x.user_id') as unknown as SelectQueryBuilder<Database, never, Scope>;
}

const teamIds = (db: Db, holder: Holder) => db.selectFrom(teamOf(db, holder).as('t')).select('t.user_id');

/** Whether the member `s.user_id` holds an active membership at `at`. */
const memberAt = (eb: ExpressionBuilder<Database & { s: Scope }, 's'>, at: number) =>
  eb.exists(
    eb
      .selectFrom('memberships')
      .select('memberships.id')
      .whereRef('memberships.user_id', '=', 's.user_id')
      .where('memberships.status', '=', 'active')
      .where('memberships.activated_at', '<=', at)
      .where('memberships.expires_at', '>', at),
  );

/** Team members and members (active VIP now) per level. */
export function levelsOf(db: Db, holder: Holder, now: number) {
  return db
    .selectFrom(teamOf(db, holder).as('s'))
    .select((eb) => [
      's.level',
      eb.fn.countAll<number>().as('users'),
      eb.fn.sum<number>(eb.case().when(memberAt(eb, now)).then(1).else(0).end()).as('members'),
    ])
    .groupBy('s.level')
    .orderBy('s.level')
    .execute();
}

/** Team activity groups completed by leaders in the team. */
export async function teamsOf(db: Db, holder: Holder) {
  const r = await db
    .selectFrom('team_groups')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('state', '=', 'complete')
    .where('leader_id', 'in', teamIds(db, holder))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** Sums over today, this week and all time up to `end`, from one pass: the starts of the day and the week. */
export type Spans = { day: number; week: number; end: number };

/** `column`'s sum of the rows at or after `from` (a conditional sum, so the three spans share one scan). */
const sumSince = (column: string, at: string, from: number) =>
  sql<number>`sum(case when ${sql.ref(at)} >= ${from} then ${sql.ref(column)} else 0 end)`;

function spanSums(r: { day: number | null; week: number | null; total: number | null }) {
  return { day: Number(r.day ?? 0), week: Number(r.week ?? 0), total: Number(r.total ?? 0) };
}

/** Principal the team invested (revoked investments left out), today, this week and in all. */
export async function shareholdingOf(db: Db, holder: Holder, spans: Spans) {
  const r = await db
    .selectFrom('investments')
    .select((eb) => [
      sumSince('principal', 'invested_at', spans.day).as('day'),
      sumSince('principal', 'invested_at', spans.week).as('week'),
      eb.fn.sum<number>('principal').as('total'),
    ])
    .where('user_id', 'in', teamIds(db, holder))
    .where('status', '!=', 'revoked')
    .where('invested_at', '<', spans.end)
    .executeTakeFirstOrThrow();
  return spanSums(r);
}

/** Returns (interest and dividends, not principal) paid on the team's investments, today, this week and in all. */
export async function incomeOf(db: Db, holder: Holder, spans: Spans) {
  const r = await db
    .selectFrom('investment_payouts as p')
    .innerJoin('investments as i', 'i.id', 'p.investment_id')
    .select((eb) => [
      sumSince('p.amount', 'p.paid_at', spans.day).as('day'),
      sumSince('p.amount', 'p.paid_at', spans.week).as('week'),
      eb.fn.sum<number>('p.amount').as('total'),
    ])
    .where('i.user_id', 'in', teamIds(db, holder))
    .where('p.type', '!=', 'CAPITAL')
    .where('p.paid_at', '<', spans.end)
    .executeTakeFirstOrThrow();
  return spanSums(r);
}

export type MemberFilter = {
  search?: string;
  status?: 'activated' | 'notActivated';
  feeReturned?: 'yes' | 'no';
  level?: number;
};

/** The team's members joined with their latest membership, filtered. */
function membersQuery(db: Db, holder: Holder, f: MemberFilter, now: number) {
  const active = sql<boolean>`(m.status = 'active' and m.expires_at > ${now})`;
  let q = db
    .selectFrom(teamOf(db, holder).as('s'))
    .innerJoin('users as u', 'u.id', 's.user_id')
    .leftJoin('memberships as m', (j) =>
      j.on(sql<boolean>`m.id = (select max(mm.id) from memberships mm where mm.user_id = u.id)`),
    );
  if (f.search) {
    const text = f.search;
    q = q.where((eb) => searchMatches(eb as never, text));
  }
  if (f.level !== undefined) q = q.where('s.level', '=', f.level);
  if (f.status === 'activated') q = q.where(active);
  if (f.status === 'notActivated') q = q.where(sql<boolean>`not coalesce(${active}, false)`);
  if (f.feeReturned === 'yes') q = q.where('m.deposit_returned_at', 'is not', null);
  if (f.feeReturned === 'no') q = q.where('m.deposit_returned_at', 'is', null);
  return { q, active };
}

/** One page of the team, newest registration first. */
export function membersPage(
  db: Db,
  holder: Holder,
  f: MemberFilter,
  now: number,
  limit: number,
  offset: number,
) {
  const { q, active } = membersQuery(db, holder, f, now);
  return q
    .select([
      'u.id',
      'u.phone',
      'u.created_at',
      's.level',
      's.assist',
      'm.activated_at',
      'm.deposit_returned_at',
      sql<number>`case when ${active} then 1 else 0 end`.as('active'),
    ])
    .orderBy('u.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countMembers(db: Db, holder: Holder, f: MemberFilter, now: number) {
  const r = await membersQuery(db, holder, f, now)
    .q.select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

// ---- Roles ----

export function roleOf(db: Db, userId: number) {
  return db.selectFrom('report_roles').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export function allHolders(db: Db) {
  return db.selectFrom('report_roles').select(['user_id', 'role']).orderBy('user_id').execute();
}

/** A director's assistants, earliest first, with what their own teams hold. */
export function assistantsPage(db: Db, directorId: number, now: number, limit: number, offset: number) {
  const below = (eb: ExpressionBuilder<Database & { r: Database['report_roles'] }, 'r'>) =>
    eb.selectFrom('user_ancestors as a').whereRef('a.ancestor_id', '=', 'r.user_id');
  return db
    .selectFrom('report_roles as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select((eb) => [
      'r.user_id',
      'r.created_at',
      'u.phone',
      'u.nickname',
      below(eb)
        .select((e) => e.fn.countAll<number>().as('n'))
        .as('users'),
      below(eb)
        .select((e) => e.fn.countAll<number>().as('n'))
        .where((e) =>
          e.exists(
            e
              .selectFrom('memberships as m')
              .select('m.id')
              .whereRef('m.user_id', '=', 'a.user_id')
              .where('m.status', '=', 'active')
              .where('m.expires_at', '>', now),
          ),
        )
        .as('members'),
      eb
        .selectFrom('investments as i')
        .select((e) => e.fn.sum<number>('i.principal').as('n'))
        .where('i.status', '!=', 'revoked')
        .where('i.user_id', 'in', below(eb).select('a.user_id'))
        .as('shareholding'),
    ])
    .where('r.director_id', '=', directorId)
    .where('r.role', '=', 'assistant')
    .orderBy('r.created_at')
    .orderBy('r.user_id')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countAssistants(db: Db, directorId: number) {
  const r = await db
    .selectFrom('report_roles')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('director_id', '=', directorId)
    .where('role', '=', 'assistant')
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** Gives the member a role; false when they hold one already. */
export async function insertRole(
  trx: Trx,
  row: {
    user_id: number;
    role: ReportRole;
    director_id: number | null;
    admin_id: number;
    created_at: number;
  },
) {
  const r = await trx
    .insertInto('report_roles')
    .values(row)
    .onConflict((oc) => oc.column('user_id').doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return r !== undefined;
}

export function deleteRole(trx: Trx, userId: number) {
  return trx.deleteFrom('report_roles').where('user_id', '=', userId).execute();
}

/** The back office's list of role holders, with their director and how many assistants they lead. */
function rolesQuery(db: Db, f: { role?: ReportRole; directorId?: number; search?: string }) {
  let q = db
    .selectFrom('report_roles as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .leftJoin('users as d', 'd.id', 'r.director_id');
  if (f.role) q = q.where('r.role', '=', f.role);
  if (f.directorId) q = q.where('r.director_id', '=', f.directorId);
  if (f.search) {
    const text = f.search;
    q = q.where((eb) => searchMatches(eb as never, text));
  }
  return q;
}

export function rolesPage(
  db: Db,
  f: { role?: ReportRole; directorId?: number; search?: string },
  order: 'asc' | 'desc',
  limit: number,
  offset: number,
) {
  return rolesQuery(db, f)
    .select((eb) => [
      'r.user_id',
      'r.role',
      'r.director_id',
      'r.created_at',
      'u.phone_e164',
      'u.nickname',
      'd.phone_e164 as director_phone',
      eb
        .selectFrom('report_roles as x')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('x.director_id', '=', 'r.user_id')
        .as('assistants'),
    ])
    .orderBy('r.created_at', order)
    .orderBy('r.user_id', order)
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countRoles(db: Db, f: { role?: ReportRole; directorId?: number; search?: string }) {
  const r = await rolesQuery(db, f)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

// ---- Daily snapshots ----

export async function lastDay(db: Db, holderId: number) {
  const r = await db
    .selectFrom('report_days')
    .select((eb) => eb.fn.max('day_start').as('at'))
    .where('holder_id', '=', holderId)
    .executeTakeFirst();
  return r?.at == null ? undefined : Number(r.at);
}

/** The team as it stood at `end`: size, registrations in [start, end), members, shareholding held. */
export async function teamAt(db: Db, holder: Holder, start: number, end: number) {
  const [size, members, held] = await Promise.all([
    db
      .selectFrom(teamOf(db, holder).as('s'))
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select((eb) => [
        eb.fn.sum<number>(eb.case().when('u.created_at', '<', end).then(1).else(0).end()).as('users'),
        eb.fn
          .sum<number>(
            eb
              .case()
              .when(eb.and([eb('u.created_at', '>=', start), eb('u.created_at', '<', end)]))
              .then(1)
              .else(0)
              .end(),
          )
          .as('new_users'),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('memberships')
      .select(sql<number>`count(distinct memberships.user_id)`.as('n'))
      .where('memberships.user_id', 'in', teamIds(db, holder))
      .where('memberships.status', '!=', 'cancelled')
      .where('memberships.activated_at', '<', end)
      .where('memberships.expires_at', '>=', end)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('investments')
      .select((eb) => eb.fn.sum<number>('principal').as('n'))
      .where('user_id', 'in', teamIds(db, holder))
      .where('invested_at', '<', end)
      .where((eb) => eb.or([eb('revoked_at', 'is', null), eb('revoked_at', '>=', end)]))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    users: Number(size.users ?? 0),
    new_users: Number(size.new_users ?? 0),
    members: Number(members.n),
    shareholding: Number(held.n ?? 0),
  };
}

/** Writes a day's row; a second run of the same day writes nothing. */
export function insertDay(
  db: Db,
  row: {
    holder_id: number;
    day_start: number;
    day: string;
    users: number;
    new_users: number;
    members: number;
    shareholding: number;
  },
) {
  return db
    .insertInto('report_days')
    .values(row)
    .onConflict((oc) => oc.columns(['holder_id', 'day_start']).doNothing())
    .execute();
}

export function daysOf(db: Db, holderId: number, from: number) {
  return db
    .selectFrom('report_days')
    .selectAll()
    .where('holder_id', '=', holderId)
    .where('day_start', '>=', from)
    .orderBy('day_start')
    .execute();
}

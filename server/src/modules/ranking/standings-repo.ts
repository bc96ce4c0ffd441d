import type { Insertable } from 'kysely';
import { sql } from 'kysely';
import type { Db, DialectName, Trx } from '../../db';
import type { Period } from '../../kernel/calendar';
import type { Board, Span } from './repo';
import type { RankStandingsTable } from './tables';

export type StandingRow = Insertable<RankStandingsTable>;
type Key = { board: Board; span: Span; period_start: number; user_id: number };

/** Which zone the standings are in, and whether they are complete (`next_user_id` null). */
export function buildState(db: Db) {
  return db
    .selectFrom('rank_standings_build')
    .select(['zone', 'next_user_id'])
    .where('id', '=', 1)
    .executeTakeFirst();
}

/**
 * The build state, held until the transaction ends: on PostgreSQL a share lock, so a rebuild for a
 * new zone cannot start between an event reading the zone and its figure being written in it.
 */
export async function holdBuildState(trx: Trx, dialect: DialectName) {
  if (dialect === 'sqlite') return buildState(trx);
  const r = await sql<{ zone: string; next_user_id: number | null }>`
    select zone, next_user_id from rank_standings_build where id = 1 for share`.execute(trx);
  return r.rows[0];
}

/**
 * Starts over in `zone`: the standings are rebuilt member by member from the first. On PostgreSQL
 * the update waits for the events' transactions holding the row, so none counts in the old zone after.
 */
export async function startBuild(db: Db, zone: string) {
  await db
    .insertInto('rank_standings_build')
    .values({ id: 1, zone, next_user_id: 0 })
    .onConflict((oc) => oc.column('id').doUpdateSet({ zone, next_user_id: 0 }))
    .execute();
}

/**
 * Takes the build's slice from member `from` on, recording the build done up to `next` (null:
 * complete); false when another process took it first or the zone changed meanwhile.
 */
export async function claimSlice(trx: Trx, zone: string, from: number, next: number | null) {
  const r = await trx
    .updateTable('rank_standings_build')
    .set({ next_user_id: next })
    .where('id', '=', 1)
    .where('zone', '=', zone)
    .where('next_user_id', '=', from)
    .executeTakeFirst();
  return r.numUpdatedRows === 1n;
}

/** Adds `row.figure` to the member's figure in the period; the time reached moves only forward. */
export function addToStanding(trx: Trx, row: StandingRow) {
  return trx
    .insertInto('rank_standings')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['board', 'span', 'period_start', 'user_id']).doUpdateSet({
        figure: sql`rank_standings.figure + excluded.figure`,
        reached_at: sql`case when excluded.reached_at > rank_standings.reached_at then excluded.reached_at else rank_standings.reached_at end`,
      }),
    )
    .execute();
}

/**
 * Takes a revoked investment's principal off the member's crowdfunding figure in the period; their
 * time reached goes back to their last investment still standing, and with none left they leave
 * the board.
 */
export async function takeFromStanding(trx: Trx, key: Key, period: Period, principal: number) {
  await trx
    .updateTable('rank_standings')
    .set((eb) => ({
      figure: sql`figure - ${principal}`,
      reached_at: eb.fn.coalesce(
        eb
          .selectFrom('investments')
          .select((e) => e.fn.max('invested_at').as('at'))
          .where('user_id', '=', key.user_id)
          .where('status', '!=', 'revoked')
          .where('invested_at', '>=', period.start)
          .where('invested_at', '<', period.end),
        eb.ref('reached_at'),
      ),
    }))
    .where('board', '=', key.board)
    .where('span', '=', key.span)
    .where('period_start', '=', key.period_start)
    .where('user_id', '=', key.user_id)
    .execute();
  await trx
    .deleteFrom('rank_standings')
    .where('board', '=', key.board)
    .where('span', '=', key.span)
    .where('period_start', '=', key.period_start)
    .where('user_id', '=', key.user_id)
    .where('figure', '<=', 0)
    .execute();
}

/** Whether the member had another membership activated in the period, so is already counted in it. */
export async function activatedBefore(trx: Trx, userId: number, membershipId: number, period: Period) {
  const r = await trx
    .selectFrom('memberships')
    .select('id')
    .where('user_id', '=', userId)
    .where('id', '!=', membershipId)
    .where('activated_at', '>=', period.start)
    .where('activated_at', '<', period.end)
    .executeTakeFirst();
  return r !== undefined;
}

/** The member's inviter when that is a member who competes (the club's root account invites but does not). */
export async function competingInviterOf(trx: Trx, userId: number) {
  const r = await trx
    .selectFrom('user_ancestors as a')
    .innerJoin('users as u', 'u.id', 'a.ancestor_id')
    .select('a.ancestor_id')
    .where('a.user_id', '=', userId)
    .where('a.depth', '=', 1)
    .where('u.phone_e164', 'is not', null)
    .executeTakeFirst();
  return r?.ancestor_id;
}

/** The ids of up to `limit` members from `from` on, in order: the next slice a rebuild takes. */
export async function membersFrom(db: Db, from: number, limit: number) {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('id', '>=', from)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Where a slice of the build starting at member `lo` (and at most at `hi`) ends so that it counts
 * about `cap` rows: before the member whose investments or invitees go past the cap, or `lo` alone
 * when that member has more by themself. A member with thousands of investments makes a slice of
 * one, not a slice of 500 members that holds the event loop for seconds.
 */
export async function sliceEnd(db: Db, lo: number, hi: number, cap: number) {
  const [investment, invitee] = await Promise.all([
    db
      .selectFrom('investments')
      .select('user_id as id')
      .where('user_id', '>=', lo)
      .where('user_id', '<=', hi)
      .orderBy('user_id')
      .offset(cap)
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('users')
      .select('inviter_id as id')
      .where('inviter_id', '>=', lo)
      .where('inviter_id', '<=', hi)
      .orderBy('inviter_id')
      .offset(cap)
      .limit(1)
      .executeTakeFirst(),
  ]);
  const past = [investment?.id, invitee?.id].filter((id): id is number => id != null);
  if (past.length === 0) return hi;
  return Math.max(lo, Math.min(...past) - 1);
}

/**
 * What counts toward members `lo`..`hi`'s figures: their standing investments and their invitees'
 * activations (an invitee's inviter is their depth-1 ancestor; read from `users_inviter`, which holds
 * only direct invitees, where the ancestor index would step over every depth).
 */
export async function countedFor(trx: Trx, lo: number, hi: number) {
  const [investments, activations] = await Promise.all([
    trx
      .selectFrom('investments')
      .select(['user_id', 'principal', 'invested_at'])
      .where('user_id', '>=', lo)
      .where('user_id', '<=', hi)
      .where('status', '!=', 'revoked')
      .execute(),
    trx
      .selectFrom('users as u')
      .innerJoin('users as i', 'i.id', 'u.inviter_id')
      .innerJoin('memberships as m', 'm.user_id', 'u.id')
      .select(['i.id as ancestor_id', 'm.user_id', 'm.activated_at'])
      .where('u.inviter_id', '>=', lo)
      .where('u.inviter_id', '<=', hi)
      .where('i.phone_e164', 'is not', null)
      .execute(),
  ]);
  return { investments, activations };
}

/** Replaces members `lo`..`hi`'s standings with `rows`. */
export async function replaceStandings(trx: Trx, lo: number, hi: number, rows: StandingRow[]) {
  await trx.deleteFrom('rank_standings').where('user_id', '>=', lo).where('user_id', '<=', hi).execute();
  for (let i = 0; i < rows.length; i += 500) {
    await trx
      .insertInto('rank_standings')
      .values(rows.slice(i, i + 500))
      .execute();
  }
}

const ORDER = sql`s.figure desc, s.reached_at asc, s.user_id asc`;

/**
 * The board's first `limit` places from the standings, and `userId`'s own place: one more than the
 * members ahead of them (a higher figure, or the same figure reached earlier, or by a lower id).
 */
export async function standingPlaces(
  db: Db,
  at: { board: Board; span: Span; period_start: number },
  limit: number,
  userId?: number,
) {
  const inPeriod = db
    .selectFrom('rank_standings as s')
    .where('s.board', '=', at.board)
    .where('s.span', '=', at.span)
    .where('s.period_start', '=', at.period_start);
  const top = (
    await inPeriod
      .innerJoin('users', 'users.id', 's.user_id')
      .select(['s.user_id', 's.figure', 's.reached_at', 'users.phone', 'users.nickname', 'users.avatar'])
      .orderBy(ORDER)
      .limit(limit)
      .execute()
  ).map((r, i) => ({ ...r, figure: Number(r.figure), reached_at: Number(r.reached_at), place: i + 1 }));
  const inTop = top.find((r) => r.user_id === userId);
  if (userId === undefined || inTop) return { top, me: inTop ?? null };
  const own = await inPeriod
    .select(['s.figure', 's.reached_at'])
    .where('s.user_id', '=', userId)
    .executeTakeFirst();
  if (!own) return { top, me: null };
  const ahead = await inPeriod
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where((eb) =>
      eb.or([
        eb('s.figure', '>', own.figure),
        eb.and([
          eb('s.figure', '=', own.figure),
          eb.or([
            eb('s.reached_at', '<', own.reached_at),
            eb.and([eb('s.reached_at', '=', own.reached_at), eb('s.user_id', '<', userId)]),
          ]),
        ]),
      ]),
    )
    .executeTakeFirstOrThrow();
  return { top, me: { user_id: userId, figure: Number(own.figure), place: Number(ahead.n) + 1 } };
}

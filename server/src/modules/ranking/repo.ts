import { type SelectQueryBuilder, sql } from 'kysely';
import type { Db, Trx } from '../../db';
import type { Database } from '../../db/schema';

export type Board = 'invite' | 'crowdfunding';
export type Span = 'week' | 'month';
/** A member's figure on a board and when they reached it (their last counted event). */
export type Standing = { user_id: number; figure: number; reached_at: number };

/**
 * Every member's figure in [start, end): level-1 invitees who activated VIP in it, or principal
 * invested in it and not revoked.
 */
function standings(db: Db, board: Board, start: number, end: number) {
  if (board === 'invite') {
    return (
      db
        .selectFrom('user_ancestors as a')
        .innerJoin('memberships as m', 'm.user_id', 'a.user_id')
        // The club's root account (no phone) invites on the platform's behalf; it does not compete.
        .innerJoin('users as inviter', 'inviter.id', 'a.ancestor_id')
        .where('inviter.phone_e164', 'is not', null)
        .select((eb) => [
          'a.ancestor_id as user_id',
          sql<number>`count(distinct m.user_id)`.as('figure'),
          eb.fn.max('m.activated_at').as('reached_at'),
        ])
        .where('a.depth', '=', 1)
        .where('m.activated_at', '>=', start)
        .where('m.activated_at', '<', end)
        .groupBy('a.ancestor_id') as unknown as SelectQueryBuilder<Database, never, Standing>
    );
  }
  return db
    .selectFrom('investments')
    .select((eb) => [
      'user_id',
      eb.fn.sum<number>('principal').as('figure'),
      eb.fn.max('invested_at').as('reached_at'),
    ])
    .where('status', '!=', 'revoked')
    .where('invested_at', '>=', start)
    .where('invested_at', '<', end)
    .groupBy('user_id') as unknown as SelectQueryBuilder<Database, never, Standing>;
}

/** The board's first places: higher figure first, then who reached it first, then the lower id. */
export async function topOf(db: Db, board: Board, start: number, end: number, limit: number) {
  const rows = await db
    .selectFrom(standings(db, board, start, end).as('s'))
    .innerJoin('users', 'users.id', 's.user_id')
    .select(['s.user_id', 's.figure', 's.reached_at', 'users.phone', 'users.nickname', 'users.avatar'])
    .orderBy('s.figure', 'desc')
    .orderBy('s.reached_at', 'asc')
    .orderBy('s.user_id', 'asc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ ...r, figure: Number(r.figure), reached_at: Number(r.reached_at) }));
}

/** One member's figure and place on the board (place null without a figure). */
export async function placeOf(db: Db, board: Board, start: number, end: number, userId: number) {
  const mine = await db
    .selectFrom(standings(db, board, start, end).as('s'))
    .selectAll()
    .where('s.user_id', '=', userId)
    .executeTakeFirst();
  if (!mine) return { rank: null, figure: 0 };
  const figure = Number(mine.figure);
  const reached = Number(mine.reached_at);
  const ahead = await db
    .selectFrom(standings(db, board, start, end).as('s'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where((eb) =>
      eb.or([
        eb('s.figure', '>', figure),
        eb.and([
          eb('s.figure', '=', figure),
          eb.or([
            eb('s.reached_at', '<', reached),
            eb.and([eb('s.reached_at', '=', reached), eb('s.user_id', '<', userId)]),
          ]),
        ]),
      ]),
    )
    .executeTakeFirstOrThrow();
  return { rank: Number(ahead.n) + 1, figure };
}

export function rewardsOf(db: Db, board: Board, span: Span) {
  return db
    .selectFrom('rank_rewards')
    .select(['place', 'amount'])
    .where('board', '=', board)
    .where('span', '=', span)
    .orderBy('place')
    .execute();
}

export function allRewards(db: Db) {
  return db
    .selectFrom('rank_rewards')
    .selectAll()
    .orderBy('board')
    .orderBy('span')
    .orderBy('place')
    .execute();
}

export async function setRewards(trx: Trx, board: Board, span: Span, amounts: number[]) {
  for (const [i, amount] of amounts.entries()) {
    await trx
      .updateTable('rank_rewards')
      .set({ amount })
      .where('board', '=', board)
      .where('span', '=', span)
      .where('place', '=', i + 1)
      .execute();
  }
}

/** The start of the board's last closed period, if any. */
export async function lastClosedStart(db: Db, board: Board, span: Span) {
  const r = await db
    .selectFrom('rank_closes')
    .select((eb) => eb.fn.max('period_start').as('start'))
    .where('board', '=', board)
    .where('span', '=', span)
    .executeTakeFirst();
  return r?.start == null ? undefined : Number(r.start);
}

/** When the first member joined: no board has a figure before it. */
export async function firstActivity(db: Db) {
  const r = await db
    .selectFrom('users')
    .select((eb) => eb.fn.min('created_at').as('at'))
    .executeTakeFirst();
  return r?.at == null ? undefined : Number(r.at);
}

/** Claims a period's close; its id, or undefined when another run closed it first. */
export async function claimClose(
  trx: Trx,
  row: { board: Board; span: Span; period_start: number; period_end: number; closed_at: number },
) {
  const r = await trx
    .insertInto('rank_closes')
    .values(row)
    .onConflict((oc) => oc.columns(['board', 'span', 'period_start']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return r?.id;
}

export function insertAward(
  trx: Trx,
  row: { close_id: number; place: number; user_id: number; figure: number; amount: number },
) {
  return trx.insertInto('rank_awards').values(row).execute();
}

function closesQuery(db: Db, f: { board?: Board; span?: Span }) {
  let q = db.selectFrom('rank_closes');
  if (f.board) q = q.where('board', '=', f.board);
  if (f.span) q = q.where('span', '=', f.span);
  return q;
}

export function closesPage(
  db: Db,
  f: { board?: Board; span?: Span; order: 'asc' | 'desc'; limit: number; offset: number },
) {
  return closesQuery(db, f)
    .selectAll()
    .orderBy('period_start', f.order)
    .orderBy('id', f.order)
    .limit(f.limit)
    .offset(f.offset)
    .execute();
}

export async function countCloses(db: Db, f: { board?: Board; span?: Span }) {
  const r = await closesQuery(db, f)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** The winners of these closes, with whether each reward is still waiting for the budget. */
export function awardsOf(db: Db, closeIds: number[]) {
  if (closeIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('rank_awards')
    .innerJoin('users', 'users.id', 'rank_awards.user_id')
    .innerJoin('rank_closes', 'rank_closes.id', 'rank_awards.close_id')
    .leftJoin('rewards', (j) =>
      j.on(
        'rewards.grant_key',
        '=',
        sql<string>`'rank:' || rank_closes.board || ':' || rank_closes.span || ':' || cast(rank_closes.period_start as text) || ':' || cast(rank_awards.place as text)`,
      ),
    )
    .select([
      'rank_awards.close_id',
      'rank_awards.place',
      'rank_awards.user_id',
      'rank_awards.figure',
      'rank_awards.amount',
      'users.phone',
      'users.nickname',
      'users.avatar',
      'rewards.state',
    ])
    .where('rank_awards.close_id', 'in', closeIds)
    .orderBy('rank_awards.close_id')
    .orderBy('rank_awards.place')
    .execute();
}

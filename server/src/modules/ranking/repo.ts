import { type SelectQueryBuilder, sql } from 'kysely';
import type { Db, Trx } from '../../db';
import { type PageAt, paged } from '../../db/paged';
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
        .where('a.ancestor_id', 'not in', (eb) =>
          eb.selectFrom('users').select('users.id').where('users.phone_e164', 'is', null),
        )
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

/**
 * The board's first `limit` places, and `userId`'s own row wherever it is, from one pass over every
 * activation or investment of the period: higher figure first, then who reached it first, then the
 * lower id. What a board reads while its standings are being built (`standings-repo.ts`).
 */
export async function walkedPlaces(
  db: Db,
  board: Board,
  period: { start: number; end: number },
  limit: number,
  userId?: number,
) {
  const ranked = db
    .selectFrom(standings(db, board, period.start, period.end).as('s'))
    .select([
      's.user_id',
      's.figure',
      's.reached_at',
      sql<number>`row_number() over (order by s.figure desc, s.reached_at asc, s.user_id asc)`.as('place'),
    ]);
  const rows = await db
    .selectFrom(ranked.as('r'))
    .innerJoin('users', 'users.id', 'r.user_id')
    .select([
      'r.user_id',
      'r.figure',
      'r.reached_at',
      'r.place',
      'users.phone',
      'users.nickname',
      'users.avatar',
    ])
    .where((eb) =>
      eb.or([eb('r.place', '<=', limit), ...(userId === undefined ? [] : [eb('r.user_id', '=', userId)])]),
    )
    .orderBy('r.place')
    .execute();
  const all = rows.map((r) => ({
    ...r,
    figure: Number(r.figure),
    reached_at: Number(r.reached_at),
    place: Number(r.place),
  }));
  return { top: all.filter((r) => r.place <= limit), me: all.find((r) => r.user_id === userId) ?? null };
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

/** A page of a board's closed periods, by period start. */
export function closesPage(db: Db, f: { board?: Board; span?: Span; order: 'asc' | 'desc' }, at: PageAt) {
  return paged(closesQuery(db, f), at, (q) =>
    q.selectAll().orderBy('period_start', f.order).orderBy('id', f.order),
  );
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

import { type ExpressionBuilder, sql } from 'kysely';
import type { Db } from '../../db';
import type { PageAt } from '../../db/paged';
import type { Database } from '../../db/schema';

/** Whether the member `ref` names holds an active VIP membership at `now`. */
const activeVip = (eb: ExpressionBuilder<Database, 'user_ancestors'>, now: number) =>
  eb.exists(
    eb
      .selectFrom('memberships')
      .select('memberships.id')
      .whereRef('memberships.user_id', '=', 'user_ancestors.user_id')
      .where('memberships.status', '=', 'active')
      .where('memberships.expires_at', '>', now),
  );

/**
 * One level's invitees, newest first; the page's total is the level's count (team sizes, `user/ancestry.ts`). Ordered
 * by the ancestor index's own `user_id`: by `users.id`, the same number, both engines sorted the level.
 */
export function invitees(db: Db, ancestorId: number, depth: number, now: number, at: PageAt) {
  return db
    .selectFrom('user_ancestors')
    .innerJoin('users', 'users.id', 'user_ancestors.user_id')
    .select((eb) => [
      'users.phone',
      'users.nickname',
      'users.avatar',
      'users.created_at',
      activeVip(eb, now).as('vip'),
    ])
    .where('user_ancestors.ancestor_id', '=', ancestorId)
    .where('user_ancestors.depth', '=', depth)
    .orderBy('user_ancestors.user_id', 'desc')
    .limit(at.size)
    .offset((at.page - 1) * at.size)
    .execute();
}

/** The invitation rebates a member was granted, by level (`rebate:<investment>:<level>`) and state. */
export function rebatesByLevel(db: Db, userId: number) {
  const level = sql<number>`case
    when grant_key like '%:1' then 1 when grant_key like '%:2' then 2 when grant_key like '%:3' then 3 end`;
  return db
    .selectFrom('rewards')
    .select(['state', level.as('level'), (eb) => eb.fn.sum<number>('amount').as('amount')])
    .where('user_id', '=', userId)
    .where('type', '=', 'INVESTREWARD')
    .groupBy(['state', level])
    .execute();
}

/**
 * The team (levels 1–3) in [start, end): registrations, members whose VIP began in it, and the
 * invitation rebates the member was granted in it.
 */
export async function periodFigures(db: Db, ancestorId: number, start: number, end: number) {
  const team = db
    .selectFrom('user_ancestors')
    .select('user_ancestors.user_id')
    .where('user_ancestors.ancestor_id', '=', ancestorId)
    .where('user_ancestors.depth', '<=', 3);
  const [joined, vip, rebates] = await Promise.all([
    db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('users.id', 'in', team)
      .where('users.created_at', '>=', start)
      .where('users.created_at', '<', end)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('memberships')
      .select(sql<number>`count(distinct memberships.user_id)`.as('n'))
      .where('memberships.user_id', 'in', team)
      .where('memberships.activated_at', '>=', start)
      .where('memberships.activated_at', '<', end)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('rewards')
      .select((eb) => eb.fn.sum<number>('amount').as('n'))
      .where('user_id', '=', ancestorId)
      .where('type', '=', 'INVESTREWARD')
      .where('created_at', '>=', start)
      .where('created_at', '<', end)
      .executeTakeFirstOrThrow(),
  ]);
  return { joined: Number(joined.n), vip: Number(vip.n), rebates: Number(rebates.n ?? 0) };
}

import type { Db } from '../../db';

// The day-close job's rows: each holder's team as it stood at the end of each day, for the graphs.

export async function lastDay(db: Db, holderId: number) {
  const r = await db
    .selectFrom('report_days')
    .select((eb) => eb.fn.max('day_start').as('at'))
    .where('holder_id', '=', holderId)
    .executeTakeFirst();
  return r?.at == null ? undefined : Number(r.at);
}

/**
 * Up to `limit` of `ancestorId`'s descendants after `after`, in (depth, id) order: the next slice of
 * a subtree, read along the ancestor index.
 */
export function subtreeSlice(
  db: Db,
  ancestorId: number,
  after: { depth: number; userId: number },
  limit: number,
) {
  return (
    db
      .selectFrom('user_ancestors')
      .select(['user_id', 'depth'])
      .where('ancestor_id', '=', ancestorId)
      // A row-value comparison: both engines start the index range there (an OR of the two cases
      // made SQLite scan the subtree from its first member for every slice).
      .where((eb) => eb(eb.refTuple('depth', 'user_id'), '>', eb.tuple(after.depth, after.userId)))
      .orderBy('depth')
      .orderBy('user_id')
      .limit(limit)
      .execute()
  );
}

/** Which of `userIds` are under one of `ancestorIds`. */
export async function underAny(db: Db, userIds: number[], ancestorIds: number[]) {
  if (userIds.length === 0 || ancestorIds.length === 0) return new Set<number>();
  const rows = await db
    .selectFrom('user_ancestors')
    .select('user_id')
    .where('user_id', 'in', userIds)
    .where('ancestor_id', 'in', ancestorIds)
    .execute();
  return new Set(rows.map((r) => r.user_id));
}

/** What a day's figures count of these members: when each joined, their memberships (not cancelled), their investments. */
export async function historyOf(db: Db, userIds: number[]) {
  if (userIds.length === 0) return { users: [], memberships: [], investments: [] };
  const [users, memberships, investments] = await Promise.all([
    db.selectFrom('users').select(['id', 'created_at']).where('id', 'in', userIds).execute(),
    db
      .selectFrom('memberships')
      .select(['user_id', 'activated_at', 'expires_at'])
      .where('user_id', 'in', userIds)
      .where('status', '!=', 'cancelled')
      .execute(),
    db
      .selectFrom('investments')
      .select(['principal', 'invested_at', 'revoked_at'])
      .where('user_id', 'in', userIds)
      .execute(),
  ]);
  return { users, memberships, investments };
}

export type DayFigures = { users: number; new_users: number; members: number; shareholding: number };

/** Writes days' rows; a day already written (a second run, another process) stays as it was. */
export async function insertDays(
  db: Db,
  rows: ({ holder_id: number; day_start: number; day: string } & DayFigures)[],
) {
  for (let i = 0; i < rows.length; i += 100) {
    await db
      .insertInto('report_days')
      .values(rows.slice(i, i + 100))
      .onConflict((oc) => oc.columns(['holder_id', 'day_start']).doNothing())
      .execute();
  }
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

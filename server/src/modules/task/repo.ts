import { type Insertable, sql, type Updateable } from 'kysely';
import type { Db, DialectName, Trx } from '../../db';
import { type PageAt, paged } from '../../db/paged';
import type { Period } from '../../kernel/calendar';
import type { TrailerTasksTable } from './tables';

/** The tasks offered on a UTC day, in the order members see them (the oldest task first). */
export function tasksOnDay(db: Db, day: number) {
  return db
    .selectFrom('trailer_tasks')
    .leftJoin('projects', 'projects.id', 'trailer_tasks.project_id')
    .selectAll('trailer_tasks')
    .select('projects.poster')
    .where('trailer_tasks.enabled', '=', 1)
    .where('trailer_tasks.deleted_at', 'is', null)
    .where('trailer_tasks.from_day', '<=', day)
    .where('trailer_tasks.to_day', '>=', day)
    .orderBy('trailer_tasks.id')
    .execute();
}
export type TaskRow = Awaited<ReturnType<typeof tasksOnDay>>[number];

export function sessionsOn(db: Db, userId: number, day: number) {
  return db
    .selectFrom('task_sessions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('day', '=', day)
    .execute();
}
export type SessionRow = Awaited<ReturnType<typeof sessionsOn>>[number];

/**
 * Starts (or restarts) the member's session of a task for the day, timed from `now`: one row per
 * member, task and day; a session already rewarded is left as it is. The session as it stands.
 */
export async function startSession(
  db: Db,
  row: {
    user_id: number;
    task_id: number;
    day: number;
    started_at: number;
    required_seconds: number;
    reward: number;
  },
) {
  await db
    .insertInto('task_sessions')
    .values({ ...row, rewarded_at: null })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'task_id', 'day'])
        .doUpdateSet({
          started_at: row.started_at,
          required_seconds: row.required_seconds,
          reward: row.reward,
        })
        .where('task_sessions.rewarded_at', 'is', null),
    )
    .execute();
  return db
    .selectFrom('task_sessions')
    .selectAll()
    .where('user_id', '=', row.user_id)
    .where('task_id', '=', row.task_id)
    .where('day', '=', row.day)
    .executeTakeFirstOrThrow();
}

export function findSession(db: Db, id: number) {
  return db.selectFrom('task_sessions').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Marks a session rewarded, only when its required seconds have passed on the server clock and it
 * was not rewarded before: two claims at once, one wins.
 */
export async function claimSession(trx: Trx, id: number, userId: number, now: number) {
  const r = await trx
    .updateTable('task_sessions')
    .set({ rewarded_at: now })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('rewarded_at', 'is', null)
    .where(sql<number>`started_at + required_seconds * 1000`, '<=', now)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** The key space of the advisory locks on one member's task rewards (its second key is the member). */
const REWARD_LOCK = 424_250;

/**
 * Holds one member's task rewards to one transaction at a time until it ends, so two claims at once
 * cannot both take the day's last reward. PostgreSQL: a transaction-scoped advisory lock on the
 * member; SQLite runs one transaction at a time.
 */
export async function lockMemberRewards(trx: Trx, dialect: DialectName, userId: number) {
  if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(${REWARD_LOCK}, ${userId})`.execute(trx);
}

/** How many of the member's sessions were rewarded in the period, whatever day their tasks are on now. */
export async function rewardedIn(db: Db, userId: number, period: Period) {
  const r = await db
    .selectFrom('task_sessions')
    .select((e) => e.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('rewarded_at', '>=', period.start)
    .where('rewarded_at', '<', period.end)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** The member's sessions, newest first. */
export function recordsOf(db: Db, userId: number, at: PageAt) {
  return paged(db.selectFrom('task_sessions').where('user_id', '=', userId), at, (q) =>
    q.selectAll().orderBy('id', 'desc'),
  );
}

/** The titles of the tasks in the given languages (every language when none is given). */
export function titlesOf(db: Db, ids: number[], langs: string[] = []) {
  if (ids.length === 0) return Promise.resolve([]);
  let q = db.selectFrom('task_texts').selectAll().where('task_id', 'in', ids);
  if (langs.length > 0) q = q.where('lang', 'in', langs);
  return q.execute();
}

// ---- Back office ----

export async function replaceTitles(trx: Trx, taskId: number, titles: { lang: string; title: string }[]) {
  await trx.deleteFrom('task_texts').where('task_id', '=', taskId).execute();
  if (titles.length > 0)
    await trx
      .insertInto('task_texts')
      .values(titles.map((t) => ({ ...t, task_id: taskId })))
      .execute();
}

export async function insertTask(trx: Trx, row: Insertable<TrailerTasksTable>) {
  const r = await trx.insertInto('trailer_tasks').values(row).returning('id').executeTakeFirstOrThrow();
  return r.id;
}

export function updateTask(trx: Trx, id: number, changes: Updateable<TrailerTasksTable>) {
  return trx
    .updateTable('trailer_tasks')
    .set(changes)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .execute();
}

export function findTask(db: Db, id: number) {
  return db
    .selectFrom('trailer_tasks')
    .selectAll()
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** Tasks with what their rewarded sessions were paid, newest first by the chosen column. */
export function pageTasks(db: Db, sort: 'created_at' | 'from_day', order: 'asc' | 'desc', at: PageAt) {
  const base = db
    .selectFrom('trailer_tasks')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('task_sessions')
          .select([
            'task_id',
            (e) => e.fn.countAll<number>().as('rewarded_count'),
            (e) => e.fn.sum<number>('reward').as('rewarded_amount'),
          ])
          .where('rewarded_at', 'is not', null)
          .groupBy('task_id')
          .as('paid'),
      (join) => join.onRef('paid.task_id', '=', 'trailer_tasks.id'),
    )
    .where('trailer_tasks.deleted_at', 'is', null);
  return paged(base, at, (q) =>
    q
      .selectAll('trailer_tasks')
      .select(['paid.rewarded_count', 'paid.rewarded_amount'])
      .orderBy(`trailer_tasks.${sort}`, order)
      .orderBy('trailer_tasks.id', order),
  );
}

/** A project's trailer, for a task that shows it. */
export function projectTrailer(db: Db, projectId: number) {
  return db.selectFrom('projects').select('trailer').where('id', '=', projectId).executeTakeFirst();
}

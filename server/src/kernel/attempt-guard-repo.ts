import { sql } from 'kysely';
import type { Db } from '../db';

/** Makes the subject's guard row exist, so the claim that follows has a row to update. */
export function ensureGuard(db: Db, subject: string, now: number) {
  return db
    .insertInto('attempt_guards')
    .values({ subject, failures: 0, window_start: now, locked_until: null })
    .onConflict((oc) => oc.column('subject').doNothing())
    .execute();
}

/**
 * Claims the next attempt at a secret by counting it as a failure before the secret is checked, in
 * one conditional UPDATE: it succeeds only while the subject is not locked and under `max` failures,
 * so parallel requests cannot all pass a check made before any of them failed. A window that began
 * at or before `windowFrom`, or a lock that has ended, starts again at this attempt. Answers the
 * attempt's position in its window (1 = first) and the window's start, or undefined: no slot free.
 */
export function claimAttempt(db: Db, subject: string, at: { now: number; windowFrom: number; max: number }) {
  const fresh = sql<boolean>`(window_start <= ${at.windowFrom} or (locked_until is not null and locked_until <= ${at.now}))`;
  return db
    .updateTable('attempt_guards')
    .set({
      failures: sql<number>`case when ${fresh} then 1 else failures + 1 end`,
      window_start: sql<number>`case when ${fresh} then ${at.now} else window_start end`,
      locked_until: null,
    })
    .where('subject', '=', subject)
    .where(sql<boolean>`(locked_until is null or locked_until <= ${at.now})`)
    .where(sql<boolean>`(failures < ${at.max} or ${fresh})`)
    .returning(['failures', 'window_start'])
    .executeTakeFirst();
}

/**
 * Locks the subject after a wrong answer that used the last slot; not when a success has cleared
 * the count (or a new window began) since that attempt was claimed.
 */
export function lockAttempts(db: Db, subject: string, until: number, max: number) {
  return db
    .updateTable('attempt_guards')
    .set({ locked_until: until })
    .where('subject', '=', subject)
    .where('failures', '>=', max)
    .execute();
}

/** Gives back a claimed slot whose secret was never checked, if its window is still the current one. */
export function releaseAttempt(db: Db, subject: string, windowStart: number) {
  return db
    .updateTable('attempt_guards')
    .set((eb) => ({ failures: eb('failures', '-', 1) }))
    .where('subject', '=', subject)
    .where('window_start', '=', windowStart)
    .where('failures', '>', 0)
    .execute();
}

/** A right answer: no failures, no lock, a new window from now. */
export function clearAttempts(db: Db, subject: string, now: number) {
  return db
    .updateTable('attempt_guards')
    .set({ failures: 0, window_start: now, locked_until: null })
    .where('subject', '=', subject)
    .execute();
}

export function findGuard(db: Db, subject: string) {
  return db.selectFrom('attempt_guards').selectAll().where('subject', '=', subject).executeTakeFirst();
}

/** Rows whose window began before `before` and that hold no lock now count nothing any more. */
export async function deleteStaleGuards(db: Db, before: number, now: number, limit: number) {
  const stale = db
    .selectFrom('attempt_guards')
    .select('subject')
    .where('window_start', '<', before)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
    .limit(limit);
  const r = await db.deleteFrom('attempt_guards').where('subject', 'in', stale).executeTakeFirst();
  return Number(r.numDeletedRows);
}

import type { Db } from '../db';
import {
  claimAttempt,
  clearAttempts,
  ensureGuard,
  findGuard,
  lockAttempts,
  releaseAttempt,
} from './attempt-guard-repo';
import type { Clock } from './clock';
import { fail } from './errors';

/** Whose attempts a guard counts: one phone's logins, one operator's logins, one member's pay password. */
export const guardSubject = {
  member: (e164: string) => `member:${e164}`,
  admin: (username: string) => `admin:${username.toLowerCase()}`,
  pay: (userId: number) => `pay:${userId}`,
};

export type AttemptRule = {
  /** Failures allowed in a window; a wrong answer in the last one locks. */
  max: number;
  /** How long a lock lasts, and how long failures add up before the count starts again. */
  lockMinutes: number;
  /** The error a locked subject is refused with (params: minutes). */
  locked: 'LOGIN_LOCKED' | 'PAY_PASSWORD_LOCKED';
};

/** A claimed slot: the attempt already counts as a failure until `succeeded` clears the count. */
export type Attempt = { subject: string; position: number; windowStart: number; rule: AttemptRule };

/**
 * Brute-force brakes on a secret (a login password, a pay password). Each attempt claims a slot
 * before the secret is checked, so a burst of parallel guesses gets at most `max` checks, and a
 * request that cannot claim one is refused as locked without a check (even with the right answer).
 * A crash between claim and check leaves the attempt counted as a failure.
 */
export function createAttemptGuard(db: Db, clock: Clock) {
  return {
    async claim(subject: string, rule: AttemptRule): Promise<Attempt> {
      const lockMs = rule.lockMinutes * 60_000;
      for (;;) {
        const now = clock.now();
        await ensureGuard(db, subject, now);
        const claimed = await claimAttempt(db, subject, { now, windowFrom: now - lockMs, max: rule.max });
        if (claimed) {
          return { subject, position: claimed.failures, windowStart: claimed.window_start, rule };
        }
        const row = await findGuard(db, subject);
        // The cleanup job deleted a stale row between the two statements: make it again.
        if (!row) continue;
        // No lock yet when the last slot's check is still running (or crashed): its window ends it.
        const until = row.locked_until ?? row.window_start + lockMs;
        fail(rule.locked, { minutes: Math.max(1, Math.ceil((until - now) / 60_000)) });
      }
    },

    /** The secret was right: the count starts again. */
    async succeeded(attempt: Attempt) {
      await clearAttempts(db, attempt.subject, clock.now());
    },

    /** Forgets a subject's tries and lock (the secret was replaced another way). */
    async clear(subject: string) {
      await clearAttempts(db, subject, clock.now());
    },

    /**
     * The secret was wrong: the attempt stays counted. Answers how many tries are left, or refuses
     * as locked when this attempt used the last one (and locks the subject).
     */
    async failed(attempt: Attempt): Promise<number> {
      const { max, lockMinutes, locked } = attempt.rule;
      if (attempt.position < max) return max - attempt.position;
      await lockAttempts(db, attempt.subject, clock.now() + lockMinutes * 60_000, max);
      fail(locked, { minutes: lockMinutes });
    },

    /** Not an attempt at the secret after all (the slider was missing or wrong): gives the slot back. */
    async release(attempt: Attempt) {
      await releaseAttempt(db, attempt.subject, attempt.windowStart);
    },
  };
}

export type AttemptGuard = ReturnType<typeof createAttemptGuard>;

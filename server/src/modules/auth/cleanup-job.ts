import type { Db } from '../../db';
import { deleteStaleGuards } from '../../kernel/attempt-guard-repo';
import { DAY_MS } from '../../kernel/calendar';
import type { Job } from '../../kernel/job';
import { deleteChallengesBefore } from '../captcha/repo';
import { deleteStaleSessions } from '../session/repo';
import { deleteCodesBefore } from '../sms/repo';
import { deleteAttemptsBefore } from './repo';

/**
 * Keeps the auth tables small: puzzles, codes and attempts stop mattering after a day or two (an
 * attempt guard's window is its lock time, minutes long, so an unlocked row two days old counts
 * nothing).
 */
export function authArtifactsCleanup(db: Db): Job {
  return {
    name: 'auth-artifacts-cleanup',
    everySeconds: 3600,
    async run(now) {
      await deleteChallengesBefore(db, now - DAY_MS);
      await deleteCodesBefore(db, now - 2 * DAY_MS);
      await deleteAttemptsBefore(db, now - 2 * DAY_MS);
      await deleteStaleGuards(db, now - 2 * DAY_MS, now);
      await deleteStaleSessions(db, now - 7 * DAY_MS);
    },
  };
}

import type { Db } from '../../db';
import { deleteStaleGuards } from '../../kernel/attempt-guard-repo';
import { DAY_MS } from '../../kernel/calendar';
import { JOB_STEP_ROWS, type Job, stepUntilDone } from '../../kernel/job';
import { deleteChallengesBefore } from '../captcha/repo';
import { deleteStaleSessions } from '../session/repo';
import { deleteCodesBefore } from '../sms/repo';
import { deleteAttemptsBefore } from './repo';

/**
 * Keeps the auth tables small: puzzles, codes and attempts stop mattering after a day or two (an
 * attempt guard's window is its lock time, minutes long, so an unlocked row two days old counts
 * nothing). Deleted in bounded steps, with requests let in between.
 */
export function authArtifactsCleanup(db: Db): Job {
  return {
    name: 'auth-artifacts-cleanup',
    everySeconds: 3600,
    async run(now) {
      const full = (deleted: number) => deleted >= JOB_STEP_ROWS;
      await stepUntilDone(async () => full(await deleteChallengesBefore(db, now - DAY_MS, JOB_STEP_ROWS)));
      await stepUntilDone(async () => full(await deleteCodesBefore(db, now - 2 * DAY_MS, JOB_STEP_ROWS)));
      await stepUntilDone(async () => full(await deleteAttemptsBefore(db, now - 2 * DAY_MS, JOB_STEP_ROWS)));
      await stepUntilDone(async () =>
        full(await deleteStaleGuards(db, now - 2 * DAY_MS, now, JOB_STEP_ROWS)),
      );
      await stepUntilDone(async () => full(await deleteStaleSessions(db, now - 7 * DAY_MS, JOB_STEP_ROWS)));
    },
  };
}

import type { Db } from '../../db';
import type { Job } from '../../kernel/job';
import { payPendingRewards } from './grant';

/**
 * Pays waiting rewards the budget now covers: a contribution pays them at once, this catches up
 * after a crash between the two or a restart. Safe in several processes (each payment is claimed).
 */
export function pendingRewardsJob(db: Db): Job {
  return {
    name: 'pending-rewards',
    everySeconds: 60,
    run: (now) => payPendingRewards(db, now).then(() => undefined),
  };
}

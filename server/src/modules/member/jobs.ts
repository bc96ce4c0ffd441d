import type { Db } from '../../db';
import type { Job } from '../../jobs/scheduler';
import { depositsDue, expireDue, markDepositReturned } from './repo';
import { DEPOSIT_RETURN_AFTER_MS, returnDeposit } from './service';

/**
 * Memberships expire at their expiry time; 30 days later an unrenewed one gives its deposit back.
 * Each return marks the cycle and posts under a key unique to it, in one transaction, so two
 * processes (or a rerun after a crash) return a deposit once.
 */
export function membershipJobs(db: Db): Job {
  return {
    name: 'membership-expiry-and-deposits',
    everySeconds: 60,
    async run(now) {
      await expireDue(db, now);
      for (const m of await depositsDue(db, now - DEPOSIT_RETURN_AFTER_MS)) {
        await db.transaction().execute(async (trx) => {
          if (!(await markDepositReturned(trx, m.id, now))) return;
          if (m.deposit > 0) await returnDeposit(trx, m, 'system', now);
        });
      }
    },
  };
}

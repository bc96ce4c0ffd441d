import type { Db } from '../../db';
import { DAY_MS } from '../../kernel/calendar';
import { JOB_STEP_ROWS, type Job, letRequestsIn, stepUntilDone } from '../../kernel/job';
import { notify } from '../message/notify';
import { recountMember } from './counts';
import { DEPOSIT_RETURN_AFTER_MS, returnDeposit } from './membership';
import { depositsDue, expireDue, expiringUnwarned, markDepositReturned } from './repo';

/** Members hear this long before their membership ends. */
export const EXPIRY_WARNING_MS = 7 * DAY_MS;

/**
 * Memberships expire at their expiry time; 30 days later an unrenewed one gives its deposit back.
 * Each return marks the cycle and posts under a key unique to it, in one transaction, so two
 * processes (or a rerun after a crash) return a deposit once. Members are told 7 days before the
 * end, at the end, and when the deposit comes back; each notice is keyed to its cycle, so a rerun
 * tells no one twice.
 */
export function membershipJobs(db: Db): Job {
  return {
    name: 'membership-expiry-and-deposits',
    everySeconds: 60,
    async run(now) {
      // Each step is bounded and moves on: past the last id warned, or past members who left the query.
      let afterId = 0;
      await stepUntilDone(async () => {
        const due = await expiringUnwarned(db, now, now + EXPIRY_WARNING_MS, afterId, JOB_STEP_ROWS);
        afterId = due.at(-1)?.id ?? afterId;
        for (const m of due) {
          await db
            .transaction()
            .execute((trx) =>
              notify(
                trx,
                m.user_id,
                'membership_expiring',
                { levelId: m.level_id, expiresAt: m.expires_at },
                now,
                `membership-expiring:${m.id}:${m.expires_at}`,
              ),
            );
        }
        return due.length === JOB_STEP_ROWS;
      });
      await stepUntilDone(() =>
        db.transaction().execute(async (trx) => {
          const ended = await expireDue(trx, now, JOB_STEP_ROWS);
          for (const m of ended) {
            await recountMember(trx, m.user_id);
            await notify(
              trx,
              m.user_id,
              'membership_expired',
              { levelId: m.level_id },
              now,
              `membership-expired:${m.id}:${m.expires_at}`,
            );
          }
          return ended.length === JOB_STEP_ROWS;
        }),
      );
      await stepUntilDone(async () => {
        const due = await depositsDue(db, now - DEPOSIT_RETURN_AFTER_MS, JOB_STEP_ROWS);
        for (const m of due) {
          await db.transaction().execute(async (trx) => {
            if (!(await markDepositReturned(trx, m.id, now))) return;
            if (m.deposit > 0) await returnDeposit(trx, m, 'system', now);
          });
          await letRequestsIn();
        }
        return due.length === JOB_STEP_ROWS;
      });
    },
  };
}

import type { Db } from '../../db';
import { JOB_STEP_ROWS, type Job, stepUntilDone } from '../../kernel/job';
import { expireUnpaid } from './repo';

/** Unpaid orders without a voucher expire; an order a member has shown proof for waits for its review. */
export function rechargeExpiry(db: Db): Job {
  return {
    name: 'recharge-expiry',
    everySeconds: 60,
    run: (now) => stepUntilDone(async () => (await expireUnpaid(db, now, JOB_STEP_ROWS)) === JOB_STEP_ROWS),
  };
}

import type { Db } from '../../db';
import type { Job } from '../../kernel/job';
import { expireUnpaid } from './repo';

/** Unpaid orders without a voucher expire; an order a member has shown proof for waits for its review. */
export function rechargeExpiry(db: Db): Job {
  return {
    name: 'recharge-expiry',
    everySeconds: 60,
    run: async (now) => void (await expireUnpaid(db, now)),
  };
}

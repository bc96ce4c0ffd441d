import type { LedgerType } from '@club/contract';
import { sql } from 'kysely';
import type { Db, Trx } from '../../db';
import { AppError } from '../../kernel/errors';
import { letRequestsIn } from '../../kernel/job';
import { memberWallet, platform } from '../../money/accounts';
import { postEntry } from '../../money/ledger';
import { claimPaid, insertReward, olderPending, pendingBatch, type RewardRow, setEntry } from './repo';

export type RewardGrant = {
  userId: number;
  type: LedgerType;
  wallet: 'work' | 'income';
  amount: number;
  reference?: string;
  memo?: string;
  /** What earned it: the same key grants once, however often it is granted. */
  key: string;
  now: number;
};

/**
 * Pays a waiting reward from the marketing budget in the caller's transaction, or leaves it
 * waiting: the budget is floored at zero, so a payment it cannot cover is rolled back to a
 * savepoint (the caller's own work stays) and the reward stays pending. The claim is a conditional
 * update and the entry carries the reward's key, so two runs never pay it twice.
 */
async function pay(trx: Trx, r: RewardRow, now: number): Promise<'paid' | 'short' | 'taken'> {
  await sql`savepoint reward_payment`.execute(trx);
  try {
    if (!(await claimPaid(trx, r.id, now))) {
      await sql`release savepoint reward_payment`.execute(trx);
      return 'taken';
    }
    const entryId = await postEntry(trx, {
      type: r.type,
      actor: 'system',
      now,
      reference: r.reference ?? undefined,
      memo: r.memo ?? undefined,
      requestKey: `reward:${r.id}`,
      postings: [
        { account: platform('marketing'), amount: -r.amount },
        { account: memberWallet(r.user_id, r.wallet), amount: r.amount },
      ],
    });
    await setEntry(trx, r.id, entryId);
    await sql`release savepoint reward_payment`.execute(trx);
    return 'paid';
  } catch (error) {
    if (!(error instanceof AppError && error.errorName === 'INSUFFICIENT_BALANCE')) throw error;
    await sql`rollback to savepoint reward_payment`.execute(trx);
    await sql`release savepoint reward_payment`.execute(trx);
    return 'short';
  }
}

/**
 * Grants a reward (PRODUCT.md §9) in the caller's transaction, once per key: paid now from the
 * marketing budget when it covers it and no older reward waits, else recorded as pending (paid
 * oldest first when the budget is topped up). Never from members' money.
 */
export async function grantReward(trx: Trx, g: RewardGrant): Promise<'paid' | 'pending' | 'granted before'> {
  const row = {
    user_id: g.userId,
    type: g.type,
    wallet: g.wallet,
    amount: g.amount,
    reference: g.reference ?? null,
    memo: g.memo ?? null,
    grant_key: g.key,
    state: 'pending' as const,
    entry_id: null,
    created_at: g.now,
    paid_at: null,
  };
  const id = await insertReward(trx, row);
  if (id === undefined) return 'granted before';
  if (await olderPending(trx, id)) return 'pending';
  return (await pay(trx, { ...row, id }, g.now)) === 'paid' ? 'paid' : 'pending';
}

/**
 * Pays waiting rewards oldest first, each in a transaction of its own, until the budget cannot
 * cover the next one (a newer reward never jumps an older one). Safe to run twice at once and in
 * several processes. Returns how many it paid.
 */
export async function payPendingRewards(db: Db, now: number, batch = 200): Promise<number> {
  let paid = 0;
  for (;;) {
    const rows = await pendingBatch(db, batch);
    for (const r of rows) {
      const outcome = await db.transaction().execute((trx) => pay(trx, r, now));
      if (outcome === 'short') return paid;
      if (outcome === 'paid') paid += 1;
      await letRequestsIn();
    }
    if (rows.length < batch) return paid;
  }
}

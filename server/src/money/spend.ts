import type { Wallet } from '@club/contract';
import type { Db, Trx } from '../db';
import { fail } from '../kernel/errors';
import { memberWallet } from './accounts';
import type { Posting } from './ledger';
import { memberBalances } from './ledger-repo';

/** PRODUCT.md §2: promotional credit first (investing only), then recharged, work, income money. */
export const SPEND_ORDER: Record<'withdraw' | 'membership' | 'invest', Wallet[]> = {
  withdraw: ['recharge', 'work', 'income'],
  membership: ['recharge', 'work', 'income'],
  invest: ['internal', 'recharge', 'work', 'income'],
};

/**
 * The postings that take `total` out of a member's wallets in the given order, read inside the
 * caller's transaction. Balances can still move under a racing request; the ledger's guarded update
 * then refuses the entry, so this never overdraws.
 */
export async function spendPostings(
  trx: Trx,
  userId: number,
  total: number,
  order: Wallet[],
): Promise<Posting[]> {
  const balances = await memberBalances(trx, userId);
  const postings: Posting[] = [];
  let left = total;
  for (const wallet of order) {
    const take = Math.min(left, balances.get(wallet) ?? 0);
    if (take > 0) postings.push({ account: memberWallet(userId, wallet), amount: -take });
    left -= take;
  }
  if (left > 0) fail('INSUFFICIENT_BALANCE');
  return postings;
}

export async function spendable(db: Db, userId: number, order: Wallet[]): Promise<number> {
  const balances = await memberBalances(db, userId);
  return order.reduce((sum, w) => sum + (balances.get(w) ?? 0), 0);
}

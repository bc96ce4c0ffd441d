import type { LedgerType } from '@club/contract';
import type { Trx } from '../db';
import { fail } from '../kernel/errors';
import { type AccountRef, accountKey, mayGoNegative } from './accounts';
import { isAmount } from './amount';
import { accountId, addToBalance, insertEntry, insertPosting } from './ledger-repo';

export type Posting = { account: AccountRef; amount: number; type?: LedgerType };

export type EntryInput = {
  type: LedgerType;
  postings: Posting[];
  actor: string;
  now: number;
  reference?: string;
  memo?: string;
  reversesId?: number;
  /** Ties the entry to the request that caused it: the same key can never post twice. */
  requestKey?: string;
};

/**
 * The only way money moves: one balanced journal entry of two or more postings, applied inside the
 * caller's transaction together with whatever state change it pays for. A member wallet that would
 * go negative aborts the whole entry with INSUFFICIENT_BALANCE.
 */
export async function postEntry(trx: Trx, input: EntryInput): Promise<number> {
  const { postings } = input;
  if (postings.length < 2) throw new Error('an entry needs at least two postings');
  if (postings.some((p) => p.amount === 0 || !isAmount(p.amount)))
    throw new Error('posting amounts must be non-zero safe amounts');
  if (postings.reduce((sum, p) => sum + p.amount, 0) !== 0) throw new Error('an entry must balance to zero');

  const entryId = await insertEntry(trx, {
    type: input.type,
    reference: input.reference ?? null,
    reverses_id: input.reversesId ?? null,
    memo: input.memo ?? null,
    actor: input.actor,
    request_key: input.requestKey ?? null,
    created_at: input.now,
  });
  // A fixed order of row locks across transactions: two entries touching the same accounts in
  // opposite orders cannot deadlock on PostgreSQL.
  const ordered = [...postings].sort((a, b) => accountKey(a.account).localeCompare(accountKey(b.account)));
  for (const posting of ordered) {
    const id = await accountId(trx, posting.account, input.now);
    const balance = await addToBalance(trx, id, posting.amount, !mayGoNegative(posting.account));
    if (balance === undefined) fail('INSUFFICIENT_BALANCE');
    await insertPosting(trx, {
      entry_id: entryId,
      account_id: id,
      type: posting.type ?? input.type,
      amount: posting.amount,
      balance_after: balance,
      created_at: input.now,
    });
  }
  return entryId;
}

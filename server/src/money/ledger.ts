import type { LedgerType } from '@club/contract';
import type { Trx } from '../db';
import { fail } from '../kernel/errors';
import { type AccountRef, accountKey, mayGoNegative } from './accounts';
import { isAmount } from './amount';
import {
  accountId,
  addToBalance,
  insertEntries,
  insertEntry,
  insertPosting,
  insertPostings,
} from './ledger-repo';

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
  checkEntry(input);

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

function checkEntry({ postings }: EntryInput) {
  if (postings.length < 2) throw new Error('an entry needs at least two postings');
  if (postings.some((p) => p.amount === 0 || !isAmount(p.amount)))
    throw new Error('posting amounts must be non-zero safe amounts');
  if (postings.reduce((sum, p) => sum + p.amount, 0) !== 0) throw new Error('an entry must balance to zero');
}

/** Rows per multi-row insert: well under SQLite's limit of bound values per statement. */
const ROWS_PER_INSERT = 500;

/**
 * Posts many entries as `postEntry` posts each, in the caller's transaction, for a job that posts
 * thousands (the daily settlement): the entries and their postings go in multi-row inserts, and each
 * account's balance moves once, by the sum of its postings, in account order (the lock order of
 * `postEntry`). Each posting's balance after is counted in order from the balance before, and a
 * wallet that would go negative at any posting aborts the whole call with INSUFFICIENT_BALANCE.
 * Every entry needs its own request key; answers the entries' ids in the order given.
 */
export async function postEntries(
  trx: Trx,
  inputs: (EntryInput & { requestKey: string })[],
): Promise<number[]> {
  if (inputs.length === 0) return [];
  for (const input of inputs) checkEntry(input);
  const now = inputs[0].now;
  const idOf = new Map<string, number>();
  for (let at = 0; at < inputs.length; at += ROWS_PER_INSERT) {
    const rows = await insertEntries(
      trx,
      inputs.slice(at, at + ROWS_PER_INSERT).map((input) => ({
        type: input.type,
        reference: input.reference ?? null,
        reverses_id: input.reversesId ?? null,
        memo: input.memo ?? null,
        actor: input.actor,
        request_key: input.requestKey,
        created_at: input.now,
      })),
    );
    for (const row of rows) idOf.set(row.request_key as string, row.id);
  }
  const entryIds = inputs.map((input) => {
    const id = idOf.get(input.requestKey);
    if (id === undefined) throw new Error(`entry ${input.requestKey} was not inserted`);
    return id;
  });

  // Each account once: its id, and its balance moved by the sum of its postings.
  const accounts = new Map<string, { ref: AccountRef; total: number; id: number; balance: number }>();
  for (const input of inputs) {
    for (const p of input.postings) {
      const key = accountKey(p.account);
      const a = accounts.get(key) ?? { ref: p.account, total: 0, id: 0, balance: 0 };
      a.total += p.amount;
      accounts.set(key, a);
    }
  }
  for (const key of [...accounts.keys()].sort()) {
    const a = accounts.get(key) as { ref: AccountRef; total: number; id: number; balance: number };
    a.id = await accountId(trx, a.ref, now);
    const after = await addToBalance(trx, a.id, a.total, !mayGoNegative(a.ref));
    if (after === undefined) fail('INSUFFICIENT_BALANCE');
    a.balance = Number(after) - a.total;
  }

  const postings = inputs.flatMap((input, i) =>
    [...input.postings]
      .sort((x, y) => accountKey(x.account).localeCompare(accountKey(y.account)))
      .map((p) => {
        const a = accounts.get(accountKey(p.account)) as { ref: AccountRef; id: number; balance: number };
        a.balance += p.amount;
        if (a.balance < 0 && !mayGoNegative(a.ref)) fail('INSUFFICIENT_BALANCE');
        return {
          entry_id: entryIds[i],
          account_id: a.id,
          type: p.type ?? input.type,
          amount: p.amount,
          balance_after: a.balance,
          created_at: input.now,
        };
      }),
  );
  for (let at = 0; at < postings.length; at += ROWS_PER_INSERT) {
    await insertPostings(trx, postings.slice(at, at + ROWS_PER_INSERT));
  }
  return entryIds;
}

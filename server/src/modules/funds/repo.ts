import type { Wallet } from '@club/contract';
import type { Db } from '../../db';
import { type PageAt, paged } from '../../db/paged';

export type DetailFilter = { memberId: number; type?: string; wallet?: Wallet; from?: number; to?: number };

function detailQuery(db: Db, f: DetailFilter) {
  let q = db
    .selectFrom('ledger_postings as p')
    .innerJoin('ledger_accounts as a', 'a.id', 'p.account_id')
    .innerJoin('ledger_entries as e', 'e.id', 'p.entry_id')
    .where('a.owner_kind', '=', 'member')
    .where('a.owner_id', '=', f.memberId);
  if (f.type) q = q.where('p.type', '=', f.type);
  if (f.wallet) q = q.where('a.kind', '=', f.wallet);
  if (f.from !== undefined) q = q.where('p.created_at', '>=', f.from);
  if (f.to !== undefined) q = q.where('p.created_at', '<', f.to);
  return q;
}

const LINE_COLUMNS = [
  'p.id',
  'p.type',
  'a.kind as wallet',
  'p.amount',
  'p.balance_after',
  'p.created_at',
  'e.reference',
  'e.memo',
] as const;

/** A member's ledger lines, newest first, at most `limit` of them. */
export function detailLines(db: Db, f: DetailFilter, limit: number) {
  return detailQuery(db, f).select(LINE_COLUMNS).orderBy('p.id', 'desc').limit(limit).execute();
}

/** One page of a member's ledger lines, newest first, and the count of all the filter matches. */
export function detailPage(db: Db, f: DetailFilter, at: PageAt) {
  return paged(detailQuery(db, f), at, (q) => q.select(LINE_COLUMNS).orderBy('p.id', 'desc'));
}

import { type Insertable, sql } from 'kysely';
import type { Db, Trx } from '../db';
import type { LedgerEntriesTable, LedgerPostingsTable } from '../db/schema';
import type { AccountRef } from './accounts';

const ownerId = (ref: AccountRef) => (ref.owner === 'platform' ? 0 : ref.id);

/** The account's id, creating it on first use; concurrent first uses agree on one row. */
export async function accountId(db: Trx, ref: AccountRef, now: number): Promise<number> {
  const find = () =>
    db
      .selectFrom('ledger_accounts')
      .select('id')
      .where('owner_kind', '=', ref.owner)
      .where('owner_id', '=', ownerId(ref))
      .where('kind', '=', ref.kind)
      .executeTakeFirst();
  const existing = await find();
  if (existing) return existing.id;
  await db
    .insertInto('ledger_accounts')
    .values({ owner_kind: ref.owner, owner_id: ownerId(ref), kind: ref.kind, balance: 0, created_at: now })
    .onConflict((oc) => oc.columns(['owner_kind', 'owner_id', 'kind']).doNothing())
    .execute();
  const created = await find();
  if (!created) throw new Error(`ledger account ${ref.owner}/${ref.kind} could not be created`);
  return created.id;
}

/**
 * Adds `amount` to the balance in one statement; with `floorAtZero` the update happens only if the
 * result stays ≥ 0, so two racing debits can never overdraw (no read-then-write).
 */
export async function addToBalance(db: Trx, id: number, amount: number, floorAtZero: boolean) {
  let q = db
    .updateTable('ledger_accounts')
    .set((eb) => ({ balance: eb('balance', '+', amount) }))
    .where('id', '=', id);
  if (floorAtZero && amount < 0) q = q.where(sql<number>`balance + ${amount}`, '>=', 0);
  const row = await q.returning('balance').executeTakeFirst();
  return row?.balance;
}

export async function insertEntry(db: Trx, row: EntryRow) {
  const inserted = await db
    .insertInto('ledger_entries')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

type EntryRow = Insertable<LedgerEntriesTable>;
type PostingRow = Insertable<LedgerPostingsTable>;

export function insertPosting(db: Trx, row: PostingRow) {
  return db.insertInto('ledger_postings').values(row).execute();
}

/** Many entries in one statement; answers each one's id with its request key (the order of rows returned is not defined). */
export function insertEntries(db: Trx, rows: EntryRow[]) {
  return db.insertInto('ledger_entries').values(rows).returning(['id', 'request_key']).execute();
}

export function insertPostings(db: Trx, rows: PostingRow[]) {
  return db.insertInto('ledger_postings').values(rows).execute();
}

export function findEntryByRequestKey(db: Db, requestKey: string) {
  return db.selectFrom('ledger_entries').selectAll().where('request_key', '=', requestKey).executeTakeFirst();
}

export async function memberBalances(db: Db, memberId: number) {
  const rows = await db
    .selectFrom('ledger_accounts')
    .select(['kind', 'balance'])
    .where('owner_kind', '=', 'member')
    .where('owner_id', '=', memberId)
    .execute();
  return new Map(rows.map((r) => [r.kind, r.balance]));
}

/** An account's cached balance (0 before its first posting). */
export async function balanceOf(db: Db, ref: AccountRef) {
  const row = await db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('owner_kind', '=', ref.owner)
    .where('owner_id', '=', ownerId(ref))
    .where('kind', '=', ref.kind)
    .executeTakeFirst();
  return row?.balance ?? 0;
}

/** Entries ever posted: the highest id, read from the primary key rather than counting the table. */
export async function lastEntryId(db: Db) {
  const r = await db
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.max<number>('id').as('last'))
    .executeTakeFirstOrThrow();
  return Number(r.last ?? 0);
}

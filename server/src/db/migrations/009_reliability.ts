import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../index';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not as typed today
type AnyDb = Kysely<any>;

/**
 * What crashes, retries and attackers taught us (issue 11): an idempotency key is owned by one
 * request at a time through a lease; holds and orders carry the request key that made them; the
 * promotional part of an investment's principal is remembered so it returns as promotional credit;
 * uploads can be private; failed attempts are claimed in one guarded row per login or pay password.
 */
export async function up(db: AnyDb, _dialect: DialectName): Promise<void> {
  await db.schema.alterTable('idempotency_keys').addColumn('lease_owner', 'text').execute();
  await db.schema.alterTable('idempotency_keys').addColumn('lease_until', 'bigint').execute();
  await db.schema
    .createIndex('idempotency_keys_created')
    .on('idempotency_keys')
    .column('created_at')
    .execute();

  // SQLite cannot add a UNIQUE column; a unique index does the same on both engines (NULLs repeat).
  for (const table of ['withdraw_orders', 'recharge_orders']) {
    await db.schema.alterTable(table).addColumn('request_key', 'text').execute();
    await db.schema.createIndex(`${table}_request_key`).on(table).column('request_key').unique().execute();
  }

  // ledger:verify ties each order and investment to its entries by reference.
  await db.schema.createIndex('ledger_entries_reference').on('ledger_entries').column('reference').execute();

  await db.schema
    .alterTable('investments')
    .addColumn('internal_principal', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`
    update investments set internal_principal = coalesce((
      select -sum(p.amount) from ledger_postings p
      join ledger_accounts a on a.id = p.account_id
      where p.entry_id = investments.entry_id and a.owner_kind = 'member' and a.kind = 'internal'
    ), 0)`.execute(db);

  await db.schema
    .alterTable('uploads')
    .addColumn('private', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // Members' earlier uploads (bank receipts among them) become private too; their avatars stay public.
  await sql`
    update uploads set private = 1
    where owner_kind = 'member'
      and not exists (select 1 from users u where u.avatar = '/uploads/' || uploads.file_name)`.execute(db);

  await db.schema
    .createTable('attempt_guards')
    .addColumn('subject', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('window_start', 'bigint', (c) => c.notNull())
    .addColumn('locked_until', 'bigint')
    .execute();
}

import type { Kysely } from 'kysely';
import type { DialectName } from '../index';
import { withId } from './001_foundation';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not as typed today
type AnyDb = Kysely<any>;

export async function up(db: AnyDb, dialect: DialectName): Promise<void> {
  await withId(db.schema.createTable('ledger_accounts'), dialect)
    .addColumn('owner_kind', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('balance', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('ledger_accounts_owner_kind', ['owner_kind', 'owner_id', 'kind'])
    .execute();

  await withId(db.schema.createTable('ledger_entries'), dialect)
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('reference', 'text')
    .addColumn('reverses_id', 'integer', (c) => c.references('ledger_entries.id'))
    .addColumn('memo', 'text')
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('request_key', 'text', (c) => c.unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('ledger_postings'), dialect)
    .addColumn('entry_id', 'integer', (c) => c.notNull().references('ledger_entries.id'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('ledger_accounts.id'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('balance_after', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('ledger_postings_account')
    .on('ledger_postings')
    .columns(['account_id', 'id'])
    .execute();
  await db.schema.createIndex('ledger_postings_entry').on('ledger_postings').column('entry_id').execute();

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('response', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['subject', 'key'])
    .execute();

  await withId(db.schema.createTable('audit_log'), dialect)
    .addColumn('actor_kind', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'integer', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_created').on('audit_log').column('created_at').execute();
}

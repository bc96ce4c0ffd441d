import type { Kysely } from 'kysely';
import type { DialectName } from '../index';
import { withId } from './001_foundation';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not as typed today
type AnyDb = Kysely<any>;

/**
 * Operators' second factor (TOTP, RFC 6238). One row per operator: the secret, encrypted with a key
 * derived from the server's secret; the last time step a code was accepted for (a code works once);
 * and when the enrolment was confirmed (null while the operator has scanned but not yet confirmed).
 * Recovery codes are kept as keyed hashes, each usable once.
 */
export async function up(db: AnyDb, dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('operator_factors')
    .addColumn('admin_id', 'integer', (c) => c.primaryKey().references('admins.id'))
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('last_step', 'bigint')
    .addColumn('enrolled_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('operator_recovery_codes'), dialect)
    .addColumn('admin_id', 'integer', (c) => c.notNull().references('admins.id'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('operator_recovery_codes_code')
    .on('operator_recovery_codes')
    .columns(['admin_id', 'code_hash'])
    .unique()
    .execute();
}

import type { Kysely } from 'kysely';
import type { DialectName } from '../index';
import { withId } from './001_foundation';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not as typed today
type AnyDb = Kysely<any>;

export async function up(db: AnyDb, dialect: DialectName): Promise<void> {
  await withId(db.schema.createTable('member_levels'), dialect)
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('deposit', 'bigint', (c) => c.notNull())
    .addColumn('fee', 'bigint', (c) => c.notNull())
    .addColumn('duration_days', 'integer', (c) => c.notNull())
    .addColumn('threshold', 'bigint', (c) => c.notNull())
    .addColumn('bonus', 'bigint', (c) => c.notNull())
    .addColumn('privileges', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addUniqueConstraint('member_levels_kind_level', ['kind', 'level'])
    .execute();

  await withId(db.schema.createTable('memberships'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('level_id', 'integer', (c) => c.notNull().references('member_levels.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('activated_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('deposit', 'bigint', (c) => c.notNull())
    .addColumn('deposit_returned_at', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('memberships_user').on('memberships').columns(['user_id', 'id']).execute();
  await db.schema
    .createIndex('memberships_due')
    .on('memberships')
    .columns(['status', 'expires_at'])
    .execute();
}

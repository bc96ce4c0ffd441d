import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../index';
import { withId } from './001_foundation';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not as typed today
type AnyDb = Kysely<any>;

/**
 * Members' messages: system notifications stored as a kind and parameters (worded in the reader's
 * language when read), and operators' announcements, one row each, fanned out to their members.
 */
export async function up(db: AnyDb, dialect: DialectName): Promise<void> {
  await withId(db.schema.createTable('announcements'), dialect)
    .addColumn('audience', 'text', (c) => c.notNull())
    .addColumn('level_id', 'integer')
    .addColumn('user_id', 'integer')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('recipients', 'integer', (c) => c.notNull())
    .addColumn('admin_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('messages'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('params', 'text', (c) => c.notNull())
    .addColumn('announcement_id', 'integer')
    // A scheduled notice (membership expiring) is written once per member and occasion.
    .addColumn('dedupe', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('read_at', 'bigint')
    .execute();
  await db.schema.createIndex('messages_user').on('messages').columns(['user_id', 'id']).execute();
  await db.schema
    .createIndex('messages_user_dedupe')
    .on('messages')
    .columns(['user_id', 'dedupe'])
    .unique()
    .execute();
  // The unread badge counts over this index only: the unread rows of one member.
  await sql`create index messages_user_unread on messages (user_id) where read_at is null`.execute(db);
}

import type { Kysely } from 'kysely';
import type { DialectName } from '../index';
import { withId } from './001_foundation';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not as typed today
type AnyDb = Kysely<any>;

/**
 * Trailer tasks (PRODUCT.md §9). A session is one member watching one task on one UTC day: its start
 * is the server's clock, so the reward depends on nothing the client says; one session per member,
 * task and day (a unique index), rewarded once (a conditional update and the reward's key).
 */
export async function up(db: AnyDb, dialect: DialectName): Promise<void> {
  await withId(db.schema.createTable('trailer_tasks'), dialect)
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('project_id', 'integer')
    .addColumn('video_url', 'text', (c) => c.notNull())
    .addColumn('reward', 'bigint', (c) => c.notNull())
    .addColumn('required_seconds', 'integer', (c) => c.notNull())
    // First and last UTC day offered, as days since the epoch.
    .addColumn('from_day', 'integer', (c) => c.notNull())
    .addColumn('to_day', 'integer', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('deleted_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('trailer_tasks_days')
    .on('trailer_tasks')
    .columns(['from_day', 'to_day'])
    .execute();

  await withId(db.schema.createTable('task_sessions'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('task_id', 'integer', (c) => c.notNull())
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .addColumn('required_seconds', 'integer', (c) => c.notNull())
    .addColumn('reward', 'bigint', (c) => c.notNull())
    .addColumn('rewarded_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('task_sessions_day')
    .on('task_sessions')
    .columns(['user_id', 'task_id', 'day'])
    .unique()
    .execute();
  await db.schema.createIndex('task_sessions_user').on('task_sessions').columns(['user_id', 'id']).execute();
}

import type { Kysely } from 'kysely';
import type { DialectName } from '../index';
import { withId } from './001_foundation';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not as typed today
type AnyDb = Kysely<any>;

/**
 * Danmu: members' comments over a project's trailer. A trailer reads its visible ones by where
 * they enter, newest kept, so the index leads with the project and the status; operators page them
 * newest first.
 */
export async function up(db: AnyDb, dialect: DialectName): Promise<void> {
  await withId(db.schema.createTable('danmu'), dialect)
    .addColumn('project_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('at_ms', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('hidden_by', 'integer')
    .addColumn('hidden_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('danmu_project_status')
    .on('danmu')
    .columns(['project_id', 'status', 'id'])
    .execute();
}

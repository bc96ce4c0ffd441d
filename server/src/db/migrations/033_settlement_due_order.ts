import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not as typed today
type AnyDb = Kysely<any>;

/**
 * The settlement reads the due investments a batch at a time in (next_due_at, id) order. SQLite's
 * index carries the rowid and already gives that order; PostgreSQL's did not, and sorted every due
 * investment for each batch of a hundred (a million of them due on one day).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createIndex('investments_due_order')
    .on('investments')
    .columns(['status', 'next_due_at', 'id'])
    .execute();
  await db.schema.dropIndex('investments_due').execute();
}

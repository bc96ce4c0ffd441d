import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../index';
import { withId } from './001_foundation';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not as typed today
type AnyDb = Kysely<any>;

/**
 * The marketing budget (PRODUCT.md §9): every reward to a member is a row here first, keyed by what
 * earned it, so it is granted once; it is paid from the `marketing` account when the budget covers
 * it, else it waits (`pending`) and is paid oldest first when an operator tops the budget up.
 */
export async function up(db: AnyDb, dialect: DialectName): Promise<void> {
  await withId(db.schema.createTable('rewards'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull())
    // The ledger type it pays as (INVESTREWARD, SVIP, TASKAWARD, LOTTERY, …) and the wallet it pays to.
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('wallet', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('reference', 'text')
    .addColumn('memo', 'text')
    .addColumn('grant_key', 'text', (c) => c.notNull().unique())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('entry_id', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('paid_at', 'bigint')
    .execute();
  // The queue of what waits, oldest first, and each member's own waiting rewards.
  await sql`create index rewards_pending on rewards (id) where state = 'pending'`.execute(db);
  await db.schema.createIndex('rewards_user').on('rewards').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('rewards_paid').on('rewards').columns(['state', 'paid_at']).execute();
}

import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not as typed today
type AnyDb = Kysely<any>;

/**
 * Why and when an operator banned a member (cleared when the ban is lifted; the audit log keeps the
 * history), and the indexes the back office's member list and dashboard read by.
 */
export async function up(db: AnyDb): Promise<void> {
  // SQLite adds one column per ALTER TABLE.
  await db.schema.alterTable('users').addColumn('ban_reason', 'text').execute();
  await db.schema.alterTable('users').addColumn('banned_at', 'bigint').execute();
  await db.schema.createIndex('users_created').on('users').columns(['created_at', 'id']).execute();
  // Money in and out per day: orders by state and the time they were decided.
  await db.schema
    .createIndex('recharge_orders_state_updated')
    .on('recharge_orders')
    .columns(['state', 'updated_at'])
    .execute();
  await db.schema
    .createIndex('withdraw_orders_state_decided')
    .on('withdraw_orders')
    .columns(['state', 'decided_at'])
    .execute();
}

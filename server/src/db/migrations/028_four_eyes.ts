import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../index';
import { withId } from './001_foundation';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not as typed today
type AnyDb = Kysely<any>;

/**
 * Four eyes (a stolen operator password must not empty the club). Money decisions a second
 * operator must approve: manual balance adjustments, marketing-budget top-ups and changes of a
 * role's money permissions wait as rows of `approvals` (what to do as JSON, who asked, who
 * decided); a withdrawal at or above the `fourEyesAmount` setting keeps its first approval on the
 * order, so the member's view of it does not change until the second.
 */
export async function up(db: AnyDb, dialect: DialectName): Promise<void> {
  await withId(db.schema.createTable('approvals'), dialect)
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint')
    .addColumn('proposed_by', 'integer', (c) => c.notNull().references('admins.id'))
    .addColumn('proposed_at', 'bigint', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('decided_by', 'integer', (c) => c.references('admins.id'))
    .addColumn('decided_at', 'bigint')
    .addColumn('reason', 'text')
    .execute();
  // The operators' queue: what waits, newest first.
  await sql`create index approvals_waiting on approvals (id) where state = 'waiting'`.execute(db);

  await db.schema
    .alterTable('withdraw_orders')
    .addColumn('first_approved_by', 'integer', (c) => c.references('admins.id'))
    .execute();
  await db.schema.alterTable('withdraw_orders').addColumn('first_approved_at', 'bigint').execute();
}

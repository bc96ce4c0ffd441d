import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not as typed today
type AnyDb = Kysely<any>;

/**
 * Directors and assistants (PRODUCT.md §11): one role per member, an assistant tied to one
 * director. The graphs read `report_days`, one row per role holder and closed day written by the
 * day-close job; the primary key makes a second run of a day write nothing.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('report_roles')
    .addColumn('user_id', 'integer', (c) => c.primaryKey())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('director_id', 'integer')
    .addColumn('admin_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('report_roles_director').on('report_roles').columns(['director_id']).execute();

  await db.schema
    .createTable('report_days')
    .addColumn('holder_id', 'integer', (c) => c.notNull())
    .addColumn('day_start', 'bigint', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('users', 'integer', (c) => c.notNull())
    .addColumn('new_users', 'integer', (c) => c.notNull())
    .addColumn('members', 'integer', (c) => c.notNull())
    .addColumn('shareholding', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('report_days_pk', ['holder_id', 'day_start'])
    .execute();
}

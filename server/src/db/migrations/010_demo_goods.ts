import type { Kysely } from 'kysely';
import type { DialectName } from '../index';
import { withId } from './001_foundation';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not as typed today
type AnyDb = Kysely<any>;

/**
 * The tables of the public `open/demo` samples (modules/demo-open), apart from members' data: the
 * goods of the CRUD, tenant and transaction samples, and the messages of the queue sample.
 */
export async function up(db: AnyDb, dialect: DialectName): Promise<void> {
  await withId(db.schema.createTable('demo_goods'), dialect)
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  // A title once per tenant: what the transaction sample's all-or-nothing insert runs into.
  await db.schema
    .createIndex('demo_goods_tenant_title')
    .on('demo_goods')
    .columns(['tenant', 'title'])
    .unique()
    .execute();

  await withId(db.schema.createTable('demo_queue'), dialect)
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('processed_at', 'bigint')
    .execute();
  await db.schema.createIndex('demo_queue_state').on('demo_queue').columns(['state', 'id']).execute();
}

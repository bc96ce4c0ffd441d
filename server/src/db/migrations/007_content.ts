import type { Kysely } from 'kysely';
import type { DialectName } from '../index';
import { withId } from './001_foundation';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not as typed today
type AnyDb = Kysely<any>;

/** Content members read (news, guides, banners, …) and its per-language texts. */
export async function up(db: AnyDb, dialect: DialectName): Promise<void> {
  await withId(db.schema.createTable('content_items'), dialect)
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('link', 'text')
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('show_from', 'bigint')
    .addColumn('show_until', 'bigint')
    .addColumn('published_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('content_items_listing')
    .on('content_items')
    .columns(['kind', 'status', 'id'])
    .execute();
  await db.schema
    .createTable('content_texts')
    .addColumn('item_id', 'integer', (c) => c.notNull().references('content_items.id'))
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('content_texts_pk', ['item_id', 'lang'])
    .execute();
}

import type { Kysely } from 'kysely';
import type { DialectName } from '../index';
import { withId } from './001_foundation';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not as typed today
type AnyDb = Kysely<any>;

/**
 * Group albums (PRODUCT.md §10): a group room's albums of images and short videos, filled by
 * operators. Deleting an album or a media item stamps `deleted_at` rather than dropping the row, so
 * the audit log's targets keep pointing at something; every read leaves stamped rows out.
 */
export async function up(db: AnyDb, dialect: DialectName): Promise<void> {
  await withId(db.schema.createTable('chat_albums'), dialect)
    .addColumn('room_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('deleted_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('chat_albums_room')
    .on('chat_albums')
    .columns(['room_id', 'created_at'])
    .execute();

  await withId(db.schema.createTable('chat_album_media'), dialect)
    .addColumn('album_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('admin_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('deleted_at', 'bigint')
    .execute();
  // An album's media in the order they were added; its cover and count read the same index.
  await db.schema
    .createIndex('chat_album_media_album')
    .on('chat_album_media')
    .columns(['album_id', 'id'])
    .execute();
}

import type { ExpressionBuilder } from 'kysely';
import type { Db, Trx } from '../../db';
import { type PageAt, paged } from '../../db/paged';
import type { Database } from '../../db/schema';
import type { ChatAlbumMediaTable } from './tables';

/**
 * An album's media count and cover (the first image still in it), both read from the media rows, so
 * adding or removing one needs no second write.
 */
function coverColumns(eb: ExpressionBuilder<Database, 'chat_albums'>) {
  return [
    eb
      .selectFrom('chat_album_media as m')
      .select((e) => e.fn.countAll<number>().as('n'))
      .whereRef('m.album_id', '=', 'chat_albums.id')
      .where('m.deleted_at', 'is', null)
      .as('media_count'),
    eb
      .selectFrom('chat_album_media as m')
      .select('m.url')
      .whereRef('m.album_id', '=', 'chat_albums.id')
      .where('m.deleted_at', 'is', null)
      .where('m.kind', '=', 'image')
      .orderBy('m.id')
      .limit(1)
      .as('cover'),
  ];
}

/** Albums that show (not deleted). */
function showingAlbums(db: Db) {
  return db.selectFrom('chat_albums').where('chat_albums.deleted_at', 'is', null);
}

export function findAlbum(db: Db, id: number) {
  return showingAlbums(db)
    .selectAll('chat_albums')
    .select(coverColumns)
    .where('chat_albums.id', '=', id)
    .executeTakeFirst();
}
export type AlbumRow = NonNullable<Awaited<ReturnType<typeof findAlbum>>>;

/** A page of a room's albums with their covers, by when they were made (`desc`: newest first). */
export function albumsPage(db: Db, roomId: number, at: PageAt, order: 'asc' | 'desc') {
  return paged(showingAlbums(db).where('chat_albums.room_id', '=', roomId), at, (q) =>
    q
      .selectAll('chat_albums')
      .select(coverColumns)
      .orderBy('chat_albums.created_at', order)
      .orderBy('chat_albums.id', order),
  );
}

export async function insertAlbum(trx: Trx, row: { room_id: number; name: string; now: number }) {
  const { id } = await trx
    .insertInto('chat_albums')
    .values({
      room_id: row.room_id,
      name: row.name,
      created_at: row.now,
      updated_at: row.now,
      deleted_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Renames an album that still shows; false when it was deleted meanwhile. */
export async function renameAlbum(trx: Trx, id: number, name: string, now: number) {
  const r = await trx
    .updateTable('chat_albums')
    .set({ name, updated_at: now })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** Deletes an album (its media go with it); false when it was deleted already. */
export async function deleteAlbum(trx: Trx, id: number, now: number) {
  const r = await trx
    .updateTable('chat_albums')
    .set({ deleted_at: now, updated_at: now })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** A page of an album's media that show, in the order they were added (`asc`) or newest first. */
export function mediaPage(db: Db, albumId: number, at: PageAt, order: 'asc' | 'desc') {
  const base = db
    .selectFrom('chat_album_media')
    .where('album_id', '=', albumId)
    .where('deleted_at', 'is', null);
  return paged(base, at, (q) => q.selectAll().orderBy('id', order));
}
export type MediaRow = Awaited<ReturnType<typeof mediaPage>>['rows'][number];

/** A media item that shows, in an album that shows. */
export function findMedia(db: Db, id: number) {
  return db
    .selectFrom('chat_album_media')
    .innerJoin('chat_albums', 'chat_albums.id', 'chat_album_media.album_id')
    .selectAll('chat_album_media')
    .select('chat_albums.room_id')
    .where('chat_album_media.id', '=', id)
    .where('chat_album_media.deleted_at', 'is', null)
    .where('chat_albums.deleted_at', 'is', null)
    .executeTakeFirst();
}

/**
 * Adds a media item to an album only while the album shows: one `INSERT … SELECT` from the album's
 * row, so an album deleted a moment before gets nothing. The new id, or undefined when it did not.
 */
export async function insertMedia(
  trx: Trx,
  row: Pick<ChatAlbumMediaTable, 'album_id' | 'kind' | 'url' | 'admin_id' | 'created_at'>,
) {
  const inserted = await trx
    .insertInto('chat_album_media')
    .columns(['album_id', 'kind', 'url', 'admin_id', 'created_at'])
    .expression((eb) =>
      eb
        .selectFrom('chat_albums')
        // Typed casts: PostgreSQL reads an untyped parameter in a select list as text.
        .select((s) => [
          'chat_albums.id',
          s.cast<'image' | 'video'>(s.val(row.kind), 'text').as('kind'),
          s.cast<string>(s.val(row.url), 'text').as('url'),
          s.cast<number>(s.val(row.admin_id), 'integer').as('admin_id'),
          s.cast<number>(s.val(row.created_at), 'bigint').as('created_at'),
        ])
        .where('chat_albums.id', '=', row.album_id)
        .where('chat_albums.deleted_at', 'is', null),
    )
    .returning('id')
    .executeTakeFirst();
  return inserted?.id;
}

/** Removes a media item for everyone; false when it was removed already. */
export async function deleteMedia(trx: Trx, id: number, now: number) {
  const r = await trx
    .updateTable('chat_album_media')
    .set({ deleted_at: now })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

import type { TAlbumMediaKind, TChatAlbum, TChatAlbumMedia } from '@club/contract';
import type { Db } from '../../db';
import { pageOf } from '../../db/paged';
import { iso } from '../../kernel/calendar';
import type { Clock } from '../../kernel/clock';
import { fail } from '../../kernel/errors';
import { writeAudit } from '../audit/repo';
import type { UploadService } from '../upload/service';
import {
  type AlbumRow,
  albumsPage,
  deleteAlbum,
  deleteMedia,
  findAlbum,
  findMedia,
  insertAlbum,
  insertMedia,
  type MediaRow,
  mediaPage,
  renameAlbum,
} from './album-repo';
import { findRoom } from './repo';

type Paging = { page: number; size: number };
type Page = Paging & { sortOrder: 'asc' | 'desc' };

function albumView(a: AlbumRow): TChatAlbum {
  return {
    id: a.id,
    roomId: a.room_id,
    name: a.name,
    cover: a.cover ?? null,
    mediaCount: Number(a.media_count ?? 0),
    createdAt: iso(a.created_at),
  };
}

function mediaView(m: MediaRow): TChatAlbumMedia {
  return { id: m.id, albumId: m.album_id, kind: m.kind, url: m.url, createdAt: iso(m.created_at) };
}

const albumTarget = (a: { room_id: number; id: number }) => `chat-room:${a.room_id}:album:${a.id}`;

/**
 * Group albums (PRODUCT.md §10): operators fill a group room's albums with their own uploads
 * (images, MP4 or WebM clips), every signed-in member reads them. Only group rooms have albums; a
 * customer-service room, like a missing one, answers NOT_FOUND.
 */
export function createChatAlbumService(deps: { db: Db; clock: Clock; uploads: UploadService }) {
  const { db, clock, uploads } = deps;

  async function groupRoom(roomId: number) {
    const room = await findRoom(db, roomId);
    if (room?.kind !== 'group') fail('NOT_FOUND');
    return room;
  }

  /** An album that shows, in a group room. */
  async function album(albumId: number) {
    const a = await findAlbum(db, albumId);
    if (!a) fail('NOT_FOUND');
    await groupRoom(a.room_id);
    return a;
  }

  async function albums(roomId: number, body: Paging, order: 'asc' | 'desc') {
    await groupRoom(roomId);
    const { rows, total } = await albumsPage(db, roomId, body, order);
    return pageOf(rows.map(albumView), body, total);
  }

  async function media(albumId: number, body: Paging, order: 'asc' | 'desc') {
    const { rows, total } = await mediaPage(db, albumId, body, order);
    return pageOf(rows.map(mediaView), body, total);
  }

  return {
    /** `group_album/page`: a group room's albums, newest first. */
    albums: (body: Paging & { roomId: number }) => albums(body.roomId, body, 'desc'),

    /** `group_album_media/page`: an album's media in the order they were added, and the album. */
    async media(body: Paging & { albumId: number }) {
      const a = await album(body.albumId);
      return { album: albumView(a), ...(await media(a.id, body, 'asc')) };
    },

    // ---- Back office ----

    adminAlbums: (body: Page & { roomId: number }) => albums(body.roomId, body, body.sortOrder),

    async addAlbum(adminId: number, body: { roomId: number; name: string }) {
      const room = await groupRoom(body.roomId);
      const now = clock.now();
      const id = await db.transaction().execute(async (trx) => {
        const id = await insertAlbum(trx, { room_id: room.id, name: body.name, now });
        await writeAudit(trx, {
          adminId,
          action: 'chat:album:add',
          target: albumTarget({ room_id: room.id, id }),
          after: body,
          now,
        });
        return id;
      });
      return albumView(await album(id));
    },

    async updateAlbum(adminId: number, body: { id: number; name: string }) {
      const before = await album(body.id);
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        if (!(await renameAlbum(trx, body.id, body.name, now))) fail('NOT_FOUND');
        await writeAudit(trx, {
          adminId,
          action: 'chat:album:update',
          target: albumTarget(before),
          before: { name: before.name },
          after: { name: body.name },
          now,
        });
      });
      return albumView(await album(body.id));
    },

    async deleteAlbum(adminId: number, body: { id: number }) {
      const before = await album(body.id);
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        if (!(await deleteAlbum(trx, body.id, now))) fail('NOT_FOUND');
        await writeAudit(trx, {
          adminId,
          action: 'chat:album:delete',
          target: albumTarget(before),
          before: albumView(before),
          now,
        });
      });
      return null;
    },

    /** An album's media for operators: oldest first unless told, as members see them. */
    async adminMedia(body: Page & { albumId: number }) {
      const a = await album(body.albumId);
      return media(a.id, body, body.sortOrder);
    },

    /** Puts an operator's upload of the kind named into an album. */
    async addMedia(adminId: number, body: { albumId: number; kind: TAlbumMediaKind; url: string }) {
      const a = await album(body.albumId);
      await uploads.assertOwnImage(body.url, { kind: 'admin', id: adminId }, 'url', body.kind);
      const now = clock.now();
      const id = await db.transaction().execute(async (trx) => {
        const id = await insertMedia(trx, {
          album_id: a.id,
          kind: body.kind,
          url: body.url,
          admin_id: adminId,
          created_at: now,
        });
        if (id === undefined) fail('NOT_FOUND');
        await writeAudit(trx, {
          adminId,
          action: 'chat:media:add',
          target: `${albumTarget(a)}:media:${id}`,
          after: { kind: body.kind, url: body.url },
          now,
        });
        return id;
      });
      const added = await findMedia(db, id);
      if (!added) fail('NOT_FOUND');
      return mediaView(added);
    },

    async removeMedia(adminId: number, body: { id: number }) {
      const before = await findMedia(db, body.id);
      if (!before) fail('NOT_FOUND');
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        if (!(await deleteMedia(trx, body.id, now))) fail('NOT_FOUND');
        await writeAudit(trx, {
          adminId,
          action: 'chat:media:remove',
          target: `${albumTarget({ room_id: before.room_id, id: before.album_id })}:media:${before.id}`,
          before: mediaView(before),
          now,
        });
      });
      return null;
    },
  };
}

export type ChatAlbumService = ReturnType<typeof createChatAlbumService>;

import * as z from 'zod';
import { ZAdminPageBody } from './admin';
import { ZId } from './ids';
import { ZPageOf } from './paging';
import { ZSingleLineText } from './text';

// ---------------------------------------------------------------------------------------------
// Group albums (`/api/app/chat/group_album/*`, `/api/app/chat/group_album_media/*`): the images and
// short videos operators put in a group room's albums, read by every signed-in member.

const ALBUM_MEDIA_KINDS = ['image', 'video'] as const;
export type TAlbumMediaKind = (typeof ALBUM_MEDIA_KINDS)[number];

/** At most this many characters in an album's name. */
export const ALBUM_NAME_MAX = 50;

export const ZChatAlbum = z.object({
  id: z.number().int(),
  roomId: z.number().int(),
  name: z.string(),
  /** The album's first image; null while it holds none (a video has no still to show). */
  cover: z.string().nullable(),
  mediaCount: z.number().int(),
  createdAt: z.string(),
});
export type TChatAlbum = z.infer<typeof ZChatAlbum>;

export const ZChatAlbumMedia = z.object({
  id: z.number().int(),
  albumId: z.number().int(),
  kind: z.enum(ALBUM_MEDIA_KINDS),
  url: z.string(),
  createdAt: z.string(),
});
export type TChatAlbumMedia = z.infer<typeof ZChatAlbumMedia>;

const paging = {
  page: z.number().int().min(1).max(100_000).default(1),
  size: z.number().int().min(1).max(100).default(20),
};

/** A group room's albums, newest first. */
export const ZChatAlbumPageBody = z.strictObject({ roomId: ZId, ...paging });
export type TChatAlbumPageBody = z.input<typeof ZChatAlbumPageBody>;
export const ZChatAlbumPage = ZPageOf(ZChatAlbum);
export type TChatAlbumPage = z.infer<typeof ZChatAlbumPage>;

/** An album's media in the order they were added, with the album itself for the page's title. */
export const ZChatAlbumMediaPageBody = z.strictObject({ albumId: ZId, ...paging });
export type TChatAlbumMediaPageBody = z.input<typeof ZChatAlbumMediaPageBody>;
export const ZChatAlbumMediaPage = ZPageOf(ZChatAlbumMedia).extend({ album: ZChatAlbum });
export type TChatAlbumMediaPage = z.infer<typeof ZChatAlbumMediaPage>;

// ---------------------------------------------------------------------------------------------
// Back office (`/api/admin/chat/album/*`)

const albumName = ZSingleLineText.trim().min(1).max(ALBUM_NAME_MAX);

export const ZAdminChatAlbumPageBody = ZAdminPageBody(['createdAt'], { roomId: ZId });
export const ZChatAlbumAddBody = z.strictObject({ roomId: ZId, name: albumName });
export const ZChatAlbumUpdateBody = z.strictObject({ id: ZId, name: albumName });
export const ZChatAlbumDeleteBody = z.strictObject({ id: ZId });
export type TChatAlbumDeleteBody = z.input<typeof ZChatAlbumDeleteBody>;

export const ZAdminChatAlbumMediaPageBody = ZAdminPageBody(['createdAt'], { albumId: ZId });
export const ZAdminChatAlbumMediaPage = ZPageOf(ZChatAlbumMedia);
/** A file an operator uploaded through `chat/album/upload` (an image, or an MP4 or WebM clip). */
export const ZChatAlbumMediaAddBody = z.strictObject({
  albumId: ZId,
  kind: z.enum(ALBUM_MEDIA_KINDS),
  url: ZSingleLineText.max(300),
});
export const ZChatAlbumMediaRemoveBody = z.strictObject({ id: ZId });
export type TChatAlbumMediaRemoveBody = z.input<typeof ZChatAlbumMediaRemoveBody>;

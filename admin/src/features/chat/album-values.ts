import type { TAlbumMediaKind } from '@club/contract';
import { IMAGE_ACCEPT } from '../../ui/upload-field';

/*
 * The bodies of the album calls as this feature sends them, checked against the contract's schemas
 * in `album-values.test.ts` (as `chat-values.ts` does for rooms).
 */
export type AlbumAddBody = { roomId: number; name: string };
export type AlbumUpdateBody = { id: number; name: string };
export type MediaAddBody = { albumId: number; kind: TAlbumMediaKind; url: string };

/** What the album's upload call takes: the images of every upload, and clips as for trailers. */
export const ALBUM_ACCEPT = `${IMAGE_ACCEPT},video/mp4,video/webm`;

/**
 * The kind of an uploaded file, from the name the server gave it (its extension follows the bytes
 * it read, not the browser's claim), so the add call names what the server will check.
 */
export function mediaKindOf(url: string): TAlbumMediaKind {
  return /\.(mp4|webm)$/.test(url) ? 'video' : 'image';
}

/** The add call's body for a file just uploaded. */
export function toMediaAddBody(albumId: number, url: string): MediaAddBody {
  return { albumId, kind: mediaKindOf(url), url };
}

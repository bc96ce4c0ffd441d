import { contractSchema, post } from '../../../api/client';
import { type PageBody, useServerTable } from '../../../ui/use-server-table';
import { albumsKey } from './post-chat-album-page';

/** Under the room's albums, so what changes an album's media also refreshes its count and cover. */
export const albumMediaKey = (roomId: number, albumId: number) =>
  [...albumsKey(roomId), 'media', albumId] as const;

export const postChatAlbumMediaPage = (body: PageBody & { albumId?: number }) =>
  post('admin/chat/album/media/page', body, {
    schema: contractSchema((c) => c.ZAdminChatAlbumMediaPage),
  });

/** An album's images and clips, newest first. */
export function useChatAlbumMediaTable(roomId: number, albumId: number) {
  return useServerTable(albumMediaKey(roomId, albumId), postChatAlbumMediaPage, { albumId });
}

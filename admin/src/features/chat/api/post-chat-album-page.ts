import { contractSchema, post } from '../../../api/client';
import { type PageBody, useServerTable } from '../../../ui/use-server-table';
import { chatKey } from './post-chat-room-page';

/** A room's albums; each album's media sit below its key. */
export const albumsKey = (roomId: number) => [...chatKey, 'albums', roomId] as const;

export const postChatAlbumPage = (body: PageBody & { roomId?: number }) =>
  post('admin/chat/album/page', body, { schema: contractSchema((c) => c.ZChatAlbumPage) });

/** A group room's albums, newest first, with each one's cover and how many items it holds. */
export function useChatAlbumTable(roomId: number) {
  return useServerTable(albumsKey(roomId), postChatAlbumPage, { roomId });
}

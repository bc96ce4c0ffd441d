import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contractSchema, post } from '../../../api/client';
import type { MediaAddBody } from '../album-values';
import { albumsKey } from './post-chat-album-page';

export const postChatAlbumMediaAdd = (body: MediaAddBody) =>
  post('admin/chat/album/media/add', body, { schema: contractSchema((c) => c.ZChatAlbumMedia) });

/** Puts an uploaded file into an album of the room `roomId` (its count and cover change with it). */
export function useAddChatAlbumMedia(roomId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postChatAlbumMediaAdd,
    onSettled: () => queryClient.invalidateQueries({ queryKey: albumsKey(roomId) }),
  });
}

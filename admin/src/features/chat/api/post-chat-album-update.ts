import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contractSchema, post } from '../../../api/client';
import type { AlbumUpdateBody } from '../album-values';
import { albumsKey } from './post-chat-album-page';

export const postChatAlbumUpdate = (body: AlbumUpdateBody) =>
  post('admin/chat/album/update', body, { schema: contractSchema((c) => c.ZChatAlbum) });

/** Renames an album of the room `roomId`. */
export function useUpdateChatAlbum(roomId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postChatAlbumUpdate,
    onSettled: () => queryClient.invalidateQueries({ queryKey: albumsKey(roomId) }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contractSchema, post } from '../../../api/client';
import type { AlbumAddBody } from '../album-values';
import { albumsKey } from './post-chat-album-page';

export const postChatAlbumAdd = (body: AlbumAddBody) =>
  post('admin/chat/album/add', body, { schema: contractSchema((c) => c.ZChatAlbum) });

/** A new, empty album in a group room; members see it at once. */
export function useAddChatAlbum() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postChatAlbumAdd,
    onSettled: (_data, _error, body) => queryClient.invalidateQueries({ queryKey: albumsKey(body.roomId) }),
  });
}

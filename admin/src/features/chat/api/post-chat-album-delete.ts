import type { TChatAlbumDeleteBody } from '@club/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../api/client';
import { albumsKey } from './post-chat-album-page';

export const postChatAlbumDelete = (body: TChatAlbumDeleteBody) => post('admin/chat/album/delete', body);

/** Deletes an album of the room `roomId`, with everything in it, for members and operators alike. */
export function useDeleteChatAlbum(roomId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postChatAlbumDelete,
    onSettled: () => queryClient.invalidateQueries({ queryKey: albumsKey(roomId) }),
  });
}

import type { TChatAlbumMediaRemoveBody } from '@club/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../api/client';
import { albumsKey } from './post-chat-album-page';

export const postChatAlbumMediaRemove = (body: TChatAlbumMediaRemoveBody) =>
  post('admin/chat/album/media/remove', body);

/** Takes an image or clip out of an album of the room `roomId`, for members too. */
export function useRemoveChatAlbumMedia(roomId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postChatAlbumMediaRemove,
    onSettled: () => queryClient.invalidateQueries({ queryKey: albumsKey(roomId) }),
  });
}

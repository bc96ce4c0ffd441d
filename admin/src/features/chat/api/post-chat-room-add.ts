import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contractSchema, post } from '../../../api/client';
import type { RoomAddBody } from '../chat-values';
import { roomsKey } from './post-chat-room-page';

export const postChatRoomAdd = (body: RoomAddBody) =>
  post('admin/chat/room/add', body, { schema: contractSchema((c) => c.ZAdminChatRoom) });

/** A new group room, which every member sees in their conversation list at once. */
export function useAddChatRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postChatRoomAdd,
    onSettled: () => queryClient.invalidateQueries({ queryKey: roomsKey }),
  });
}

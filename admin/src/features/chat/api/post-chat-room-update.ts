import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contractSchema, post } from '../../../api/client';
import type { RoomUpdateBody } from '../chat-values';
import { roomsKey } from './post-chat-room-page';

export const postChatRoomUpdate = (body: RoomUpdateBody) =>
  post('admin/chat/room/update', body, { schema: contractSchema((c) => c.ZAdminChatRoom) });

/** A room's name, avatar, texts or "mute all": the call takes every field, changed or not. */
export function useUpdateChatRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postChatRoomUpdate,
    onSettled: () => queryClient.invalidateQueries({ queryKey: roomsKey }),
  });
}

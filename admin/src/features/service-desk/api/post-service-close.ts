import type { TServiceRoomBody } from '@club/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contractSchema, post } from '../../../api/client';
import { deskKey } from './post-service-page';

export const postServiceClose = (body: TServiceRoomBody) =>
  post('admin/chat/service/close', body, { schema: contractSchema((c) => c.ZServiceConversation) });

/** Closes a conversation; the member's next message opens it again, back in the queue. */
export function useServiceClose() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postServiceClose,
    onSettled: () => queryClient.invalidateQueries({ queryKey: deskKey }),
  });
}

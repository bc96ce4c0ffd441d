import type { TServiceRoomBody } from '@club/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contractSchema, post } from '../../../api/client';
import { deskKey } from './post-service-page';

export const postServiceAssign = (body: TServiceRoomBody) =>
  post('admin/chat/service/assign', body, { schema: contractSchema((c) => c.ZServiceConversation) });

/** "Assign to me": refused when another agent holds the conversation. */
export function useServiceAssign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postServiceAssign,
    onSettled: () => queryClient.invalidateQueries({ queryKey: deskKey }),
  });
}

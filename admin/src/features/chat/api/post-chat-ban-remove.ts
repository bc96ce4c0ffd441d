import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../api/client';
import type { UnbanBody } from '../chat-values';
import { bansKey } from './post-chat-ban-page';

export const postChatBanRemove = (body: UnbanBody) => post('admin/chat/ban/remove', body);

/** Lifts a ban: the member may speak in the room again. */
export function useRemoveChatBan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postChatBanRemove,
    onSettled: (_data, _error, body) => queryClient.invalidateQueries({ queryKey: bansKey(body.roomId) }),
  });
}

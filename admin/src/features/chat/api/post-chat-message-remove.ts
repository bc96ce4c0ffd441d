import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../api/client';
import type { RemoveBody } from '../chat-values';
import { messagesKey } from './post-chat-message-page';

export const postChatMessageRemove = (body: RemoveBody) => post('admin/chat/message/remove', body);

/** Hides a message from members; operators still read its text, greyed, in the list. */
export function useRemoveChatMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postChatMessageRemove,
    onSettled: (_data, _error, body) => queryClient.invalidateQueries({ queryKey: messagesKey(body.roomId) }),
  });
}

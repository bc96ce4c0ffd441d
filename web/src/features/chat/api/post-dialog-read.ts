import type { TDialogReadBody } from '@club/contract';
import type { TChatConversation } from '@club/contract/chat';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contractSchema, post } from '../../../api/client';
import { unreadCountsQuery } from '../../../shared/api/get-unread-counts';
import { conversationsKey } from './keys';

export const postDialogRead = (body: TDialogReadBody) =>
  post('/app/message/dialog_read/read', body, { schema: contractSchema('chat', (c) => c.ZDialogRead) });

/**
 * Moves the member's read pointer in a room forward to the last message shown. The answer is the
 * room's own unread count, written into its conversation line; the tab's total is asked again.
 */
export function useDialogRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postDialogRead,
    onSuccess: ({ unread }, { roomId }) => {
      queryClient.setQueryData<TChatConversation[]>(conversationsKey, (list) =>
        list?.map((c) => (c.room.id === roomId ? { ...c, unread } : c)),
      );
      void queryClient.invalidateQueries({ queryKey: unreadCountsQuery.queryKey });
    },
  });
}

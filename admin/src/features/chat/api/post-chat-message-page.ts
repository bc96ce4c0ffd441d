import { contractSchema, post } from '../../../api/client';
import { type PageBody, useServerTable } from '../../../ui/use-server-table';
import { chatKey } from './post-chat-room-page';

export const messagesKey = (roomId: number) => [...chatKey, 'messages', roomId] as const;

/** A room's messages, newest first; each row takes its number (`seq`) as its id for the table. */
export const postChatMessagePage = (body: PageBody & { roomId?: number }) =>
  post('admin/chat/message/page', body, { schema: contractSchema((c) => c.ZAdminChatMessagePage) }).then(
    (page) => ({ ...page, list: page.list.map((m) => ({ ...m, id: m.seq })) }),
  );

export function useChatMessageTable(roomId: number) {
  return useServerTable(messagesKey(roomId), postChatMessagePage, { roomId });
}

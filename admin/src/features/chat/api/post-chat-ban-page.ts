import { contractSchema, post } from '../../../api/client';
import { type PageBody, useServerTable } from '../../../ui/use-server-table';
import { chatKey } from './post-chat-room-page';

export const bansKey = (roomId: number) => [...chatKey, 'bans', roomId] as const;

/** A room's bans, newest first; a ban is one member in one room, which makes its table id. */
export const postChatBanPage = (body: PageBody & { roomId?: number; search?: string }) =>
  post('admin/chat/ban/page', body, { schema: contractSchema((c) => c.ZChatBanPage) }).then((page) => ({
    ...page,
    list: page.list.map((b) => ({ ...b, id: `${b.roomId}-${b.userId}` })),
  }));

export function useChatBanTable(roomId: number, search: string) {
  return useServerTable(bansKey(roomId), postChatBanPage, { roomId, search });
}

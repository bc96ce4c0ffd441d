import { contractSchema, post } from '../../../api/client';
import { type PageBody, useServerTable } from '../../../ui/use-server-table';

/** Every chat call caches under this key: rooms, and each room's messages and bans below it. */
export const chatKey = ['chat'] as const;
export const roomsKey = [...chatKey, 'rooms'] as const;

export const postChatRoomPage = (body: PageBody) =>
  post('admin/chat/room/page', body, { schema: contractSchema((c) => c.ZChatRoomPage) });

/** The chat rooms, newest first. */
export function useChatRoomTable() {
  return useServerTable(roomsKey, postChatRoomPage, {});
}

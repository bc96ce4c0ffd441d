import type { TSocketOut } from '@club/contract/chat';
import type { QueryClient } from '@tanstack/react-query';
import { contractSchema, post } from '../../api/client';
import { unreadCountsQuery } from '../../shared/api/get-unread-counts';
import { receiveMessages } from './api/get-chat-room-page';
import { chatKey, conversationsKey, roomKey, timelineKey } from './api/keys';
import { postChatSend } from './api/post-chat-send';
import { ChatSocket, type ChatSocketDeps } from './socket';
import { newestSeq, type Timeline } from './timeline';

/** A burst of messages asks the conversation list and the tab's count once. */
const LISTS_DEBOUNCE_MS = 300;

export const getChatTicket = () =>
  post('/app/chat/comm/ticket', {}, { schema: contractSchema('chat', (c) => c.ZChatTicket) });

/** `ws(s)://<this host>/api/ws/chat?ticket=…`, beside the app whatever path serves it. */
export function socketUrl(ticket: string, location: Pick<Location, 'protocol' | 'host'> = window.location) {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}/api/ws/chat?ticket=${encodeURIComponent(ticket)}`;
}

/** The last seq held per room whose timeline is in the cache (open now or visited lately). */
export function heldSeqs(queryClient: QueryClient): Record<string, number> {
  const rooms: Record<string, number> = {};
  for (const [key, timeline] of queryClient.getQueriesData<Timeline>({ queryKey: [...chatKey, 'room'] })) {
    const roomId = key[2];
    if (key[3] === 'timeline' && timeline && typeof roomId === 'number' && roomId > 0) {
      rooms[String(roomId)] = newestSeq(timeline);
    }
  }
  return rooms;
}

/** What each frame changes in the cache: the timeline it names, and the list and badge counts. */
export function frameHandler(queryClient: QueryClient): (frame: TSocketOut) => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const touchLists = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      void queryClient.invalidateQueries({ queryKey: conversationsKey });
      void queryClient.invalidateQueries({ queryKey: unreadCountsQuery.queryKey });
    }, LISTS_DEBOUNCE_MS);
  };
  return (frame) => {
    switch (frame.type) {
      case 'message':
      case 'sent':
        receiveMessages(queryClient, frame.message.roomId, [frame.message]);
        break;
      case 'removed':
        queryClient.setQueryData<Timeline>(
          timelineKey(frame.roomId),
          (held) =>
            held && {
              ...held,
              messages: held.messages.map((m) =>
                m.seq === frame.seq ? { ...m, body: '', removed: true } : m,
              ),
            },
        );
        break;
      case 'room': // a mute or a ban: who may speak, and the room's own texts
        void queryClient.invalidateQueries({ queryKey: roomKey(frame.roomId) });
        break;
      case 'reset': // more was missed than is replayed
        void queryClient.invalidateQueries({ queryKey: timelineKey(frame.roomId) });
        break;
      default:
        return;
    }
    touchLists();
  };
}

/** The session's socket, started with the app's cache; returns its stop. */
export function startChatSocket(queryClient: QueryClient, overrides: Partial<ChatSocketDeps> = {}) {
  const socket = new ChatSocket({
    ticket: async () => (await getChatTicket()).ticket,
    parser: contractSchema('chat', (c) => c.ZSocketOut),
    url: socketUrl,
    held: () => heldSeqs(queryClient),
    post: postChatSend,
    onFrame: frameHandler(queryClient),
    ...overrides,
  });
  socket.start();
  return () => socket.stop();
}

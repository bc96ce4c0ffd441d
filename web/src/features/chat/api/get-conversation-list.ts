import { useQuery } from '@tanstack/react-query';
import { contractSchema, get } from '../../../api/client';
import { conversationsKey } from './keys';

/** How often the open list asks again until a socket tells it what changed. */
export const CONVERSATIONS_POLL_MS = 15_000;

export const getConversationList = (signal?: AbortSignal) =>
  get('/app/chat/comm/getAppConversationList', undefined, {
    schema: contractSchema('chat', (c) => c.ZChatConversation.array()),
    signal,
  });

/**
 * The member's conversations: each room with its last message and unread count. Asked on every
 * visit and every 15 s while shown (TanStack pauses the interval while the page is hidden).
 */
export function useConversations() {
  return useQuery({
    queryKey: conversationsKey,
    queryFn: ({ signal }) => getConversationList(signal),
    refetchOnMount: 'always',
    refetchInterval: CONVERSATIONS_POLL_MS,
  });
}

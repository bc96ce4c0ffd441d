import type { TChatMessage, TChatPage } from '@club/contract/chat';
import { ErrorCode } from '@club/contract/lib/errors';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { contractSchema, get } from '../../../api/client';
import { isApiError } from '../../../api/errors';
import { liveSocket, useSocketOpen } from '../socket';
import { joins, type Timeline, withMessages, withNewest, withOlder } from '../timeline';
import { timelineKey } from './keys';

export const CHAT_PAGE_SIZE = 30;

/** While the socket is down, an open room asks for its newest page this often. */
export const ROOM_POLL_MS = 3_000;

/** A gap wider than this many pages (a room left open in a background tab) restarts the timeline. */
const MAX_GAP_PAGES = 3;

const isNotFound = (error: unknown) => isApiError(error) && error.code === ErrorCode.NOT_FOUND;

export type ChatPageQuery = { roomId: number; beforeSeq?: number; size?: number };

/** The endpoint is spelled so on the server (`Mssage`). */
export const getChatRoomPage = (query: ChatPageQuery, signal?: AbortSignal) =>
  get(
    '/app/chat/comm/getChatRoomMssagePage',
    { roomId: query.roomId, beforeSeq: query.beforeSeq, size: query.size ?? CHAT_PAGE_SIZE },
    { schema: contractSchema('chat', (c) => c.ZChatPage), signal },
  );

/**
 * The newest page merged into what the cache holds. The held timeline is read after the last
 * await, so an older page or a sent message written meanwhile is not overwritten by a stale copy.
 */
async function fetchNewest(queryClient: QueryClient, roomId: number, signal: AbortSignal) {
  const page = await getChatRoomPage({ roomId }, signal);
  const older: TChatPage[] = [];
  const held = queryClient.getQueryData<Timeline>(timelineKey(roomId));
  // More arrived than a page holds: fetch back until the pages join what is held.
  for (let oldest = page; held && older.length < MAX_GAP_PAGES && !joins(held, oldest); oldest = older[0]) {
    const beforeSeq = oldest.list[0]?.seq;
    if (beforeSeq === undefined) break;
    older.unshift(await getChatRoomPage({ roomId, beforeSeq }, signal));
  }
  return withNewest(queryClient.getQueryData<Timeline>(timelineKey(roomId)), page, older);
}

/** Merges messages into a room's timeline in the cache: a send's answer now, the socket's later. */
export function receiveMessages(queryClient: QueryClient, roomId: number, messages: TChatMessage[]): void {
  queryClient.setQueryData<Timeline>(timelineKey(roomId), (held) => held && withMessages(held, messages));
}

/**
 * One room's messages: the newest page on open, then what the socket brings (every 3 s instead while
 * it is down), merged by `seq` into what is held; `loadOlder` prepends the page before the first
 * held message.
 */
export function useRoomTimeline(roomId: number, enabled = true) {
  const queryClient = useQueryClient();
  const live = useSocketOpen();
  const query = useQuery({
    queryKey: timelineKey(roomId),
    queryFn: ({ signal }) => fetchNewest(queryClient, roomId, signal),
    enabled,
    refetchOnMount: 'always',
    // A room that does not exist (or is not the member's) stops asking; a lost connection does not.
    refetchInterval: (q) => (live || isNotFound(q.state.error) ? false : ROOM_POLL_MS),
  });

  // A message that came over the socket while the first page loaded is asked for again.
  const loaded = query.data !== undefined;
  useEffect(() => {
    if (loaded && live) liveSocket()?.resume();
  }, [loaded, live]);

  const [loadingOlder, setLoadingOlder] = useState(false);
  // Scroll events come faster than a render: one older page at a time.
  const inFlight = useRef(false);
  const loadOlder = useCallback(async () => {
    const held = queryClient.getQueryData<Timeline>(timelineKey(roomId));
    const first = held?.messages[0];
    if (!held?.hasMore || !first || inFlight.current) return;
    inFlight.current = true;
    setLoadingOlder(true);
    try {
      const page = await getChatRoomPage({ roomId, beforeSeq: first.seq });
      queryClient.setQueryData<Timeline>(timelineKey(roomId), (now) => now && withOlder(now, page));
    } finally {
      inFlight.current = false;
      setLoadingOlder(false);
    }
  }, [queryClient, roomId]);

  return { ...query, loadOlder, loadingOlder };
}

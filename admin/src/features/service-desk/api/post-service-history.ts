import type { TServiceHistory, TServiceHistoryBody } from '@club/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { contractSchema, post } from '../../../api/client';
import { deskKey } from './post-service-page';

export const historyKey = (roomId: number) => [...deskKey, 'history', roomId] as const;

/** An open conversation is asked again this often for the member's new messages. */
const HISTORY_REFRESH_MS = 3_000;

export const postServiceHistory = (body: TServiceHistoryBody) =>
  post('admin/chat/service/history', body, { schema: contractSchema((c) => c.ZServiceHistory) });

/**
 * A conversation paged upward: the first page is the newest (refetched, so new messages come in),
 * each further page the one before the oldest shown.
 */
export function useServiceHistory(roomId: number) {
  return useInfiniteQuery({
    queryKey: historyKey(roomId),
    queryFn: ({ pageParam }) => postServiceHistory({ roomId, beforeSeq: pageParam }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last: TServiceHistory) => (last.hasMore ? last.list[0]?.seq : undefined),
    refetchInterval: HISTORY_REFRESH_MS,
  });
}

import type { TRankBoard, TRankSpan } from '@club/contract/ranking';
import { useInfiniteQuery } from '@tanstack/react-query';
import { contractSchema, get } from '../../../api/client';
import { nextPageParam, uniqueItems } from '../../../api/paged';
import { rankAwardsKey } from './keys';

/** Each closed period carries up to 10 winners: a few periods a page. */
export const RANK_AWARDS_PAGE_SIZE = 5;

export const getRankAwards = (
  board: TRankBoard,
  span: TRankSpan,
  page: number,
  size: number,
  signal?: AbortSignal,
) =>
  get(
    '/app/ranking/awards',
    { board, span, page, size },
    { schema: contractSchema('ranking', (c) => c.ZRankAwards), signal },
  );

/** The closed periods of a board and span, newest first, page by page. */
export function useRankAwards(board: TRankBoard, span: TRankSpan) {
  const query = useInfiniteQuery({
    queryKey: rankAwardsKey(board, span),
    // A reward waiting for the marketing budget is paid on the server later: fresh on every visit.
    refetchOnMount: 'always',
    queryFn: ({ pageParam, signal }) => getRankAwards(board, span, pageParam, RANK_AWARDS_PAGE_SIZE, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });
  return { ...query, closes: uniqueItems(query.data?.pages) };
}

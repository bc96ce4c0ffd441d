import type { TRankBoard, TRankSpan } from '@club/contract/ranking';
import { useQuery } from '@tanstack/react-query';
import { contractSchema, get } from '../../../api/client';
import { rankBoardKey } from './keys';

export const getRankBoard = (board: TRankBoard, span: TRankSpan, signal?: AbortSignal) =>
  get(
    '/app/ranking/board',
    { board, span },
    { schema: contractSchema('ranking', (c) => c.ZRankBoard), signal },
  );

/**
 * The live board of the current period. The server computes it from the database on each call, so
 * it is asked on every visit: any invitee's activation or investment can move it.
 */
export function useRankBoard(board: TRankBoard, span: TRankSpan) {
  return useQuery({
    queryKey: rankBoardKey(board, span),
    queryFn: ({ signal }) => getRankBoard(board, span, signal),
    refetchOnMount: 'always',
  });
}

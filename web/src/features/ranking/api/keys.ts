import type { TRankBoard, TRankSpan } from '@club/contract/ranking';

/** Every query of the rankings sits under this key. */
export const rankingKey = ['ranking'] as const;

/** The live board of one board and span: the top 10, the member's place, when it closes. */
export const rankBoardKey = (board: TRankBoard, span: TRankSpan) =>
  [...rankingKey, 'board', board, span] as const;

/** The closed periods of one board and span, with their winners. */
export const rankAwardsKey = (board: TRankBoard, span: TRankSpan) =>
  [...rankingKey, 'awards', board, span] as const;

import { RANK_BOARDS, RANK_PLACES, RANK_SPANS, type TRankBoard, type TRankRewards } from '@club/contract';

/** One board and span's rewards, place 1 first: as the list answers it and as the update takes it. */
export type RewardRow = TRankRewards['rewards'][number];

/**
 * The four boards and spans in a fixed order (invitations first, weekly before monthly), so the
 * cards do not move with the answer's order; one the answer lacks has no reward configured.
 */
export function rewardCards(rewards: RewardRow[]): RewardRow[] {
  return RANK_BOARDS.flatMap((board) =>
    RANK_SPANS.map(
      (span) =>
        rewards.find((r) => r.board === board && r.span === span) ?? {
          board,
          span,
          amounts: Array<number>(RANK_PLACES).fill(0),
        },
    ),
  );
}

/** The edit form: one amount per place, place 1 first; 0 is no reward. */
export type RewardValues = { amounts: number[] };

export function toRewardBody(row: Pick<RewardRow, 'board' | 'span'>, v: RewardValues): RewardRow {
  return { board: row.board, span: row.span, amounts: v.amounts };
}

/** A winner's figure: people on the invitations board, an amount in minor units on crowdfunding. */
export function figureText(board: TRankBoard, figure: number, money: (minor: number) => string): string {
  return board === 'crowdfunding' ? money(figure) : String(figure);
}

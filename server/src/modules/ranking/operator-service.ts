import type { TAdminRankClose } from '@club/contract';
import { RANK_BOARDS, RANK_SPANS } from '@club/contract';
import type { Db } from '../../db';
import type { Clock } from '../../kernel/clock';
import { writeAudit } from '../audit/repo';
import { allRewards, type Board, rewardsOf, type Span, setRewards } from './repo';
import { closesWithWinners, closeView, winnerView } from './views';

/** What operators do with the rankings: the rewards of each board's places, and the closed periods. */
export function createRankingOperatorService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  return {
    async rewards() {
      const rows = await allRewards(db);
      return {
        rewards: RANK_BOARDS.flatMap((board) =>
          RANK_SPANS.map((span) => ({
            board,
            span,
            amounts: rows
              .filter((r) => r.board === board && r.span === span)
              .sort((a, b) => a.place - b.place)
              .map((r) => Number(r.amount)),
          })),
        ),
      };
    },

    async updateRewards(adminId: number, body: { board: Board; span: Span; amounts: number[] }) {
      const now = clock.now();
      const before = (await rewardsOf(db, body.board, body.span)).map((r) => Number(r.amount));
      await db.transaction().execute(async (trx) => {
        await setRewards(trx, body.board, body.span, body.amounts);
        await writeAudit(trx, {
          adminId,
          action: 'ranking:reward:update',
          target: `ranking:${body.board}:${body.span}`,
          before,
          after: body.amounts,
          now,
        });
      });
      return null;
    },

    async closePage(body: {
      page: number;
      size: number;
      sortOrder: 'asc' | 'desc';
      board?: Board;
      span?: Span;
    }) {
      const { list, pagination } = await closesWithWinners(db, { ...body, order: body.sortOrder });
      return {
        list: list.map(
          ({ close, winners }): TAdminRankClose => ({
            ...closeView(close),
            total: winners.reduce((sum, w) => sum + Number(w.amount), 0),
            pending: winners
              .filter((w) => w.state === 'pending')
              .reduce((sum, w) => sum + Number(w.amount), 0),
            winners: winners.map((w) => ({ ...winnerView(w), userId: w.user_id })),
          }),
        ),
        pagination,
      };
    },
  };
}

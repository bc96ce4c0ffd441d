import type { TRankBoardView, TRankClose } from '@club/contract';
import { RANK_PLACES } from '@club/contract';
import type { Db } from '../../db';
import { iso, periodOf } from '../../kernel/calendar';
import type { Clock } from '../../kernel/clock';
import { maskPhone } from '../../kernel/phone';
import type { SettingsService } from '../settings/service';
import { type Board, rewardsOf, type Span } from './repo';
import type { Standings } from './standings';
import { closeDelay, closesWithWinners, closeView, winnerView } from './views';

/** What members see of the rankings (PRODUCT.md §8): the live boards and their closed periods. */
export function createRankingMemberService(deps: {
  db: Db;
  clock: Clock;
  settings: SettingsService;
  standings: Standings;
}) {
  const { db, clock, settings, standings } = deps;

  return {
    async board(userId: number, q: { board: Board; span: Span }): Promise<TRankBoardView> {
      const now = clock.now();
      const { timeZone } = await settings.all();
      const period = periodOf(q.span, now, timeZone);
      const [{ top, me }, rewards] = await Promise.all([
        standings.places({ ...q, period, zone: timeZone }, RANK_PLACES, userId),
        rewardsOf(db, q.board, q.span),
      ]);
      return {
        board: q.board,
        span: q.span,
        start: iso(period.start),
        end: iso(period.end),
        closesAt: iso(period.end + closeDelay(q.board)),
        timeZone,
        top: top.map((s, i) => ({
          rank: i + 1,
          phone: maskPhone(s.phone ?? ''),
          nickname: s.nickname,
          avatar: s.avatar,
          figure: s.figure,
          reward: Number(rewards.find((r) => r.place === i + 1)?.amount ?? 0),
        })),
        me,
      };
    },

    async awards(q: { board: Board; span: Span; page: number; size: number }) {
      const { list, pagination } = await closesWithWinners(db, { ...q, order: 'desc' });
      return {
        list: list.map(
          ({ close, winners }): TRankClose => ({ ...closeView(close), winners: winners.map(winnerView) }),
        ),
        pagination,
      };
    },
  };
}

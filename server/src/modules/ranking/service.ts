import type { LedgerType, TAdminRankClose, TRankBoardView, TRankClose } from '@club/contract';
import { RANK_BOARDS, RANK_PLACES, RANK_SPANS } from '@club/contract';
import type { Db } from '../../db';
import { HOUR_MS, iso, nextPeriod, type Period, periodOf } from '../../kernel/calendar';
import type { Clock } from '../../kernel/clock';
import type { Job } from '../../kernel/job';
import { maskPhone } from '../../kernel/phone';
import { writeAudit } from '../audit/repo';
import { grantReward } from '../rewards/grant';
import type { SettingsService } from '../settings/service';
import {
  allRewards,
  awardsOf,
  type Board,
  claimClose,
  closesPage,
  countCloses,
  firstActivity,
  insertAward,
  lastClosedStart,
  placesOf,
  rewardsOf,
  type Span,
  setRewards,
} from './repo';

/** A crowdfunding board waits until no investment of its period can still be revoked. */
const closeDelay = (board: Board) => (board === 'crowdfunding' ? 24 * HOUR_MS : 0);

const REWARD_TYPE: Record<Board, Record<Span, LedgerType>> = {
  invite: { week: 'INVITE_WEEK_RANK_REWARD', month: 'INVITE_MONTH_RANK_REWARD' },
  crowdfunding: { week: 'CROWDFUNDING_WEEK_RANK_REWARD', month: 'CROWDFUNDING_MONTH_RANK_REWARD' },
};

const rewardKey = (board: Board, span: Span, start: number, place: number) =>
  `rank:${board}:${span}:${start}:${place}`;

/**
 * Closes every period of every board that is due and not closed yet, oldest first, so a process
 * that was down catches up: the close is claimed by a unique key (two processes: one closes) and
 * its top 10 get their rewards from the marketing budget (to `income`) in the same transaction,
 * each keyed by board, period and place, so nothing is paid twice.
 */
export async function closeRankings(db: Db, settings: SettingsService, now: number) {
  const { timeZone } = await settings.all();
  const first = await firstActivity(db);
  if (first === undefined) return;
  for (const board of RANK_BOARDS) {
    for (const span of RANK_SPANS) {
      const last = await lastClosedStart(db, board, span);
      let period: Period =
        last === undefined
          ? periodOf(span, first, timeZone)
          : nextPeriod(span, periodOf(span, last, timeZone), timeZone);
      while (period.end + closeDelay(board) <= now) {
        await closePeriod(db, board, span, period, now);
        period = nextPeriod(span, period, timeZone);
      }
    }
  }
}

async function closePeriod(db: Db, board: Board, span: Span, period: Period, now: number) {
  const [top, rewards] = await Promise.all([
    placesOf(db, board, period, RANK_PLACES).then((r) => r.top),
    rewardsOf(db, board, span),
  ]);
  await db.transaction().execute(async (trx) => {
    const closeId = await claimClose(trx, {
      board,
      span,
      period_start: period.start,
      period_end: period.end,
      closed_at: now,
    });
    if (closeId === undefined) return;
    for (const [i, s] of top.entries()) {
      const place = i + 1;
      const amount = Number(rewards.find((r) => r.place === place)?.amount ?? 0);
      await insertAward(trx, { close_id: closeId, place, user_id: s.user_id, figure: s.figure, amount });
      if (amount <= 0) continue;
      await grantReward(trx, {
        userId: s.user_id,
        type: REWARD_TYPE[board][span],
        wallet: 'income',
        amount,
        reference: `rank:${closeId}`,
        key: rewardKey(board, span, period.start, place),
        now,
      });
    }
  });
}

export function rankingJob(db: Db, settings: SettingsService): Job {
  return { name: 'ranking-close', everySeconds: 60, run: (now) => closeRankings(db, settings, now) };
}

type Winner = Awaited<ReturnType<typeof awardsOf>>[number];
const winnerView = (w: Winner) => ({
  rank: w.place,
  phone: maskPhone(w.phone ?? ''),
  nickname: w.nickname,
  avatar: w.avatar,
  figure: Number(w.figure),
  reward: Number(w.amount),
  paid: w.state !== 'pending',
});

/** The live boards, their closed periods, and the operators' rewards (PRODUCT.md §8). */
export function createRankingService(deps: { db: Db; clock: Clock; settings: SettingsService }) {
  const { db, clock, settings } = deps;

  async function closes(f: {
    board?: Board;
    span?: Span;
    page: number;
    size: number;
    order: 'asc' | 'desc';
  }) {
    const [rows, total] = await Promise.all([
      closesPage(db, { ...f, limit: f.size, offset: (f.page - 1) * f.size }),
      countCloses(db, f),
    ]);
    const winners = await awardsOf(
      db,
      rows.map((r) => r.id),
    );
    const list = rows.map((r) => ({
      close: r,
      winners: winners.filter((w) => w.close_id === r.id),
    }));
    return { list, total };
  }

  const closeView = (r: {
    id: number;
    board: Board;
    span: Span;
    period_start: number;
    period_end: number;
    closed_at: number;
  }) => ({
    id: r.id,
    board: r.board,
    span: r.span,
    start: iso(Number(r.period_start)),
    end: iso(Number(r.period_end)),
    closedAt: iso(Number(r.closed_at)),
  });

  return {
    async board(userId: number, q: { board: Board; span: Span }): Promise<TRankBoardView> {
      const now = clock.now();
      const { timeZone } = await settings.all();
      const period = periodOf(q.span, now, timeZone);
      const [{ top, me }, rewards] = await Promise.all([
        placesOf(db, q.board, period, RANK_PLACES, userId),
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
      const { list, total } = await closes({ ...q, order: 'desc' });
      return {
        list: list.map(
          ({ close, winners }): TRankClose => ({ ...closeView(close), winners: winners.map(winnerView) }),
        ),
        pagination: { page: q.page, size: q.size, total },
      };
    },

    // ---- Back office ----

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
      const { list, total } = await closes({ ...body, order: body.sortOrder });
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
        pagination: { page: body.page, size: body.size, total },
      };
    },
  };
}

export type RankingService = ReturnType<typeof createRankingService>;

import type { LedgerType } from '@club/contract';
import { RANK_BOARDS, RANK_PLACES, RANK_SPANS } from '@club/contract';
import type { Db } from '../../db';
import { nextPeriod, type Period, periodOf } from '../../kernel/calendar';
import { type Job, letRequestsIn } from '../../kernel/job';
import { grantReward } from '../rewards/grant';
import type { SettingsService } from '../settings/service';
import {
  type Board,
  claimClose,
  firstActivity,
  insertAward,
  lastClosedStart,
  rewardsOf,
  type Span,
} from './repo';
import type { Standings } from './standings';
import { closeDelay } from './views';

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
 * each keyed by board, period and place, so nothing is paid twice. The boards' running figures are
 * brought to the club's zone first (built at the first run, rebuilt after a change of zone).
 */
export async function closeRankings(db: Db, settings: SettingsService, standings: Standings, now: number) {
  const { timeZone } = await settings.all();
  await standings.build(timeZone);
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
        await closePeriod(db, standings, { board, span, period, zone: timeZone }, now);
        await letRequestsIn();
        period = nextPeriod(span, period, timeZone);
      }
    }
  }
}

async function closePeriod(
  db: Db,
  standings: Standings,
  at: { board: Board; span: Span; period: Period; zone: string },
  now: number,
) {
  const { board, span, period } = at;
  const [top, rewards] = await Promise.all([
    standings.places(at, RANK_PLACES).then((r) => r.top),
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

export function rankingJob(db: Db, settings: SettingsService, standings: Standings): Job {
  return {
    name: 'ranking-close',
    everySeconds: 60,
    run: (now) => closeRankings(db, settings, standings, now),
  };
}

import { INVITE_LEVELS, RANK_SPANS, type TSubordinateList, type TTeamPeriod } from '@club/contract';
import type { Db } from '../../db';
import { pageOf } from '../../db/paged';
import { iso, periodOf } from '../../kernel/calendar';
import type { Clock } from '../../kernel/clock';
import { maskPhone } from '../../kernel/phone';
import { holdersByDepth } from '../member/counts';
import type { SettingsService } from '../settings/service';
import { teamSizes } from '../user/ancestry';
import { invitees, periodFigures, rebatesByLevel } from './repo';

/** A member's invitees (PRODUCT.md §8): how many per level from running totals, the lists from the ancestor table. */
export function createTeamService(deps: { db: Db; clock: Clock; settings: SettingsService }) {
  const { db, clock, settings } = deps;

  /** This week's and this month's figures, in the platform's time zone like the rankings. */
  async function periods(userId: number, now: number): Promise<TTeamPeriod[]> {
    const { timeZone } = await settings.all();
    return Promise.all(
      RANK_SPANS.map(async (span) => {
        const p = periodOf(span, now, timeZone);
        return {
          span,
          start: iso(p.start),
          end: iso(p.end),
          ...(await periodFigures(db, userId, p.start, p.end)),
        };
      }),
    );
  }

  return {
    async subordinates(
      userId: number,
      q: { level: number; page: number; size: number },
    ): Promise<TSubordinateList> {
      const now = clock.now();
      const top = INVITE_LEVELS.length;
      const [sizes, holders, rebates, rows, figures] = await Promise.all([
        teamSizes(db, [userId], top),
        holdersByDepth(db, [userId], now, top),
        rebatesByLevel(db, userId),
        invitees(db, userId, q.level, now, q),
        periods(userId, now),
      ]);
      const rebate = (level: number, state: 'paid' | 'pending') =>
        Number(rebates.find((r) => Number(r.level) === level && r.state === state)?.amount ?? 0);
      const levels = INVITE_LEVELS.map((level) => {
        return {
          level,
          members: Number(sizes.find((x) => Number(x.depth) === level)?.users ?? 0),
          vip: holders.find((x) => x.depth === level)?.members ?? 0,
          rebatesPaid: rebate(level, 'paid'),
          rebatesPending: rebate(level, 'pending'),
        };
      });
      return {
        level: q.level,
        levels,
        ...pageOf(
          rows.map((r) => ({
            phone: maskPhone(r.phone ?? ''),
            nickname: r.nickname,
            avatar: r.avatar,
            joinedAt: iso(r.created_at),
            vip: Boolean(r.vip),
          })),
          q,
          // The level's count above: the page's total without a query of its own.
          levels[q.level - 1]?.members ?? 0,
        ),
        periods: figures,
      };
    },
  };
}

export type TeamService = ReturnType<typeof createTeamService>;

import { INVITE_LEVELS, type TSubordinateList } from '@club/contract';
import type { Db } from '../../db';
import type { Clock } from '../../kernel/clock';
import { maskPhone } from '../../kernel/phone';
import { invitees, levelCounts, rebatesByLevel } from './repo';

/** A member's invitees (PRODUCT.md §8), read from the ancestor table. */
export function createTeamService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  return {
    async subordinates(
      userId: number,
      q: { level: number; page: number; size: number },
    ): Promise<TSubordinateList> {
      const now = clock.now();
      const [counts, rebates, rows] = await Promise.all([
        levelCounts(db, userId, now),
        rebatesByLevel(db, userId),
        invitees(db, userId, q.level, now, q.size, (q.page - 1) * q.size),
      ]);
      const rebate = (level: number, state: 'paid' | 'pending') =>
        Number(rebates.find((r) => Number(r.level) === level && r.state === state)?.amount ?? 0);
      const levels = INVITE_LEVELS.map((level) => {
        const c = counts.find((x) => Number(x.depth) === level);
        return {
          level,
          members: Number(c?.members ?? 0),
          vip: Number(c?.vip ?? 0),
          rebatesPaid: rebate(level, 'paid'),
          rebatesPending: rebate(level, 'pending'),
        };
      });
      return {
        level: q.level,
        levels,
        list: rows.map((r) => ({
          phone: maskPhone(r.phone ?? ''),
          nickname: r.nickname,
          avatar: r.avatar,
          joinedAt: new Date(r.created_at).toISOString(),
          vip: Boolean(r.vip),
        })),
        pagination: { page: q.page, size: q.size, total: levels[q.level - 1]?.members ?? 0 },
      };
    },
  };
}

export type TeamService = ReturnType<typeof createTeamService>;

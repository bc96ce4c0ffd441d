import type { TPendingRewards } from '@club/contract';
import type { Db } from '../../db';
import { iso } from '../../kernel/calendar';
import { pendingOf } from './repo';

/** What a member sees: their rewards that still wait for the marketing budget. */
export function createRewardsMemberService(deps: { db: Db }) {
  const { db } = deps;
  return {
    async pending(userId: number): Promise<TPendingRewards> {
      const rows = await pendingOf(db, userId);
      return {
        total: rows.reduce((sum, r) => sum + r.amount, 0),
        list: rows.map((r) => ({ id: r.id, type: r.type, amount: r.amount, createdAt: iso(r.created_at) })),
      };
    },
  };
}

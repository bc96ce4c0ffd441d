import type { TMarketingBudget } from '@club/contract';
import type { Db } from '../../db';
import { DAY_MS, iso } from '../../kernel/calendar';
import type { Clock } from '../../kernel/clock';
import type { Commit } from '../../kernel/idempotency';
import { platform } from '../../money/accounts';
import { postEntry } from '../../money/ledger';
import { balanceOf } from '../../money/ledger-repo';
import { writeAudit } from '../audit/repo';
import { payPendingRewards } from './grant';
import { paidByTypeAndDay, pendingByType, recentContributions } from './repo';

/** The back office shows what was paid over this many days. */
const PAID_DAYS = 30;

/** What operators do: read the marketing budget, and fund it with contributions that name their source (audited). */
export function createRewardsOperatorService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  return {
    async budget(): Promise<TMarketingBudget> {
      const now = clock.now();
      const from = Math.floor(now / DAY_MS) * DAY_MS - (PAID_DAYS - 1) * DAY_MS;
      const [balance, waiting, paid, contributions] = await Promise.all([
        balanceOf(db, platform('marketing')),
        pendingByType(db),
        paidByTypeAndDay(db, from, DAY_MS),
        recentContributions(db, 20),
      ]);
      const byType = waiting.map((w) => ({ type: w.type, count: Number(w.count), amount: Number(w.amount) }));
      return {
        balance,
        pending: {
          count: byType.reduce((sum, w) => sum + w.count, 0),
          amount: byType.reduce((sum, w) => sum + w.amount, 0),
          byType,
        },
        paid: paid.map((p) => ({
          type: p.type,
          day: iso(from + Number(p.day) * DAY_MS).slice(0, 10),
          count: Number(p.count),
          amount: Number(p.amount),
        })),
        contributions: contributions.map((c) => {
          const after = JSON.parse(c.after ?? '{}') as { entryId: number; amount: number; source: string };
          return {
            entryId: after.entryId,
            amount: after.amount,
            source: after.source,
            operator: c.username ?? `#${c.actor_id}`,
            createdAt: iso(c.created_at),
          };
        }),
      };
    },

    /**
     * An operator puts money into the budget (SYSTEM: cash received, marketing credited), audited
     * with its source; then what waits is paid, oldest first, as far as the budget now reaches.
     */
    async contribute(
      adminId: number,
      body: { amount: number; source: string; memo?: string },
      commit: Commit,
    ) {
      const now = clock.now();
      const answer = await commit.run(async (trx) => {
        const entryId = await postEntry(trx, {
          type: 'SYSTEM',
          actor: `admin:${adminId}`,
          now,
          reference: 'marketing:contribution',
          memo: body.source,
          requestKey: commit.requestKey,
          postings: [
            { account: platform('marketing'), amount: body.amount },
            { account: platform('cash'), amount: -body.amount },
          ],
        });
        await writeAudit(trx, {
          adminId,
          action: 'finance:marketing:contribute',
          target: 'marketing',
          after: { entryId, amount: body.amount, source: body.source, memo: body.memo ?? null },
          now,
        });
        return { entryId };
      });
      await payPendingRewards(db, now);
      return answer;
    },
  };
}

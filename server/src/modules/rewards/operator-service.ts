import type { TApprovalRequested, TMarketingBudget } from '@club/contract';
import type { Db } from '../../db';
import { DAY_MS, iso } from '../../kernel/calendar';
import type { Clock } from '../../kernel/clock';
import type { Commit } from '../../kernel/idempotency';
import { platform } from '../../money/accounts';
import { postEntry } from '../../money/ledger';
import { balanceOf } from '../../money/ledger-repo';
import type { ApprovalService } from '../approval/service';
import { writeAudit } from '../audit/repo';
import { payPendingRewards } from './grant';
import { paidByTypeAndDay, pendingByType, recentContributions } from './repo';

/** The back office shows what was paid over this many days. */
const PAID_DAYS = 30;

/**
 * What operators do: read the marketing budget, and fund it with contributions that name their
 * source, each asked for by one operator and approved by another (four eyes), audited.
 */
export function createRewardsOperatorService(deps: { db: Db; clock: Clock; approvals: ApprovalService }) {
  const { db, clock, approvals } = deps;

  // The second operator's approval puts the money into the budget (SYSTEM: cash received, marketing
  // credited), keyed by the request so it posts once; then what waits is paid, oldest first, as far
  // as the budget now reaches (after the commit: a crash in between leaves that to the job).
  approvals.register('marketing-contribute', {
    async apply(trx, details, keys, now) {
      const entryId = await postEntry(trx, {
        type: 'SYSTEM',
        actor: `admin:${keys.approvedBy.id}`,
        now,
        reference: 'marketing:contribution',
        memo: details.source,
        requestKey: `approval:${keys.requestId}`,
        postings: [
          { account: platform('marketing'), amount: details.amount },
          { account: platform('cash'), amount: -details.amount },
        ],
      });
      await writeAudit(trx, {
        adminId: keys.approvedBy.id,
        action: 'finance:marketing:contribute',
        target: 'marketing',
        after: {
          entryId,
          amount: details.amount,
          source: details.source,
          memo: details.memo,
          requestId: keys.requestId,
          proposedBy: keys.proposedBy.username,
          approvedBy: keys.approvedBy.username,
        },
        now,
      });
    },
    afterCommit: (now) => payPendingRewards(db, now),
  });

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
          const after = JSON.parse(c.after ?? '{}') as {
            entryId: number;
            amount: number;
            source: string;
            proposedBy?: string;
          };
          return {
            entryId: after.entryId,
            amount: after.amount,
            source: after.source,
            // The operator who put the money in (the line's actor is the one who approved it).
            operator: after.proposedBy ?? c.username ?? `#${c.actor_id}`,
            createdAt: iso(c.created_at),
          };
        }),
      };
    },

    /** Asks for a contribution to the budget: a request another operator must approve; nothing moves until then. */
    contribute(
      adminId: number,
      body: { amount: number; source: string; memo?: string },
      commit: Commit,
    ): Promise<TApprovalRequested> {
      const now = clock.now();
      return commit.run((trx) =>
        approvals.propose(trx, {
          kind: 'marketing-contribute',
          adminId,
          amount: body.amount,
          details: { amount: body.amount, source: body.source, memo: body.memo ?? null },
          now,
        }),
      );
    },
  };
}

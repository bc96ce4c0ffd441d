import type { Trx } from '../../db';
import type { Subscriber } from '../../kernel/events';
import type { InvestEvents } from '../invest/events';
import type { TeamEvents } from '../team/events';
import { addCounts, addSpans } from './counts-repo';

/**
 * Keeps the team reports' running totals (counts-repo.ts) in the transactions of the events that
 * change them: team groups completed, investments made and revoked, returns paid. (Members holding
 * a membership are counted by the member module, member/counts.ts.)
 */
export function subscribeReport(events: Subscriber<Trx, InvestEvents & TeamEvents>) {
  events.on('team.completed', (trx, e) => addCounts(trx, [{ userId: e.leaderId, teams: 1 }]));
  events.on('investment.made', async (trx, e) => {
    await addCounts(trx, [{ userId: e.userId, principal: e.principal }]);
    await addSpans(trx, [{ userId: e.userId, at: e.now, principal: e.principal }]);
  });
  // As if never made: off the total, and off the quarter hour it was made in.
  events.on('investment.revoked', async (trx, e) => {
    await addCounts(trx, [{ userId: e.userId, principal: -e.principal }]);
    await addSpans(trx, [{ userId: e.userId, at: e.investedAt, principal: -e.principal }]);
  });
  events.on('returns.paid', async (trx, e) => {
    const returns = e.payouts.filter((p) => p.type !== 'CAPITAL');
    await addCounts(
      trx,
      returns.map((p) => ({ userId: p.userId, income: p.amount })),
    );
    await addSpans(
      trx,
      returns.map((p) => ({ userId: p.userId, at: p.paidAt, income: p.amount })),
    );
  });
}

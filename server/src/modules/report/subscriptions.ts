import type { Trx } from '../../db';
import type { Subscriber } from '../../kernel/events';
import type { InvestEvents } from '../invest/events';
import type { MemberEvents } from '../member/events';
import type { TeamEvents } from '../team/events';
import { addCounts, addSpans, holdsMembership, setCountedMember } from './counts-repo';

/**
 * Keeps the team reports' running totals (counts-repo.ts) in the transactions of the events that
 * change them: memberships begun and ended, team groups completed, investments made and revoked,
 * returns paid.
 */
export function subscribeReport(events: Subscriber<Trx, MemberEvents & InvestEvents & TeamEvents>) {
  // Whether the member holds a membership after the event; counted once, whatever the event was.
  const membership = async (trx: Trx, e: { userId: number }) => {
    const holds = await holdsMembership(trx, e.userId);
    if (await setCountedMember(trx, e.userId, holds)) {
      await addCounts(trx, [{ userId: e.userId, members: holds ? 1 : -1 }]);
    }
  };
  events.on('membership.activated', membership);
  events.on('membership.ended', membership);
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

import type { Trx } from '../../db';
import type { Subscriber } from '../../kernel/events';
import type { InvestEvents } from '../invest/events';
import type { MemberEvents } from '../member/events';
import type { Standings } from './standings';

/** The boards' running figures move in the transactions that make an activation or an investment. */
export function subscribeRanking(events: Subscriber<Trx, MemberEvents & InvestEvents>, standings: Standings) {
  events.on('membership.activated', (trx, e) => standings.activated(trx, e));
  events.on('investment.made', (trx, e) => standings.invested(trx, e));
  events.on('investment.revoked', (trx, e) => standings.revoked(trx, e));
}

import type { Trx } from '../../db';
import type { Publisher, Subscriber } from '../../kernel/events';
import type { MemberEvents } from '../member/events';
import { countTeamMember } from './activity-settlement';
import type { TeamEvents } from './events';

/** A member's first activation counts toward the team group they joined while it forms. */
export function subscribeTeam(events: Subscriber<Trx, MemberEvents> & Publisher<Trx, TeamEvents>) {
  events.on('membership.activated', async (trx, e) => {
    if (!e.renewal) await countTeamMember(trx, events, e.userId, e.now, e.now);
  });
}

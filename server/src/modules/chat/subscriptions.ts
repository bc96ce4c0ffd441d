import type { Trx } from '../../db';
import type { Subscriber } from '../../kernel/events';
import type { MemberAdminEvents } from '../member-admin/events';
import type { ChatBus } from './bus';

/**
 * What chat does when something happens elsewhere: a member banned from the club has their open
 * sockets closed at once in every process (a kick on the bus), not at the next heartbeat.
 *
 * The listener runs inside the ban's transaction, and the kernel has no after-commit hook: the kick
 * goes out before the commit. The ban publishes it as its last step, so only a failed commit could
 * undo the ban after the sockets closed, and then the member's sessions are still valid and their
 * app opens a new socket on its next start; a ban that commits never leaves a socket open.
 */
export function subscribeChat(events: Subscriber<Trx, MemberAdminEvents>, bus: ChatBus) {
  events.on('member.banned', async (_trx, e) => bus.publish({ type: 'kick', userId: e.userId }));
}

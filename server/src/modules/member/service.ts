import type { Db, Trx } from '../../db';
import type { Clock } from '../../kernel/clock';
import type { Publisher } from '../../kernel/events';
import type { UserService } from '../user/service';
import type { MemberEvents } from './events';
import { createMembershipMemberService } from './member-service';
import { createMembershipOperatorService } from './operator-service';

/**
 * Memberships (PRODUCT.md §6), one file per actor: members and the modules above
 * (`member-service.ts`), operators editing the levels (`operator-service.ts`); the status rules and
 * the deposit's return are `membership.ts`, SVIP `svip.ts`, the expiry job `jobs.ts`.
 */
export function createMemberService(deps: {
  db: Db;
  clock: Clock;
  users: UserService;
  events: Publisher<Trx, MemberEvents>;
}) {
  return {
    ...createMembershipMemberService(deps),
    ...createMembershipOperatorService(deps),
  };
}

export type MemberService = ReturnType<typeof createMemberService>;

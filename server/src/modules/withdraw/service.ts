import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db';
import type { Clock } from '../../kernel/clock';
import type { MemberService } from '../member/service';
import type { SettingsService } from '../settings/service';
import type { UserService } from '../user/service';
import { createWithdrawMemberService } from './member-service';
import { createWithdrawOperatorService } from './operator-service';
import { createPayoutCallbacks } from './payout-callback';

/**
 * Withdrawals (PRODUCT.md §4), one file per actor: the member (`member-service.ts`), operators
 * (`operator-service.ts`) and the payout provider (`payout-callback.ts`); views and the decision
 * that pays out or returns a hold are shared (`views.ts`, `decision.ts`).
 */
export function createWithdrawService(deps: {
  db: Db;
  clock: Clock;
  settings: SettingsService;
  users: UserService;
  /** The member's SVIP withdrawal fee discount, in percent. */
  members: Pick<MemberService, 'withdrawFeeDiscount'>;
  log: FastifyBaseLogger;
}) {
  return {
    ...createWithdrawMemberService(deps),
    ...createWithdrawOperatorService(deps),
    ...createPayoutCallbacks(deps),
  };
}

export type WithdrawService = ReturnType<typeof createWithdrawService>;

import type { Db } from '../../db';
import type { Clock } from '../../kernel/clock';
import type { ApprovalService } from '../approval/service';
import type { SettingsService } from '../settings/service';
import { createFundsMemberService } from './member-service';
import { createFundsOperatorService } from './operator-service';

/**
 * Members' funds, one file per actor: what a member reads of their wallets and ledger
 * (`member-service.ts`, whose `details` operators read a member's ledger with too) and what
 * operators do (`operator-service.ts`).
 */
export function createFundsService(deps: {
  db: Db;
  clock: Clock;
  settings: SettingsService;
  approvals: ApprovalService;
}) {
  return { ...createFundsMemberService(deps), ...createFundsOperatorService(deps) };
}

export type FundsService = ReturnType<typeof createFundsService>;

import type { Db } from '../../db';
import type { Clock } from '../../kernel/clock';
import type { ApprovalService } from '../approval/service';
import { createRewardsMemberService } from './member-service';
import { createRewardsOperatorService } from './operator-service';

/**
 * The marketing budget (PRODUCT.md §9): operators fund it with contributions that name their
 * source (audited, and approved by a second operator); rewards are paid from it (`grant.ts`), and what waits is paid oldest first as
 * soon as a contribution covers it (and by the job, after a crash or a restart). One file per
 * actor: the member's waiting rewards (`member-service.ts`), the operators' budget (`operator-service.ts`).
 */
export function createRewardsService(deps: { db: Db; clock: Clock; approvals: ApprovalService }) {
  return { ...createRewardsMemberService(deps), ...createRewardsOperatorService(deps) };
}

export type RewardsService = ReturnType<typeof createRewardsService>;

import type { Db } from '../../db';
import type { Clock } from '../../kernel/clock';
import type { MemberService } from '../member/service';
import type { SettingsService } from '../settings/service';
import { createLotteryMemberService } from './member-service';
import { createLotteryOperatorService } from './operator-service';

/**
 * The lottery (PRODUCT.md §9), one file per actor: members draw, list their draws and coupons and
 * redeem codes (`member-service.ts`); operators keep the prize table, coupons, codes and the draw
 * record (`operator-service.ts`). Draws granted for what members do elsewhere are in
 * `subscriptions.ts`.
 */
export function createLotteryService(deps: {
  db: Db;
  clock: Clock;
  settings: SettingsService;
  members: Pick<MemberService, 'isActive' | 'svipLevels'>;
}) {
  return {
    ...createLotteryMemberService(deps),
    ...createLotteryOperatorService(deps),
  };
}

export type LotteryService = ReturnType<typeof createLotteryService>;

import type { Db } from '../../db';
import type { Clock } from '../../kernel/clock';
import type { SettingsService } from '../settings/service';
import { createRankingMemberService } from './member-service';
import { createRankingOperatorService } from './operator-service';

/**
 * Rankings (PRODUCT.md §8), one file per actor: members' live boards and closed periods
 * (`member-service.ts`), operators' rewards and closes (`operator-service.ts`); the closing job is
 * `job.ts`.
 */
export function createRankingService(deps: { db: Db; clock: Clock; settings: SettingsService }) {
  return {
    ...createRankingMemberService(deps),
    ...createRankingOperatorService(deps),
  };
}

export type RankingService = ReturnType<typeof createRankingService>;

import type { Db } from '../../db';
import type { Clock } from '../../kernel/clock';
import type { SettingsService } from '../settings/service';
import { createRankingMemberService } from './member-service';
import { createRankingOperatorService } from './operator-service';
import type { Standings } from './standings';

/**
 * Rankings (PRODUCT.md §8), one file per actor: members' live boards and closed periods
 * (`member-service.ts`), operators' rewards and closes (`operator-service.ts`); the closing job is
 * `job.ts`, and the running figures the boards read are `standings.ts`.
 */
export function createRankingService(deps: {
  db: Db;
  clock: Clock;
  settings: SettingsService;
  standings: Standings;
}) {
  return {
    ...createRankingMemberService(deps),
    ...createRankingOperatorService(deps),
  };
}

export type RankingService = ReturnType<typeof createRankingService>;

import type { Db } from '../../db';
import type { Clock } from '../../kernel/clock';
import type { SettingsService } from '../settings/service';
import { createReportMemberService } from './member-service';
import { createReportOperatorService } from './operator-service';

/**
 * Team reports (PRODUCT.md §11), one file per actor: directors and assistants read their teams
 * (`member-service.ts`), operators give and take the roles (`operator-service.ts`); the day-close
 * job is `job.ts`.
 */
export function createReportService(deps: { db: Db; clock: Clock; settings: SettingsService }) {
  return {
    ...createReportMemberService(deps),
    ...createReportOperatorService(deps),
  };
}

export type ReportService = ReturnType<typeof createReportService>;

import type { Db, DialectName } from '../../db';
import type { Clock } from '../../kernel/clock';
import type { MemberService } from '../member/service';
import type { SettingsService } from '../settings/service';
import type { UploadService } from '../upload/service';
import { createTaskMemberService } from './member-service';
import { createTaskOperatorService } from './operator-service';

/**
 * Trailer tasks (PRODUCT.md §9), one file per actor: members watch and are rewarded
 * (`member-service.ts`), operators keep the list (`operator-service.ts`).
 */
export function createTaskService(deps: {
  db: Db;
  dialect: DialectName;
  clock: Clock;
  settings: SettingsService;
  members: Pick<MemberService, 'isActive' | 'svipPrivilege'>;
  uploads: UploadService;
}) {
  return {
    ...createTaskMemberService(deps),
    ...createTaskOperatorService(deps),
  };
}

export type TaskService = ReturnType<typeof createTaskService>;

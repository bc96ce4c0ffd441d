import type { Db } from '../../db';
import type { Clock } from '../../kernel/clock';
import type { SettingsService } from '../settings/service';
import { createMessageMemberService } from './member-service';
import { createMessageOperatorService } from './operator-service';
import type { ProjectTitles } from './render';

/**
 * Members' messages and operators' announcements, one file per actor: members (`member-service.ts`)
 * and operators (`operator-service.ts`).
 */
export function createMessageService(deps: {
  db: Db;
  clock: Clock;
  settings: SettingsService;
  projectTitles: ProjectTitles;
}) {
  return {
    ...createMessageMemberService(deps),
    ...createMessageOperatorService(deps),
  };
}

export type MessageService = ReturnType<typeof createMessageService>;

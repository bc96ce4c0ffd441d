import type { Db } from '../../db';
import type { Clock } from '../../kernel/clock';
import type { UploadService } from '../upload/service';
import { createContentMemberService } from './member-service';
import { createContentOperatorService } from './operator-service';

/**
 * Site content (news, guides, announcements, partners, banners and the single texts), one file per
 * actor: members and visitors (`member-service.ts`) and operators (`operator-service.ts`).
 */
export function createContentService(deps: { db: Db; clock: Clock; uploads: UploadService }) {
  return {
    ...createContentMemberService(deps),
    ...createContentOperatorService(deps),
  };
}

export type ContentService = ReturnType<typeof createContentService>;

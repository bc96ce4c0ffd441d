import type { Db } from '../../db';
import type { Clock } from '../../kernel/clock';
import type { UploadService } from '../upload/service';
import { createProjectMemberService } from './member-service';
import { createProjectOperatorService } from './operator-service';

/**
 * Film projects (PRODUCT.md §7), one file per actor: what members and visitors see
 * (`member-service.ts`) and what operators do (`operator-service.ts`), which shows projects through
 * the members' views.
 */
export function createProjectService(deps: { db: Db; clock: Clock; uploads: UploadService }) {
  const memberViews = createProjectMemberService(deps);
  return { ...memberViews, ...createProjectOperatorService({ ...deps, memberViews }) };
}

export type ProjectService = ReturnType<typeof createProjectService>;

import type { Db } from '../../db';
import type { Clock } from '../../kernel/clock';
import type { UploadService } from '../upload/service';
import { createProjectCatalogue } from './catalogue';
import { createProjectAdmin } from './operator-service';

/**
 * Film projects (PRODUCT.md §7), one file per actor: what members and visitors see
 * (`catalogue.ts`) and what operators do (`operator-service.ts`), which shows projects through the
 * catalogue's views.
 */
export function createProjectService(deps: { db: Db; clock: Clock; uploads: UploadService }) {
  const catalogue = createProjectCatalogue(deps);
  return { ...catalogue, ...createProjectAdmin({ ...deps, catalogue }) };
}

export type ProjectService = ReturnType<typeof createProjectService>;

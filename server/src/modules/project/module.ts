import type { Db } from '../../db';
import type { Clock } from '../../kernel/clock';
import type { Idempotency } from '../../kernel/idempotency';
import { defineModule } from '../../kernel/module';
import type { SettingsService } from '../settings/service';
import type { UploadService } from '../upload/service';
import { projectOperatorRoutes } from './operator-routes';
import { projectRoutes } from './routes';
import { createProjectService } from './service';

export const projectModule = defineModule<{
  db: Db;
  clock: Clock;
  once: Idempotency;
  settings: SettingsService;
  uploads: UploadService;
  /** The invest module's settlement, run when an operator records revenue (given by a module above). */
  settlement: { settle(now: number): Promise<void> };
}>()({
  name: 'project',
  create: ({ db, clock, uploads }) => ({ projects: createProjectService({ db, clock, uploads }) }),
  routes(app, { projects, uploads, settings, settlement, clock, once }) {
    projectRoutes(app, { projects });
    projectOperatorRoutes(app, {
      projects,
      uploads,
      settings,
      settle: () => settlement.settle(clock.now()),
      once,
    });
  },
});

import type { Db } from '../../db';
import type { Clock } from '../../kernel/clock';
import { defineModule } from '../../kernel/module';
import type { SettingsService } from '../settings/service';
import { dashboardRoutes } from './routes';
import { createDashboardService } from './service';

export const dashboardModule = defineModule<{ db: Db; clock: Clock; settings: SettingsService }>()({
  name: 'dashboard',
  create: ({ db, clock, settings }) => ({ dashboard: createDashboardService({ db, clock, settings }) }),
  routes: (app, { dashboard }) => dashboardRoutes(app, { dashboard }),
});

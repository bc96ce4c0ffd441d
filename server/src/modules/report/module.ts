import type { Db } from '../../db';
import type { Clock } from '../../kernel/clock';
import { defineModule } from '../../kernel/module';
import type { SettingsService } from '../settings/service';
import { reportDayJob } from './job';
import { reportOperatorRoutes } from './operator-routes';
import { reportRoutes } from './routes';
import { createReportService } from './service';

export const reportModule = defineModule<{ db: Db; clock: Clock; settings: SettingsService }>()({
  name: 'report',
  create: ({ db, clock, settings }) => ({ report: createReportService({ db, clock, settings }) }),
  routes: (app, { report }) => {
    reportRoutes(app, { report });
    reportOperatorRoutes(app, { report });
  },
  jobs: ({ db, settings }) => [reportDayJob(db, settings)],
});

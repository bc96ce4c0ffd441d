import type { Db, Trx } from '../../db';
import type { Clock } from '../../kernel/clock';
import type { Subscriber } from '../../kernel/events';
import { defineModule } from '../../kernel/module';
import type { InvestEvents } from '../invest/events';
import type { SettingsService } from '../settings/service';
import type { TeamEvents } from '../team/events';
import { reportDayJob } from './job';
import { reportOperatorRoutes } from './operator-routes';
import { reportRoutes } from './routes';
import { createReportService } from './service';
import { subscribeReport } from './subscriptions';

export const reportModule = defineModule<{
  db: Db;
  clock: Clock;
  settings: SettingsService;
  events: Subscriber<Trx, InvestEvents & TeamEvents>;
}>()({
  name: 'report',
  create: ({ db, clock, settings }) => ({ report: createReportService({ db, clock, settings }) }),
  subscribe: ({ events }) => subscribeReport(events),
  routes: (app, { report }) => {
    reportRoutes(app, { report });
    reportOperatorRoutes(app, { report });
  },
  jobs: ({ db, settings }) => [reportDayJob(db, settings)],
});

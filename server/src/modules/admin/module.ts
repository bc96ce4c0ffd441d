import type { Db, DialectName } from '../../db';
import type { Scheduler } from '../../jobs/scheduler';
import type { Clock } from '../../kernel/clock';
import type { RouteEntry, RouteLimit } from '../../kernel/http';
import { defineModule } from '../../kernel/module';
import type { LoginGuard } from '../auth/login-guard';
import type { SessionService } from '../session/service';
import { operatorAccountsRoutes } from './accounts-routes';
import { createOperatorAccountsService } from './accounts-service';
import { adminRoutes } from './routes';
import { operatorSelfRoutes } from './self-routes';
import { createAdminService } from './service';

export const adminModule = defineModule<{
  db: Db;
  dialect: DialectName;
  clock: Clock;
  testSeams: boolean;
  limit: RouteLimit;
  scheduler: Scheduler;
  routeTable: readonly RouteEntry[];
  sessions: SessionService;
  loginGuard: LoginGuard;
}>()({
  name: 'admin',
  create: ({ db, sessions, loginGuard }) => ({ admins: createAdminService({ db, sessions, loginGuard }) }),
  routes(app, { db, dialect, clock, testSeams, limit, scheduler, routeTable, sessions, admins }) {
    adminRoutes(app, { admins, clock, scheduler, testSeams, limit });
    operatorSelfRoutes(app, { db, sessions });
    operatorAccountsRoutes(app, {
      operators: createOperatorAccountsService({ db, dialect, clock, routes: routeTable }),
    });
  },
});

import type { Config } from '../../config';
import type { Db, DialectName } from '../../db';
import type { Scheduler } from '../../jobs/scheduler';
import type { Clock } from '../../kernel/clock';
import type { RouteEntry, RouteLimit } from '../../kernel/http';
import type { Idempotency } from '../../kernel/idempotency';
import { defineModule } from '../../kernel/module';
import type { ApprovalService } from '../approval/service';
import type { LoginGuard } from '../auth/login-guard';
import type { SessionService } from '../session/service';
import { operatorAccountsRoutes } from './accounts-routes';
import { createOperatorAccountsService } from './accounts-service';
import { adminRoutes } from './routes';
import { secondFactorRoutes } from './second-factor-routes';
import { createSecondFactorService } from './second-factor-service';
import { operatorSelfRoutes } from './self-routes';
import { createAdminService } from './service';

export const adminModule = defineModule<{
  db: Db;
  dialect: DialectName;
  clock: Clock;
  config: Config;
  secret: string;
  testSeams: boolean;
  limit: RouteLimit;
  scheduler: Scheduler;
  routeTable: readonly RouteEntry[];
  sessions: SessionService;
  loginGuard: LoginGuard;
  approvals: ApprovalService;
  once: Idempotency;
}>()({
  name: 'admin',
  create: ({ db, clock, config, secret, sessions, loginGuard, approvals }) => {
    const operatorFactors = createSecondFactorService({
      db,
      clock,
      secret,
      mode: config.operatorMfa,
      approvals,
    });
    return {
      operatorFactors,
      admins: createAdminService({ db, sessions, loginGuard, factors: operatorFactors }),
    };
  },
  routes(app, context) {
    const { db, dialect, clock, testSeams, limit, scheduler, routeTable, sessions, admins, approvals, once } =
      context;
    adminRoutes(app, { admins, clock, scheduler, testSeams, limit });
    operatorSelfRoutes(app, { db, sessions, factors: context.operatorFactors });
    secondFactorRoutes(app, { factors: context.operatorFactors, limit, approvals, once });
    operatorAccountsRoutes(app, {
      operators: createOperatorAccountsService({ db, dialect, clock, routes: routeTable, approvals }),
      approvals,
      once,
    });
  },
});

import type { Db } from '../../db';
import type { Clock } from '../../kernel/clock';
import type { Idempotency } from '../../kernel/idempotency';
import { defineModule } from '../../kernel/module';
import type { ApprovalService } from '../approval/service';
import type { SettingsService } from '../settings/service';
import { fundsOperatorRoutes } from './operator-routes';
import { fundsRoutes } from './routes';
import { createFundsService } from './service';

export const fundsModule = defineModule<{
  db: Db;
  clock: Clock;
  once: Idempotency;
  settings: SettingsService;
  approvals: ApprovalService;
}>()({
  name: 'funds',
  create: ({ db, clock, settings, approvals }) => ({
    funds: createFundsService({ db, clock, settings, approvals }),
  }),
  routes(app, { funds, once, db, approvals }) {
    fundsRoutes(app, { funds });
    fundsOperatorRoutes(app, { funds, once, db, approvals });
  },
});

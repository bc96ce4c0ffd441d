import type { Db } from '../../db';
import type { Clock } from '../../kernel/clock';
import type { Idempotency } from '../../kernel/idempotency';
import { defineModule } from '../../kernel/module';
import type { ApprovalService } from '../approval/service';
import { settingsOperatorRoutes } from './operator-routes';
import { createSettingsOperatorService } from './operator-service';
import { createSettingsService } from './service';

export const settingsModule = defineModule<{
  db: Db;
  clock: Clock;
  approvals: ApprovalService;
  once: Idempotency;
}>()({
  name: 'settings',
  create: ({ db, clock, approvals }) => ({
    settings: createSettingsService(db),
    settingsOperator: createSettingsOperatorService({ db, clock, approvals }),
  }),
  routes: (app, { settingsOperator, approvals, once }) =>
    settingsOperatorRoutes(app, { settings: settingsOperator, approvals, once }),
});

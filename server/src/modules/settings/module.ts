import type { Db, DialectName } from '../../db';
import type { Clock } from '../../kernel/clock';
import type { Idempotency } from '../../kernel/idempotency';
import { defineModule } from '../../kernel/module';
import type { ApprovalService } from '../approval/service';
import { settingsOperatorRoutes } from './operator-routes';
import { createSettingsOperatorService } from './operator-service';
import { createSettingsService } from './service';

export const settingsModule = defineModule<{
  db: Db;
  dialect: DialectName;
  clock: Clock;
  approvals: ApprovalService;
  once: Idempotency;
}>()({
  name: 'settings',
  create: ({ db, dialect, clock, approvals }) => ({
    settings: createSettingsService(db, dialect),
    settingsOperator: createSettingsOperatorService({ db, dialect, clock, approvals }),
  }),
  routes: (app, { settingsOperator, approvals, once }) =>
    settingsOperatorRoutes(app, { settings: settingsOperator, approvals, once }),
});

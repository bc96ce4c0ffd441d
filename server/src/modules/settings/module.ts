import type { Db } from '../../db';
import type { Clock } from '../../kernel/clock';
import { defineModule } from '../../kernel/module';
import { settingsOperatorRoutes } from './operator-routes';
import { createSettingsOperatorService } from './operator-service';
import { createSettingsService } from './service';

export const settingsModule = defineModule<{ db: Db; clock: Clock }>()({
  name: 'settings',
  create: ({ db }) => ({ settings: createSettingsService(db) }),
  routes: (app, { db, clock }) =>
    settingsOperatorRoutes(app, { settings: createSettingsOperatorService({ db, clock }) }),
});

import type { Db } from '../../db';
import type { Clock } from '../../kernel/clock';
import { defineModule } from '../../kernel/module';
import { settingsRoutes } from './routes';
import { createSettingsAdminService, createSettingsService } from './service';

export const settingsModule = defineModule<{ db: Db; clock: Clock }>()({
  name: 'settings',
  create: ({ db }) => ({ settings: createSettingsService(db) }),
  routes: (app, { db, clock }) =>
    settingsRoutes(app, { settingsAdmin: createSettingsAdminService({ db, clock }) }),
});

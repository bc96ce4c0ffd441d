import path from 'node:path';
import type { Config } from '../../config';
import type { Db } from '../../db';
import type { Clock } from '../../kernel/clock';
import { subKey } from '../../kernel/keys';
import { defineModule } from '../../kernel/module';
import type { SettingsService } from '../settings/service';
import { uploadRoutes } from './routes';
import { createUploadService } from './service';

export const uploadModule = defineModule<{
  db: Db;
  clock: Clock;
  config: Config;
  secret: string;
  settings: SettingsService;
}>()({
  name: 'upload',
  create: ({ db, clock, config, secret, settings }) => ({
    uploads: createUploadService({
      db,
      clock,
      settings,
      dir: path.join(config.dataDir, 'uploads'),
      key: subKey(secret, 'uploads'),
    }),
  }),
  routes: (app, { uploads }) => uploadRoutes(app, { uploads }),
});

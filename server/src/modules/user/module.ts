import type { Db } from '../../db';
import type { Clock } from '../../kernel/clock';
import type { RouteLimit } from '../../kernel/http';
import { subKey } from '../../kernel/keys';
import { defineModule } from '../../kernel/module';
import type { SessionService } from '../session/service';
import type { SettingsService } from '../settings/service';
import type { UploadService } from '../upload/service';
import { userRoutes } from './routes';
import { createUserService } from './service';

export const userModule = defineModule<{
  db: Db;
  clock: Clock;
  secret: string;
  memberLimit: RouteLimit;
  settings: SettingsService;
  sessions: SessionService;
  uploads: UploadService;
}>()({
  name: 'user',
  create: ({ db, clock, secret, settings, sessions, uploads }) => ({
    users: createUserService({
      db,
      clock,
      settings,
      sessions,
      uploads,
      pepper: subKey(secret, 'pay-pepper').toString('base64'),
    }),
  }),
  routes: (app, { users, memberLimit }) => userRoutes(app, { users, memberLimit }),
});

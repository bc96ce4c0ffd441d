import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db';
import type { Clock } from '../../kernel/clock';
import type { RouteLimit } from '../../kernel/http';
import { subKey } from '../../kernel/keys';
import { defineModule } from '../../kernel/module';
import type { SessionService } from '../session/service';
import type { SettingsService } from '../settings/service';
import type { SmsService } from '../sms/service';
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
  sms: SmsService;
  log: FastifyBaseLogger;
}>()({
  name: 'user',
  create: ({ db, clock, secret, settings, sessions, uploads, sms, log }) => ({
    users: createUserService({
      db,
      clock,
      settings,
      sessions,
      uploads,
      sms,
      log,
      pepper: subKey(secret, 'pay-pepper').toString('base64'),
    }),
  }),
  routes: (app, { users, memberLimit }) => userRoutes(app, { users, memberLimit }),
});

import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db';
import type { Clock } from '../../kernel/clock';
import type { RouteLimit } from '../../kernel/http';
import type { Idempotency } from '../../kernel/idempotency';
import { defineModule } from '../../kernel/module';
import type { MemberService } from '../member/service';
import type { SettingsService } from '../settings/service';
import type { UserService } from '../user/service';
import { withdrawOperatorRoutes } from './operator-routes';
import { withdrawRoutes } from './routes';
import { createWithdrawService } from './service';

export const withdrawModule = defineModule<{
  db: Db;
  clock: Clock;
  config: Config;
  log: FastifyBaseLogger;
  once: Idempotency;
  memberLimit: RouteLimit;
  settings: SettingsService;
  users: UserService;
  members: MemberService;
}>()({
  name: 'withdraw',
  create: ({ db, clock, settings, users, members, log }) => ({
    withdraw: createWithdrawService({ db, clock, settings, users, members, log }),
  }),
  routes(app, { withdraw, once, memberLimit, config }) {
    withdrawRoutes(app, { withdraw, once, memberLimit, paySecrets: config.paySecrets });
    withdrawOperatorRoutes(app, { withdraw, once });
  },
});

import type { FastifyBaseLogger } from 'fastify';
import type { Db, DialectName, Trx } from '../../db';
import type { Clock } from '../../kernel/clock';
import type { Publisher } from '../../kernel/events';
import type { RouteLimit } from '../../kernel/http';
import type { Idempotency } from '../../kernel/idempotency';
import { defineModule } from '../../kernel/module';
import type { MemberService } from '../member/service';
import type { SettingsService } from '../settings/service';
import type { UserService } from '../user/service';
import type { WithdrawService } from '../withdraw/service';
import type { InvestEvents } from './events';
import { investRoutes } from './routes';
import { createInvestService } from './service';
import { createSettlement } from './settlement';

export const investModule = defineModule<{
  db: Db;
  dialect: DialectName;
  clock: Clock;
  log: FastifyBaseLogger;
  events: Publisher<Trx, InvestEvents>;
  once: Idempotency;
  memberLimit: RouteLimit;
  settings: SettingsService;
  users: UserService;
  members: MemberService;
  withdraw: WithdrawService;
}>()({
  name: 'invest',
  create: ({ db, dialect, clock, log, events, settings, users, members, withdraw }) => ({
    invest: createInvestService({ db, clock, events, settings, users, members, withdraw }),
    settlement: createSettlement({ db, dialect, settings, events, log }),
  }),
  routes: (app, { invest, once, memberLimit }) => investRoutes(app, { invest, once, memberLimit }),
  jobs: ({ settlement }) => [settlement.job()],
});

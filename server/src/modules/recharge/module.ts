import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db';
import type { Clock } from '../../kernel/clock';
import type { Idempotency } from '../../kernel/idempotency';
import { defineModule } from '../../kernel/module';
import type { SettingsService } from '../settings/service';
import type { UploadService } from '../upload/service';
import { rechargeExpiry } from './expiry-job';
import { rechargeOperatorRoutes } from './operator-routes';
import { rechargeRoutes } from './routes';
import { createRechargeService } from './service';

export const rechargeModule = defineModule<{
  db: Db;
  clock: Clock;
  config: Config;
  log: FastifyBaseLogger;
  once: Idempotency;
  settings: SettingsService;
  uploads: UploadService;
}>()({
  name: 'recharge',
  create: ({ db, clock, config, log, settings, uploads }) => ({
    recharge: createRechargeService({
      db,
      clock,
      settings,
      uploads,
      paySecrets: config.paySecrets,
      payGateways: config.payGateways,
      publicUrl: config.publicUrl,
      log,
    }),
  }),
  routes(app, { recharge, once }) {
    rechargeRoutes(app, { recharge, once });
    rechargeOperatorRoutes(app, { recharge, once });
  },
  jobs: ({ db }) => [rechargeExpiry(db)],
});

import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db';
import type { Clock } from '../../kernel/clock';
import type { SettingsService } from '../settings/service';
import type { UploadService } from '../upload/service';
import { createRechargeMemberService } from './member-service';
import { createRechargeOperatorService } from './operator-service';
import { createGatherCallbacks } from './provider-callback';

/**
 * Recharges (PRODUCT.md §3), one file per actor: the member (`member-service.ts`), operators
 * (`operator-service.ts`) and payment providers (`provider-callback.ts`); the order's view and the
 * one credit an order can get are shared (`views.ts`).
 */
export function createRechargeService(deps: {
  db: Db;
  clock: Clock;
  settings: SettingsService;
  uploads: UploadService;
  paySecrets: Config['paySecrets'];
  payGateways: Config['payGateways'];
  publicUrl: string;
  log: FastifyBaseLogger;
}) {
  return {
    ...createRechargeMemberService(deps),
    ...createRechargeOperatorService(deps),
    ...createGatherCallbacks(deps),
  };
}

export type RechargeService = ReturnType<typeof createRechargeService>;

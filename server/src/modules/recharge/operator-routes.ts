import {
  ZAdminRechargeChannel,
  ZAdminRechargeOrder,
  ZPageOf,
  ZRechargeAdminPageBody,
  ZRechargeChannelUpdateBody,
  ZRechargeConfirmBody,
  ZRechargeDecisionBody,
} from '@club/contract';
import * as z from 'zod';
import { type App, requireAdmin } from '../../kernel/http';
import type { Idempotency } from '../../kernel/idempotency';
import type { RechargeService } from './service';

/** The operators' channels and review queue (`/api/admin/recharge/*`). */
export function rechargeOperatorRoutes(app: App, deps: { recharge: RechargeService; once: Idempotency }) {
  const { recharge, once } = deps;
  const tags = ['recharge'];
  const security = [{ token: [] }];

  app.get(
    '/api/admin/recharge/channel/list',
    {
      config: { permission: 'recharge:channel:read' },
      schema: { tags, security, response: { 200: z.array(ZAdminRechargeChannel) } },
    },
    async (request) => recharge.adminChannels(request.lang),
  );
  app.post(
    '/api/admin/recharge/channel/update',
    {
      config: { permission: 'recharge:channel:update' },
      schema: { tags, security, body: ZRechargeChannelUpdateBody, response: { 200: z.null() } },
    },
    async (request) => recharge.updateChannel(requireAdmin(request).id, request.body),
  );
  app.post(
    '/api/admin/recharge/order/page',
    {
      config: { permission: 'recharge:order:read' },
      schema: {
        tags,
        security,
        body: ZRechargeAdminPageBody,
        response: { 200: ZPageOf(ZAdminRechargeOrder) },
      },
    },
    async (request) => recharge.adminPage(request.body, request.lang),
  );
  app.post(
    '/api/admin/recharge/order/confirm',
    {
      config: { permission: 'recharge:order:confirm' },
      schema: { tags, security, body: ZRechargeConfirmBody, response: { 200: z.null() } },
    },
    async (request) => {
      const admin = requireAdmin(request);
      await once(request, `admin:${admin.id}`, (commit) => recharge.confirm(admin.id, request.body, commit));
      return null;
    },
  );
  app.post(
    '/api/admin/recharge/order/reject',
    {
      config: { permission: 'recharge:order:reject' },
      schema: { tags, security, body: ZRechargeDecisionBody, response: { 200: z.null() } },
    },
    async (request) => {
      const admin = requireAdmin(request);
      await recharge.reject(admin.id, request.body.orderId, request.body.reason);
      return null;
    },
  );
}

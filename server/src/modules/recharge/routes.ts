import {
  ZAdminRechargeChannel,
  ZAdminRechargeOrder,
  ZOrderIdQuery,
  ZPageOf,
  ZPageQuery,
  ZPaymentBody,
  ZPaymentRequest,
  ZRechargeAdminPageBody,
  ZRechargeChannel,
  ZRechargeChannelUpdateBody,
  ZRechargeConfirmBody,
  ZRechargeDecisionBody,
  ZRechargeOrder,
  ZRechargeOrderPage,
  ZRechargeSubmitBody,
  ZRechargeVoucherBody,
} from '@club/contract';
import * as z from 'zod';
import { type App, requireAdmin, requireMember } from '../../kernel/http';
import type { Idempotency } from '../../kernel/idempotency';
import { providerCallbackRoutes } from '../pay/callback-routes';
import type { RechargeService } from './service';

export function rechargeRoutes(app: App, deps: { recharge: RechargeService; once: Idempotency }) {
  const { recharge, once } = deps;
  const tags = ['recharge'];
  const security = [{ token: [] }];
  const base = '/api/app/recharge/recharge';

  app.get(
    `${base}/channels`,
    { schema: { tags, security, response: { 200: z.array(ZRechargeChannel) } } },
    async (request) => recharge.channels(request.lang),
  );
  app.post(
    `${base}/submit`,
    { schema: { tags, security, body: ZRechargeSubmitBody, response: { 200: ZRechargeOrder } } },
    async (request) => {
      const member = requireMember(request);
      return once(request, `member:${member.id}`, (commit) =>
        recharge.submit(member.id, request.body, request.lang, commit),
      );
    },
  );
  for (const [call, which] of [
    ['voucher', 'voucher_url'],
    ['voucher2', 'voucher2_url'],
  ] as const) {
    app.post(
      `${base}/${call}`,
      { schema: { tags, security, body: ZRechargeVoucherBody, response: { 200: ZRechargeOrder } } },
      async (request) => recharge.voucher(requireMember(request).id, request.body, request.lang, which),
    );
  }
  app.get(
    `${base}/sync_check`,
    {
      schema: {
        tags,
        security,
        querystring: ZOrderIdQuery,
        response: { 200: z.object({ id: z.number().int(), state: z.string() }) },
      },
    },
    async (request) => recharge.syncCheck(requireMember(request).id, request.query.orderId),
  );
  app.get(
    `${base}/recharge`,
    { schema: { tags, security, querystring: ZPageQuery, response: { 200: ZRechargeOrderPage } } },
    async (request) =>
      recharge.list(requireMember(request).id, request.query.page, request.query.size, request.lang),
  );

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

  for (const [call, mode] of [
    ['payment', 'web'],
    ['evoke', 'app'],
  ] as const) {
    app.post(
      `/api/app/pay/comm/${call}`,
      { schema: { tags: ['pay'], security, body: ZPaymentBody, response: { 200: ZPaymentRequest } } },
      async (request) => recharge.payment(requireMember(request).id, request.body.orderId, mode),
    );
  }
  // A provider's word that money arrived for a recharge.
  providerCallbackRoutes(app, 'gather', (provider, raw, headers) =>
    recharge.gatherCallback(provider, raw, headers),
  );
}

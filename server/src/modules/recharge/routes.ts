import {
  ZOrderIdQuery,
  ZPageQuery,
  ZPaymentBody,
  ZPaymentRequest,
  ZRechargeChannel,
  ZRechargeOrder,
  ZRechargeOrderPage,
  ZRechargeSubmitBody,
  ZRechargeSyncCheck,
  ZRechargeVoucherBody,
} from '@club/contract';
import * as z from 'zod';
import { type App, requireMember } from '../../kernel/http';
import type { Idempotency } from '../../kernel/idempotency';
import { providerCallbackRoutes } from '../pay/callback-routes';
import type { RechargeService } from './service';

/** What members call (`/api/app/recharge/*`, `/api/app/pay/comm/*`), and the providers' payment callbacks. */
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
        response: { 200: ZRechargeSyncCheck },
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

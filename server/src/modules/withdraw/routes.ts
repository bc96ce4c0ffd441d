import {
  ZAccountAdminPageBody,
  ZAddWithdrawAccountBody,
  ZAdminWithdrawAccount,
  ZAdminWithdrawChannel,
  ZAdminWithdrawOrder,
  ZCardVerificationStatus,
  ZDecisionBody,
  ZIdBody,
  ZMemberWithdrawChannel,
  ZPageOf,
  ZPageQuery,
  ZTaxation,
  ZTaxationQuery,
  ZWithdrawAccount,
  ZWithdrawAdminPageBody,
  ZWithdrawChannelUpdateBody,
  ZWithdrawCheck,
  ZWithdrawCheckBody,
  ZWithdrawOrder,
  ZWithdrawOrderPage,
  ZWithdrawSubmitBody,
} from '@club/contract';
import * as z from 'zod';
import type { Config } from '../../config';
import { type App, requireAdmin, requireMember } from '../../kernel/http';
import type { Idempotency } from '../../kernel/idempotency';
import { providerCallbackRoutes } from '../pay/callback-routes';
import type { WithdrawService } from './service';

export function withdrawRoutes(
  app: App,
  deps: {
    withdraw: WithdrawService;
    once: Idempotency;
    memberLimit: (max: number) => object;
    paySecrets: Config['paySecrets'];
  },
) {
  const { withdraw, once, memberLimit } = deps;
  const security = [{ token: [] }];
  const bank = { tags: ['bank'], security };
  const tags = ['withdraw'];

  app.post(
    '/api/app/bank/card/list',
    { schema: { ...bank, response: { 200: z.array(ZWithdrawAccount) } } },
    async (request) => withdraw.accounts(requireMember(request).id),
  );
  app.post(
    '/api/app/bank/card/add',
    { schema: { ...bank, body: ZAddWithdrawAccountBody, response: { 200: ZWithdrawAccount } } },
    async (request) => withdraw.addAccount(requireMember(request).id, request.body),
  );
  app.post(
    '/api/app/bank/card/delete',
    { schema: { ...bank, body: ZIdBody, response: { 200: z.null() } } },
    async (request) => withdraw.deleteAccount(requireMember(request).id, request.body.id),
  );
  app.post(
    '/api/app/user/info/bankCardVerificationStatus',
    { schema: { ...bank, response: { 200: ZCardVerificationStatus } } },
    async (request) => withdraw.cardStatus(requireMember(request).id),
  );

  app.get(
    '/api/app/withdraw/channel/channels',
    { schema: { tags, security, response: { 200: z.array(ZMemberWithdrawChannel) } } },
    async (request) => withdraw.channels(requireMember(request).id, request.lang),
  );
  app.get(
    '/api/app/withdraw/channel/taxation',
    { schema: { tags, security, querystring: ZTaxationQuery, response: { 200: ZTaxation } } },
    async (request) =>
      withdraw.taxation(requireMember(request).id, request.query.channelId, request.query.amount),
  );
  app.post(
    '/api/app/withdraw/withdraw/check',
    { schema: { tags, security, body: ZWithdrawCheckBody, response: { 200: ZWithdrawCheck } } },
    async (request) => withdraw.check(requireMember(request).id, request.body),
  );
  app.post(
    '/api/app/withdraw/withdraw/submit',
    {
      config: memberLimit(10),
      schema: { tags, security, body: ZWithdrawSubmitBody, response: { 200: ZWithdrawOrder } },
    },
    async (request) => {
      const member = requireMember(request);
      return once(request, `member:${member.id}`, (commit) =>
        withdraw.submit(member.id, request.body, request.lang, commit),
      );
    },
  );
  app.get(
    '/api/app/withdraw/withdraw/withdraw',
    { schema: { tags, security, querystring: ZPageQuery, response: { 200: ZWithdrawOrderPage } } },
    async (request) =>
      withdraw.list(requireMember(request).id, request.query.page, request.query.size, request.lang),
  );

  app.get(
    '/api/admin/withdraw/channel/list',
    {
      config: { permission: 'withdraw:channel:read' },
      schema: { tags, security, response: { 200: z.array(ZAdminWithdrawChannel) } },
    },
    async (request) => withdraw.adminChannels(request.lang),
  );
  app.post(
    '/api/admin/withdraw/channel/update',
    {
      config: { permission: 'withdraw:channel:update' },
      schema: { tags, security, body: ZWithdrawChannelUpdateBody, response: { 200: z.null() } },
    },
    async (request) => withdraw.updateChannel(requireAdmin(request).id, request.body),
  );
  app.post(
    '/api/admin/withdraw/order/page',
    {
      config: { permission: 'withdraw:order:read' },
      schema: {
        tags,
        security,
        body: ZWithdrawAdminPageBody,
        response: { 200: ZPageOf(ZAdminWithdrawOrder) },
      },
    },
    async (request) => withdraw.adminOrders(request.body, request.lang),
  );
  for (const [action, outcome] of [
    ['approve', 'success'],
    ['reject', 'failed'],
  ] as const) {
    app.post(
      `/api/admin/withdraw/order/${action}`,
      {
        config: { permission: `withdraw:order:${action}` },
        schema: { tags, security, body: ZDecisionBody, response: { 200: z.null() } },
      },
      async (request) => {
        const admin = requireAdmin(request);
        return once(request, `admin:${admin.id}`, (commit) =>
          withdraw.decide(admin.id, request.body.id, outcome, request.body.reason, commit),
        );
      },
    );
  }
  app.post(
    '/api/admin/bank/card/page',
    {
      config: { permission: 'bank:card:read' },
      schema: {
        ...bank,
        body: ZAccountAdminPageBody,
        response: { 200: ZPageOf(ZAdminWithdrawAccount) },
      },
    },
    async (request) => withdraw.adminAccounts(request.body),
  );
  for (const [action, outcome] of [
    ['verify', 'verified'],
    ['reject', 'rejected'],
  ] as const) {
    app.post(
      `/api/admin/bank/card/${action}`,
      {
        config: { permission: `bank:card:${action}` },
        schema: { ...bank, body: ZDecisionBody, response: { 200: z.null() } },
      },
      async (request) =>
        withdraw.decideAccount(requireAdmin(request).id, request.body.id, outcome, request.body.reason),
    );
  }

  // A provider's word on a payout: done, or failed and refunded.
  providerCallbackRoutes(app, 'transfer', (provider, raw, headers) =>
    withdraw.transferCallback(provider, deps.paySecrets[provider], raw, headers),
  );
}

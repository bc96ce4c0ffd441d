import {
  ZAddWithdrawAccountBody,
  ZCardVerificationStatus,
  ZIdBody,
  ZMemberWithdrawChannel,
  ZPageQuery,
  ZTaxation,
  ZTaxationQuery,
  ZWithdrawAccount,
  ZWithdrawCheck,
  ZWithdrawCheckBody,
  ZWithdrawOrder,
  ZWithdrawOrderPage,
  ZWithdrawQuota,
  ZWithdrawSubmitBody,
} from '@club/contract';
import * as z from 'zod';
import type { Config } from '../../config';
import { type App, type RouteLimit, requireMember } from '../../kernel/http';
import type { Idempotency } from '../../kernel/idempotency';
import { providerCallbackRoutes } from '../pay/callback-routes';
import type { WithdrawService } from './service';

/** What members call (`/api/app/bank/card/*`, `/api/app/withdraw/*`), and the provider's payout callbacks. */
export function withdrawRoutes(
  app: App,
  deps: {
    withdraw: WithdrawService;
    once: Idempotency;
    memberLimit: RouteLimit;
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
    '/api/app/withdraw/withdraw/quota',
    { schema: { tags, security, response: { 200: ZWithdrawQuota } } },
    async (request) => withdraw.quota(requireMember(request).id),
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

  // A provider's word on a payout: done, or failed and refunded.
  providerCallbackRoutes(app, 'transfer', (provider, raw, headers) =>
    withdraw.transferCallback(provider, deps.paySecrets[provider], raw, headers),
  );
}

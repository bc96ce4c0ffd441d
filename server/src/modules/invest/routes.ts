import {
  ZIdQuery,
  ZInvestBody,
  ZInvestCheck,
  ZInvestCheckBody,
  ZInvestmentDetail,
  ZInvestResult,
  ZRevokeBody,
  ZUserInvest,
  ZUserInvestQuery,
} from '@club/contract';
import * as z from 'zod';
import { type App, requireMember } from '../../kernel/http';
import type { Idempotency } from '../../kernel/idempotency';
import type { InvestService } from './service';

export function investRoutes(
  app: App,
  deps: { invest: InvestService; once: Idempotency; memberLimit: (max: number) => object },
) {
  const { invest, once, memberLimit } = deps;
  const tags = ['finance'];
  const security = [{ token: [] }];
  const base = '/api/app/finance/invest';

  app.post(
    `${base}/check`,
    { schema: { tags, security, body: ZInvestCheckBody, response: { 200: ZInvestCheck } } },
    async (request) => invest.check(requireMember(request).id, request.body, request.lang),
  );
  app.post(
    `${base}/invest`,
    {
      config: memberLimit(10),
      schema: { tags, security, body: ZInvestBody, response: { 200: ZInvestResult } },
    },
    async (request) => {
      const member = requireMember(request);
      return once(request, `member:${member.id}`, (commit) => invest.invest(member.id, request.body, commit));
    },
  );
  app.post(
    `${base}/revoke`,
    { schema: { tags, security, body: ZRevokeBody, response: { 200: z.null() } } },
    async (request) => {
      const member = requireMember(request);
      return once(request, `member:${member.id}`, (commit) =>
        invest.revoke(member.id, request.body.investmentId, commit),
      );
    },
  );
  app.get(
    `${base}/userInvest`,
    { schema: { tags, security, querystring: ZUserInvestQuery, response: { 200: ZUserInvest } } },
    async (request) => invest.userInvest(requireMember(request).id, request.query, request.lang),
  );
  app.get(
    `${base}/userInvestDetail`,
    { schema: { tags, security, querystring: ZIdQuery, response: { 200: ZInvestmentDetail } } },
    async (request) => invest.userInvestDetail(requireMember(request).id, request.query.id, request.lang),
  );
}

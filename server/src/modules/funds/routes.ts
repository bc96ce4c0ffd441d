import {
  ZAccountDetailBody,
  ZAccountDetailPage,
  ZAccountType,
  ZIncome,
  ZStatementQuery,
} from '@club/contract';
import * as z from 'zod';
import { type App, requireMember } from '../../kernel/http';
import type { FundsService } from './service';

/** What members read of their funds (`/api/app/funds/*`, `/api/app/user/info/income`). */
export function fundsRoutes(app: App, deps: { funds: FundsService }) {
  const { funds } = deps;
  const tags = ['funds'];
  const security = [{ token: [] }];

  app.get(
    '/api/app/user/info/income',
    { schema: { tags, security, response: { 200: ZIncome } } },
    async (request) => funds.income(requireMember(request).id),
  );
  app.get(
    '/api/app/funds/account/accountType',
    { schema: { tags, security, response: { 200: z.array(ZAccountType) } } },
    async (request) => funds.accountTypes(request.lang),
  );
  app.post(
    '/api/app/funds/account_detail/page',
    { schema: { tags, security, body: ZAccountDetailBody, response: { 200: ZAccountDetailPage } } },
    async (request) => funds.details(requireMember(request).id, request.body, request.lang),
  );
  app.get(
    '/api/app/funds/account_detail/statement',
    { schema: { tags, security, querystring: ZStatementQuery, produces: ['text/csv'] } },
    async (request, reply) => {
      const csv = await funds.statement(requireMember(request).id, request.query, request.lang);
      const name = `statement-${request.query.from}-${request.query.to}.csv`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(csv);
    },
  );
}

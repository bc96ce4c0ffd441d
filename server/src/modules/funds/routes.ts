import {
  ZAccountDetailBody,
  ZAccountDetailPage,
  ZAccountType,
  ZIncome,
  ZLedgerCheck,
  ZMemberLedgerBody,
  ZStatementQuery,
  ZSystemCreditBody,
} from '@club/contract';
import * as z from 'zod';
import type { Db } from '../../db';
import { type App, requireAdmin, requireMember } from '../../kernel/http';
import type { Idempotency } from '../../kernel/idempotency';
import { verifyLedger } from '../../money/verify';
import type { FundsService } from './service';

export function fundsRoutes(app: App, deps: { funds: FundsService; once: Idempotency; db: Db }) {
  const { funds, once, db } = deps;
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

  app.post(
    '/api/admin/funds/credit/internal',
    {
      config: { permission: 'funds:credit:internal' },
      schema: {
        tags,
        security,
        body: ZSystemCreditBody,
        response: { 200: z.object({ entryId: z.number().int() }) },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      return once(request, `admin:${admin.id}`, (commit) =>
        funds.creditInternal(admin.id, request.body, commit),
      );
    },
  );
  app.post(
    '/api/admin/funds/ledger/page',
    {
      config: { permission: 'funds:ledger:read' },
      schema: {
        tags,
        security,
        body: ZMemberLedgerBody,
        response: { 200: ZAccountDetailPage },
      },
    },
    async (request) => {
      const { userId, ...body } = request.body;
      return funds.details(userId, body, request.lang);
    },
  );
  app.get(
    '/api/admin/funds/ledger/verify',
    {
      config: { permission: 'funds:ledger:verify' },
      schema: {
        tags,
        security,
        response: { 200: z.array(ZLedgerCheck) },
      },
    },
    async () => verifyLedger(db),
  );
}

import {
  ZAccountDetailPage,
  ZEntryPosted,
  ZLedgerCheck,
  ZMemberLedgerBody,
  ZSystemCreditBody,
} from '@club/contract';
import * as z from 'zod';
import type { Db } from '../../db';
import { type App, requireAdmin } from '../../kernel/http';
import type { Idempotency } from '../../kernel/idempotency';
import { verifyLedger } from '../../money/verify';
import type { FundsService } from './service';

/** The operators' funds calls: promotional credit, a member's ledger, the ledger's checks (`/api/admin/funds/*`). */
export function fundsOperatorRoutes(app: App, deps: { funds: FundsService; once: Idempotency; db: Db }) {
  const { funds, once, db } = deps;
  const tags = ['funds'];
  const security = [{ token: [] }];

  app.post(
    '/api/admin/funds/credit/internal',
    {
      config: { permission: 'funds:credit:internal' },
      schema: {
        tags,
        security,
        body: ZSystemCreditBody,
        response: { 200: ZEntryPosted },
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

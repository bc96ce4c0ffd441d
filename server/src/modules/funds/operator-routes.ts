import {
  ZAccountDetailPage,
  ZApprovalRequested,
  ZAwardBody,
  ZLedgerCheck,
  ZMemberLedgerBody,
  ZSystemCreditBody,
} from '@club/contract';
import * as z from 'zod';
import type { Db } from '../../db';
import { type App, requireAdmin } from '../../kernel/http';
import type { Idempotency } from '../../kernel/idempotency';
import { verifyLedger } from '../../money/verify';
import { approvalDecisionRoutes } from '../approval/operator-routes';
import type { ApprovalService } from '../approval/service';
import type { FundsService } from './service';

/**
 * The operators' funds calls (`/api/admin/funds/*`): promotional credit and awards, each asked for
 * by one operator and approved or refused by another (`credit/approve`, `award/approve`, and their
 * `reject`), a member's ledger, the ledger's checks.
 */
export function fundsOperatorRoutes(
  app: App,
  deps: { funds: FundsService; once: Idempotency; db: Db; approvals: ApprovalService },
) {
  const { funds, once, db, approvals } = deps;
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
        response: { 200: ZApprovalRequested },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      return once(request, `admin:${admin.id}`, (commit) =>
        funds.creditInternal(admin.id, request.body, commit),
      );
    },
  );
  approvalDecisionRoutes(
    app,
    { approvals, once },
    { kind: 'funds-credit', prefix: '/api/admin/funds/credit', permission: 'funds:credit:internal', tags },
  );
  app.post(
    '/api/admin/funds/award/grant',
    {
      config: { permission: 'funds:award:grant' },
      schema: { tags, security, body: ZAwardBody, response: { 200: ZApprovalRequested } },
    },
    async (request) => {
      const admin = requireAdmin(request);
      return once(request, `admin:${admin.id}`, (commit) => funds.award(admin.id, request.body, commit));
    },
  );
  approvalDecisionRoutes(
    app,
    { approvals, once },
    { kind: 'funds-award', prefix: '/api/admin/funds/award', permission: 'funds:award:grant', tags },
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

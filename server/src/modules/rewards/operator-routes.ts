import { ZApprovalRequested, ZContributionBody, ZMarketingBudget } from '@club/contract';
import * as z from 'zod';
import { type App, requireAdmin } from '../../kernel/http';
import type { Idempotency } from '../../kernel/idempotency';
import { approvalDecisionRoutes } from '../approval/operator-routes';
import type { ApprovalService } from '../approval/service';
import type { RewardsService } from './service';

/**
 * The operators' marketing budget (`/api/admin/finance/marketing/*`): a contribution is asked for by
 * one operator and approved or refused by another (`approve`, `reject`).
 */
export function rewardsOperatorRoutes(
  app: App,
  deps: { rewards: RewardsService; once: Idempotency; approvals: ApprovalService },
) {
  const { rewards, once, approvals } = deps;
  const security = [{ token: [] }];

  app.post(
    '/api/admin/finance/marketing/budget',
    {
      config: { permission: 'finance:marketing:read' },
      schema: {
        tags: ['admin'],
        security,
        body: z.strictObject({}).optional(),
        response: { 200: ZMarketingBudget },
      },
    },
    async () => rewards.budget(),
  );
  app.post(
    '/api/admin/finance/marketing/contribute',
    {
      config: { permission: 'finance:marketing:contribute' },
      schema: {
        tags: ['admin'],
        security,
        body: ZContributionBody,
        response: { 200: ZApprovalRequested },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      return once(request, `admin:${admin.id}`, (commit) =>
        rewards.contribute(admin.id, request.body, commit),
      );
    },
  );
  approvalDecisionRoutes(
    app,
    { approvals, once },
    {
      kind: 'marketing-contribute',
      prefix: '/api/admin/finance/marketing',
      permission: 'finance:marketing:contribute',
      tags: ['admin'],
    },
  );
}

import { ZContributionBody, ZEntryPosted, ZMarketingBudget } from '@club/contract';
import * as z from 'zod';
import { type App, requireAdmin } from '../../kernel/http';
import type { Idempotency } from '../../kernel/idempotency';
import type { RewardsService } from './service';

/** The operators' marketing budget (`/api/admin/finance/marketing/*`). */
export function rewardsOperatorRoutes(app: App, deps: { rewards: RewardsService; once: Idempotency }) {
  const { rewards, once } = deps;
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
        response: { 200: ZEntryPosted },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      return once(request, `admin:${admin.id}`, (commit) =>
        rewards.contribute(admin.id, request.body, commit),
      );
    },
  );
}

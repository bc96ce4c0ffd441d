import {
  ZDoneOrRequested,
  ZIdBody,
  ZRecoveryCodes,
  ZSecondFactorCodeBody,
  ZSecondFactorSetup,
  ZSecondFactorStatus,
} from '@club/contract';
import { type App, type RouteLimit, requireAdmin } from '../../kernel/http';
import type { Idempotency } from '../../kernel/idempotency';
import { approvalDecisionRoutes } from '../approval/operator-routes';
import type { ApprovalService } from '../approval/service';
import { RESET_PERMISSION, type SecondFactorService } from './second-factor-service';

/**
 * An operator's own second factor (`/api/admin/base/comm/factor*`: open to every operator, and the
 * status and enrolment before they have one), and another operator's reset, which for an operator
 * holding money permissions a second operator approves or refuses (`reset-factor/approve`, `…/reject`).
 */
export function secondFactorRoutes(
  app: App,
  deps: { factors: SecondFactorService; limit: RouteLimit; approvals: ApprovalService; once: Idempotency },
) {
  const { factors, limit, approvals, once } = deps;
  const tags = ['admin'];
  const security = [{ token: [] }];
  const own = '/api/admin/base/comm/factor';
  const beforeFactor = { anyOperator: true, beforeSecondFactor: true } as const;

  app.get(
    own,
    { config: beforeFactor, schema: { tags, security, response: { 200: ZSecondFactorStatus } } },
    async (request) => factors.status(requireAdmin(request).id),
  );
  app.post(
    `${own}/start`,
    {
      config: { ...beforeFactor, ...limit(10) },
      schema: { tags, security, response: { 200: ZSecondFactorSetup } },
    },
    async (request) => factors.start(requireAdmin(request)),
  );
  app.post(
    `${own}/confirm`,
    {
      config: { ...beforeFactor, ...limit(10) },
      schema: { tags, security, body: ZSecondFactorCodeBody, response: { 200: ZRecoveryCodes } },
    },
    async (request) => factors.confirm(requireAdmin(request), request.body.factorCode),
  );
  app.post(
    `${own}/recovery-codes`,
    {
      config: { anyOperator: true, ...limit(10) },
      schema: { tags, security, body: ZSecondFactorCodeBody, response: { 200: ZRecoveryCodes } },
    },
    async (request) => factors.renewRecoveryCodes(requireAdmin(request), request.body.factorCode),
  );

  app.post(
    '/api/admin/base/operator/reset-factor',
    {
      config: { permission: RESET_PERMISSION },
      schema: { tags, security, body: ZIdBody, response: { 200: ZDoneOrRequested } },
    },
    async (request) => factors.reset(requireAdmin(request), request.body.id),
  );
  approvalDecisionRoutes(
    app,
    { approvals, once },
    {
      kind: 'factor-reset',
      prefix: '/api/admin/base/operator/reset-factor',
      permission: RESET_PERMISSION,
      tags,
    },
  );
}

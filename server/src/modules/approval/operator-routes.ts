import {
  type TApprovalKind,
  ZApprovalDecided,
  ZApprovalPage,
  ZApprovalPageBody,
  ZDecisionBody,
  ZIdBody,
} from '@club/contract';
import { type App, requireAdmin } from '../../kernel/http';
import type { Idempotency } from '../../kernel/idempotency';
import type { ApprovalService } from './service';

const security = [{ token: [] }];

/** The queue of requests waiting for a second operator, every kind (`/api/admin/base/approval/page`). */
export function approvalRoutes(app: App, deps: { approvals: ApprovalService }) {
  const { approvals } = deps;
  app.post(
    '/api/admin/base/approval/page',
    {
      config: { permission: 'base:approval:read' },
      schema: { tags: ['admin'], security, body: ZApprovalPageBody, response: { 200: ZApprovalPage } },
    },
    async (request) => approvals.page(request.body),
  );
}

/**
 * `<prefix>/approve` and `<prefix>/reject` for one kind of request, guarded by the key of the
 * action itself (`permission`): only an operator who may do it may give the second key, or refuse
 * it. The owning module registers them beside the call that proposes.
 */
export function approvalDecisionRoutes(
  app: App,
  deps: { approvals: ApprovalService; once: Idempotency },
  route: { kind: TApprovalKind; prefix: string; permission: string; tags: string[] },
) {
  const { approvals, once } = deps;
  const { kind, prefix, permission, tags } = route;
  app.post(
    `${prefix}/approve`,
    {
      config: { permission },
      schema: { tags, security, body: ZIdBody, response: { 200: ZApprovalDecided } },
    },
    async (request) => {
      const admin = requireAdmin(request);
      return once(request, `admin:${admin.id}`, (commit) =>
        approvals.approve(admin.id, kind, request.body.id, commit),
      );
    },
  );
  app.post(
    `${prefix}/reject`,
    {
      config: { permission },
      schema: { tags, security, body: ZDecisionBody, response: { 200: ZApprovalDecided } },
    },
    async (request) => {
      const admin = requireAdmin(request);
      return once(request, `admin:${admin.id}`, (commit) =>
        approvals.reject(admin.id, kind, request.body.id, request.body.reason, commit),
      );
    },
  );
}

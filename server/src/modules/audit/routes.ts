import { ZAuditPage, ZAuditPageBody } from '@club/contract';
import type { App } from '../../kernel/http';
import type { AuditService } from './service';

/** The back office's audit log page (`/api/admin/base/audit/page`). */
export function auditRoutes(app: App, deps: { audit: AuditService }) {
  const { audit } = deps;
  app.post(
    '/api/admin/base/audit/page',
    {
      config: { permission: 'base:audit:read' },
      schema: {
        tags: ['admin'],
        security: [{ token: [] }],
        body: ZAuditPageBody,
        response: { 200: ZAuditPage },
      },
    },
    async (request) => audit.page(request.body),
  );
}

import { ZDashboardSummary } from '@club/contract';
import type { App } from '../../kernel/http';
import type { DashboardService } from './service';

/** The back office's home page figures (`base:dashboard:read`). */
export function dashboardRoutes(app: App, deps: { dashboard: DashboardService }) {
  const { dashboard } = deps;
  app.get(
    '/api/admin/base/dashboard/summary',
    {
      config: { permission: 'base:dashboard:read' },
      schema: { tags: ['dashboard'], security: [{ token: [] }], response: { 200: ZDashboardSummary } },
    },
    async () => dashboard.summary(),
  );
}

import {
  ZAdminReportRoleAddBody,
  ZAdminReportRolePage,
  ZAdminReportRolePageBody,
  ZAdminReportRoleRemoveBody,
} from '@club/contract';
import * as z from 'zod';
import { type App, requireAdmin } from '../../kernel/http';
import type { ReportService } from './service';

/** The report roles for operators (`/api/admin/report/*`). */
export function reportOperatorRoutes(app: App, deps: { report: ReportService }) {
  const { report } = deps;
  const admin = { tags: ['admin'], security: [{ token: [] }] };

  app.post(
    '/api/admin/report/role/page',
    {
      config: { permission: 'report:role:page' },
      schema: { ...admin, body: ZAdminReportRolePageBody, response: { 200: ZAdminReportRolePage } },
    },
    async (request) => report.rolePage(request.body),
  );
  app.post(
    '/api/admin/report/role/add',
    {
      config: { permission: 'report:role:add' },
      schema: { ...admin, body: ZAdminReportRoleAddBody, response: { 200: z.null() } },
    },
    async (request) => {
      await report.addRole(requireAdmin(request).id, request.body);
      // Not awaited: the answer does not wait for 90 days of a large team. Cut short (a stop, an
      // error), the day-close job writes what is missing at its next run.
      report
        .fillHolderDays(request.body.userId)
        .catch((err) => request.log.error({ err }, 'report history fill failed'));
      return null;
    },
  );
  app.post(
    '/api/admin/report/role/remove',
    {
      config: { permission: 'report:role:remove' },
      schema: { ...admin, body: ZAdminReportRoleRemoveBody, response: { 200: z.null() } },
    },
    async (request) => report.removeRole(requireAdmin(request).id, request.body),
  );
}

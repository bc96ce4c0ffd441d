import {
  ZAdminReportRoleAddBody,
  ZAdminReportRolePage,
  ZAdminReportRolePageBody,
  ZAdminReportRoleRemoveBody,
  ZReportAssistants,
  ZReportAssistantsQuery,
  ZReportGraph,
  ZReportGraphQuery,
  ZReportMembers,
  ZReportMembersQuery,
  ZReportQuery,
  ZReportSummary,
} from '@club/contract';
import * as z from 'zod';
import { type App, requireAdmin, requireMember } from '../../kernel/http';
import type { ReportService } from './service';

/** Team reports for directors and assistants (`/api/app/report/*`) and their roles (`/api/admin/report/*`). */
export function reportRoutes(app: App, deps: { report: ReportService }) {
  const { report } = deps;
  const member = { tags: ['report'], security: [{ token: [] }] };
  const admin = { tags: ['admin'], security: [{ token: [] }] };

  app.get(
    '/api/app/report/report/summary',
    { schema: { ...member, querystring: ZReportQuery, response: { 200: ZReportSummary } } },
    async (request) => report.summary(requireMember(request).id, request.query),
  );
  app.get(
    '/api/app/report/report/members',
    { schema: { ...member, querystring: ZReportMembersQuery, response: { 200: ZReportMembers } } },
    async (request) => report.members(requireMember(request).id, request.query),
  );
  app.get(
    '/api/app/report/report/assistants',
    { schema: { ...member, querystring: ZReportAssistantsQuery, response: { 200: ZReportAssistants } } },
    async (request) => report.assistants(requireMember(request).id, request.query),
  );
  app.get(
    '/api/app/report/report/graph',
    { schema: { ...member, querystring: ZReportGraphQuery, response: { 200: ZReportGraph } } },
    async (request) => report.graph(requireMember(request).id, request.query),
  );

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
    async (request) => report.addRole(requireAdmin(request).id, request.body),
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

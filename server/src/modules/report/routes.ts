import {
  ZReportAssistants,
  ZReportAssistantsQuery,
  ZReportGraph,
  ZReportGraphQuery,
  ZReportMembers,
  ZReportMembersQuery,
  ZReportQuery,
  ZReportSummary,
} from '@club/contract';
import { type App, requireMember } from '../../kernel/http';
import type { ReportService } from './service';

/** Team reports for directors and assistants (`/api/app/report/*`); operators' are in `operator-routes.ts`. */
export function reportRoutes(app: App, deps: { report: ReportService }) {
  const { report } = deps;
  const member = { tags: ['report'], security: [{ token: [] }] };

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
}

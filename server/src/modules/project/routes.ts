import {
  ZAdminProject,
  ZAdminProjectPageBody,
  ZDisburseBody,
  ZFocusBody,
  ZFocusState,
  ZFundingEvent,
  ZIdQuery,
  ZPageOf,
  ZPageQuery,
  ZProject,
  ZProjectActionBody,
  ZProjectDetail,
  ZProjectInput,
  ZProjectPage,
  ZProjectUpdateBody,
  ZRevenueBody,
  ZUploaded,
} from '@club/contract';
import * as z from 'zod';
import { type App, requireAdmin, requireMember } from '../../kernel/http';
import type { Idempotency } from '../../kernel/idempotency';
import type { SettingsService } from '../settings/service';
import { readUploadedFile } from '../upload/read-file';
import type { UploadService } from '../upload/service';
import type { ProjectService } from './service';

export function projectRoutes(
  app: App,
  deps: {
    projects: ProjectService;
    uploads: UploadService;
    settings: SettingsService;
    settle: () => Promise<void>;
    once: Idempotency;
  },
) {
  const { projects, uploads, settings, settle, once } = deps;
  const tags = ['finance'];
  const security = [{ token: [] }];
  // Visitors browse the catalogue too; a signed-in member also sees their own state.
  const optional = { auth: 'optional' as const };
  const memberId = (request: { principal?: { kind: string; id: number } }) =>
    request.principal?.kind === 'member' ? request.principal.id : undefined;

  app.get(
    '/api/app/finance/proj/home',
    { config: optional, schema: { tags, querystring: ZPageQuery, response: { 200: ZProjectPage } } },
    async (request) => projects.home(request.query, request.lang, memberId(request)),
  );
  app.get(
    '/api/app/finance/proj/hot',
    { config: optional, schema: { tags, response: { 200: z.array(ZProject) } } },
    async (request) => projects.hot(request.lang, memberId(request)),
  );
  app.get(
    '/api/app/finance/proj/detail',
    { config: optional, schema: { tags, querystring: ZIdQuery, response: { 200: ZProjectDetail } } },
    async (request) => projects.detail(request.query.id, request.lang, memberId(request)),
  );

  app.post(
    '/api/app/film/focus/setFavoriteOrFollow',
    { schema: { tags, security, body: ZFocusBody, response: { 200: ZFocusState } } },
    async (request) => projects.setFocus(requireMember(request).id, request.body),
  );
  for (const kind of ['favorite', 'follow'] as const) {
    app.get(
      `/api/app/film/focus/${kind}`,
      { schema: { tags, security, querystring: ZPageQuery, response: { 200: ZProjectPage } } },
      async (request) => projects.focused(requireMember(request).id, kind, request.query, request.lang),
    );
  }

  const admin = '/api/admin/finance/proj';
  app.post(
    `${admin}/page`,
    {
      config: { permission: 'finance:proj:read' },
      schema: { tags, security, body: ZAdminProjectPageBody, response: { 200: ZPageOf(ZAdminProject) } },
    },
    async (request) => projects.adminPage(request.body, request.lang),
  );
  app.get(
    `${admin}/info`,
    {
      config: { permission: 'finance:proj:read' },
      schema: {
        tags,
        security,
        querystring: ZIdQuery,
        response: { 200: ZAdminProject.extend({ fundingHistory: z.array(ZFundingEvent) }) },
      },
    },
    async (request) => projects.adminInfo(request.query.id, request.lang),
  );
  app.post(
    `${admin}/add`,
    {
      config: { permission: 'finance:proj:add' },
      schema: { tags, security, body: ZProjectInput, response: { 200: z.object({ id: z.number().int() }) } },
    },
    async (request) => projects.create(requireAdmin(request).id, request.body),
  );
  app.post(
    `${admin}/update`,
    {
      config: { permission: 'finance:proj:update' },
      schema: { tags, security, body: ZProjectUpdateBody, response: { 200: z.null() } },
    },
    async (request) => projects.update(requireAdmin(request).id, request.body),
  );
  app.post(
    `${admin}/publish`,
    {
      config: { permission: 'finance:proj:publish' },
      schema: { tags, security, body: ZProjectActionBody, response: { 200: z.null() } },
    },
    async (request) => projects.publish(requireAdmin(request).id, request.body.id),
  );
  app.post(
    `${admin}/close`,
    {
      config: { permission: 'finance:proj:close' },
      schema: { tags, security, body: ZProjectActionBody, response: { 200: z.null() } },
    },
    async (request) => projects.close(requireAdmin(request).id, request.body.id),
  );
  app.post(
    `${admin}/revenue`,
    {
      config: { permission: 'finance:proj:revenue' },
      schema: { tags, security, body: ZRevenueBody, response: { 200: z.null() } },
    },
    async (request) => {
      const admin = requireAdmin(request);
      await once(request, `admin:${admin.id}`, (commit) =>
        projects.recordRevenue(admin.id, request.body, commit),
      );
      // Revenue is what unpaid due items wait for: pay them now rather than at the next tick.
      await settle();
      return null;
    },
  );
  app.post(
    `${admin}/disburse`,
    {
      config: { permission: 'finance:proj:disburse' },
      schema: { tags, security, body: ZDisburseBody, response: { 200: z.null() } },
    },
    async (request) => {
      const admin = requireAdmin(request);
      await once(request, `admin:${admin.id}`, (commit) => projects.disburse(admin.id, request.body, commit));
      return null;
    },
  );
  app.post(
    `${admin}/upload`,
    {
      config: { permission: 'finance:proj:upload' },
      schema: { tags, security, consumes: ['multipart/form-data'], response: { 200: ZUploaded } },
    },
    async (request) => {
      const content = await readUploadedFile(request, (await settings.all()).uploadVideoMaxBytes);
      return uploads.saveImage(content, { kind: 'admin', id: requireAdmin(request).id }, true);
    },
  );
}

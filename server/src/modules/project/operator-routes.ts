import {
  ZAdminProject,
  ZAdminProjectPageBody,
  ZCreatedId,
  ZDisburseBody,
  ZFundingEvent,
  ZIdQuery,
  ZPageOf,
  ZProjectActionBody,
  ZProjectInput,
  ZProjectUpdateBody,
  ZRevenueBody,
  ZUploaded,
} from '@club/contract';
import * as z from 'zod';
import { type App, requireAdmin } from '../../kernel/http';
import type { Idempotency } from '../../kernel/idempotency';
import type { SettingsService } from '../settings/service';
import { readUploadedFile } from '../upload/read-file';
import type { UploadService } from '../upload/service';
import type { ProjectService } from './service';

/** The operators' project pages (`/api/admin/finance/proj/*`). */
export function projectOperatorRoutes(
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
      schema: { tags, security, body: ZProjectInput, response: { 200: ZCreatedId } },
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

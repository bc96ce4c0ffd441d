import {
  ZAdminContentItem,
  ZAdminContentPage,
  ZAdminContentPageBody,
  ZContentActionBody,
  ZContentCreated,
  ZContentInput,
  ZContentUpdateBody,
  ZIdQuery,
  ZUploaded,
} from '@club/contract';
import * as z from 'zod';
import { type App, requireAdmin } from '../../kernel/http';
import { readUploadedFile } from '../upload/read-file';
import type { UploadService } from '../upload/service';
import type { ContentService } from './service';

/** The operator's content calls (`/api/admin/cms/content/*`), each with its `cms:content:*` key. */
export function contentOperatorRoutes(app: App, deps: { content: ContentService; uploads: UploadService }) {
  const { content, uploads } = deps;
  const tags = ['cms'];
  const security = [{ token: [] }];

  const admin = '/api/admin/cms/content';
  app.post(
    `${admin}/page`,
    {
      config: { permission: 'cms:content:read' },
      schema: { tags, security, body: ZAdminContentPageBody, response: { 200: ZAdminContentPage } },
    },
    async (request) => content.adminPage(request.body, request.lang),
  );
  app.get(
    `${admin}/info`,
    {
      config: { permission: 'cms:content:read' },
      schema: { tags, security, querystring: ZIdQuery, response: { 200: ZAdminContentItem } },
    },
    async (request) => content.adminInfo(request.query.id, request.lang),
  );
  app.post(
    `${admin}/add`,
    {
      config: { permission: 'cms:content:add' },
      schema: { tags, security, body: ZContentInput, response: { 200: ZContentCreated } },
    },
    async (request) => content.create(requireAdmin(request).id, request.body),
  );
  app.post(
    `${admin}/update`,
    {
      config: { permission: 'cms:content:update' },
      schema: { tags, security, body: ZContentUpdateBody, response: { 200: z.null() } },
    },
    async (request) => content.update(requireAdmin(request).id, request.body),
  );
  // Publishing and withdrawing are one permission; the audit line tells them apart.
  const actions = [
    ['publish', 'publish'],
    ['unpublish', 'publish'],
    ['delete', 'delete'],
  ] as const;
  for (const [action, key] of actions) {
    app.post(
      `${admin}/${action}`,
      {
        config: { permission: `cms:content:${key}` },
        schema: { tags, security, body: ZContentActionBody, response: { 200: z.null() } },
      },
      async (request) => {
        const adminId = requireAdmin(request).id;
        if (action === 'publish') return content.publish(adminId, request.body.id);
        if (action === 'unpublish') return content.unpublish(adminId, request.body.id);
        return content.remove(adminId, request.body.id);
      },
    );
  }
  app.post(
    `${admin}/upload`,
    {
      config: { permission: 'cms:content:upload' },
      schema: { tags, security, consumes: ['multipart/form-data'], response: { 200: ZUploaded } },
    },
    async (request) => {
      const file = await readUploadedFile(request, await uploads.maxBytes());
      return uploads.saveImage(file, { kind: 'admin', id: requireAdmin(request).id });
    },
  );
}

import {
  ZCreatedId,
  ZTaskAddBody,
  ZTaskDeleteBody,
  ZTaskPage,
  ZTaskPageBody,
  ZTaskUpdateBody,
  ZUploaded,
} from '@club/contract';
import * as z from 'zod';
import { type App, requireAdmin } from '../../kernel/http';
import type { SettingsService } from '../settings/service';
import { readUploadedFile } from '../upload/read-file';
import type { UploadService } from '../upload/service';
import type { TaskService } from './service';

/** Trailer tasks for operators (`/api/admin/trailer/task/*`). */
export function taskOperatorRoutes(
  app: App,
  deps: { tasks: TaskService; uploads: UploadService; settings: SettingsService },
) {
  const { tasks, uploads, settings } = deps;
  const admin = { tags: ['admin'], security: [{ token: [] }] };
  const operator = (permission: string) => ({ config: { permission } });
  const office = '/api/admin/trailer/task';
  app.post(
    `${office}/page`,
    {
      ...operator('trailer:task:page'),
      schema: { ...admin, body: ZTaskPageBody, response: { 200: ZTaskPage } },
    },
    async (request) => tasks.page(request.body),
  );
  app.post(
    `${office}/add`,
    {
      ...operator('trailer:task:add'),
      schema: { ...admin, body: ZTaskAddBody, response: { 200: ZCreatedId } },
    },
    async (request) => tasks.add(requireAdmin(request).id, request.body),
  );
  app.post(
    `${office}/update`,
    {
      ...operator('trailer:task:update'),
      schema: { ...admin, body: ZTaskUpdateBody, response: { 200: z.null() } },
    },
    async (request) => tasks.update(requireAdmin(request).id, request.body),
  );
  app.post(
    `${office}/delete`,
    {
      ...operator('trailer:task:delete'),
      schema: { ...admin, body: ZTaskDeleteBody, response: { 200: z.null() } },
    },
    async (request) => tasks.remove(requireAdmin(request).id, request.body.id),
  );
  app.post(
    `${office}/upload`,
    {
      ...operator('trailer:task:upload'),
      schema: { ...admin, consumes: ['multipart/form-data'], response: { 200: ZUploaded } },
    },
    async (request) => {
      const content = await readUploadedFile(request, (await settings.all()).uploadVideoMaxBytes);
      return uploads.saveImage(content, { kind: 'admin', id: requireAdmin(request).id }, true);
    },
  );
}

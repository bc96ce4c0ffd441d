import {
  ZDistributeRewardsBody,
  ZStartTaskQuery,
  ZTaskAddBody,
  ZTaskDeleteBody,
  ZTaskList,
  ZTaskPage,
  ZTaskPageBody,
  ZTaskRecords,
  ZTaskRecordsQuery,
  ZTaskReward,
  ZTaskSession,
  ZTaskUpdateBody,
  ZUploaded,
} from '@club/contract';
import * as z from 'zod';
import { type App, requireAdmin, requireMember } from '../../kernel/http';
import type { SettingsService } from '../settings/service';
import { readUploadedFile } from '../upload/read-file';
import type { UploadService } from '../upload/service';
import type { TaskService } from './service';

/** Trailer tasks for members (`/api/app/trailer/task/*`) and operators (`/api/admin/trailer/task/*`). */
export function taskRoutes(
  app: App,
  deps: {
    tasks: TaskService;
    uploads: UploadService;
    settings: SettingsService;
    memberLimit: (max: number) => object;
  },
) {
  const { tasks, uploads, settings, memberLimit } = deps;
  const member = { tags: ['task'], security: [{ token: [] }] };
  const admin = { tags: ['admin'], security: [{ token: [] }] };
  const base = '/api/app/trailer/task';

  app.get(`${base}/list`, { schema: { ...member, response: { 200: ZTaskList } } }, async (request) =>
    tasks.list(requireMember(request).id),
  );
  app.get(
    `${base}/startTask`,
    {
      config: memberLimit(60),
      schema: { ...member, querystring: ZStartTaskQuery, response: { 200: ZTaskSession } },
    },
    async (request) => tasks.start(requireMember(request).id, request.query.taskId),
  );
  app.post(
    `${base}/distributeRewards`,
    {
      config: memberLimit(60),
      schema: { ...member, body: ZDistributeRewardsBody, response: { 200: ZTaskReward } },
    },
    async (request) => tasks.distribute(requireMember(request).id, request.body.sessionId),
  );
  app.get(
    `${base}/records`,
    { schema: { ...member, querystring: ZTaskRecordsQuery, response: { 200: ZTaskRecords } } },
    async (request) => tasks.records(requireMember(request).id, request.query),
  );

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
      schema: { ...admin, body: ZTaskAddBody, response: { 200: z.object({ id: z.number().int() }) } },
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

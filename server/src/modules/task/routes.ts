import {
  ZDistributeRewardsBody,
  ZStartTaskQuery,
  ZTaskList,
  ZTaskPreview,
  ZTaskRecords,
  ZTaskRecordsQuery,
  ZTaskReward,
  ZTaskSession,
} from '@club/contract';
import { type App, requireMember } from '../../kernel/http';
import type { TaskService } from './service';

/** Trailer tasks for members (`/api/app/trailer/task/*`); operators' are in `operator-routes.ts`. */
export function taskRoutes(app: App, deps: { tasks: TaskService; memberLimit: (max: number) => object }) {
  const { tasks, memberLimit } = deps;
  const member = { tags: ['task'], security: [{ token: [] }] };
  const base = '/api/app/trailer/task';

  app.get(`${base}/list`, { schema: { ...member, response: { 200: ZTaskList } } }, async (request) =>
    tasks.list(requireMember(request).id, request.lang),
  );
  // Open to every member, VIP or not: what membership would offer today, locked.
  app.get(`${base}/preview`, { schema: { ...member, response: { 200: ZTaskPreview } } }, async (request) => {
    requireMember(request);
    return tasks.preview(request.lang);
  });
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
    async (request) => tasks.records(requireMember(request).id, request.query, request.lang),
  );
}

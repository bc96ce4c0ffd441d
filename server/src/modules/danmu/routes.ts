import { ZDanmu, ZDanmuList, ZDanmuListQuery, ZDanmuSendBody } from '@club/contract';
import { type App, requireMember } from '../../kernel/http';
import type { DanmuService } from './service';

/** Danmu for members (`/api/app/trailer/danmu/*`); operators' are in `operator-routes.ts`. */
export function danmuRoutes(app: App, deps: { danmu: DanmuService; memberLimit: (max: number) => object }) {
  const { danmu, memberLimit } = deps;
  const member = { tags: ['danmu'], security: [{ token: [] }] };

  app.get(
    '/api/app/trailer/danmu/list',
    { schema: { ...member, querystring: ZDanmuListQuery, response: { 200: ZDanmuList } } },
    async (request) => danmu.list(requireMember(request).id, request.query.projectId),
  );
  // A few a minute reads as a conversation over the trailer; more is flooding it.
  app.post(
    '/api/app/trailer/danmu/send',
    { config: memberLimit(20), schema: { ...member, body: ZDanmuSendBody, response: { 200: ZDanmu } } },
    async (request) => danmu.send(requireMember(request).id, request.body),
  );
}

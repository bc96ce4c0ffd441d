import { ZAdminDanmuHideBody, ZAdminDanmuPage, ZAdminDanmuPageBody } from '@club/contract';
import * as z from 'zod';
import { type App, requireAdmin } from '../../kernel/http';
import type { DanmuService } from './service';

/** Danmu for operators (`/api/admin/trailer/danmu/*`), each call with its key. */
export function danmuOperatorRoutes(app: App, deps: { danmu: DanmuService }) {
  const { danmu } = deps;
  const admin = { tags: ['admin'], security: [{ token: [] }] };

  app.post(
    '/api/admin/trailer/danmu/page',
    {
      config: { permission: 'trailer:danmu:page' },
      schema: { ...admin, body: ZAdminDanmuPageBody, response: { 200: ZAdminDanmuPage } },
    },
    async (request) => danmu.page(request.body),
  );
  app.post(
    '/api/admin/trailer/danmu/hide',
    {
      config: { permission: 'trailer:danmu:hide' },
      schema: { ...admin, body: ZAdminDanmuHideBody, response: { 200: z.null() } },
    },
    async (request) => danmu.hide(requireAdmin(request).id, request.body.id),
  );
  app.post(
    '/api/admin/trailer/danmu/show',
    {
      config: { permission: 'trailer:danmu:show' },
      schema: { ...admin, body: ZAdminDanmuHideBody, response: { 200: z.null() } },
    },
    async (request) => danmu.show(requireAdmin(request).id, request.body.id),
  );
}

import { ZLevelUpdateBody, ZMemberLevel } from '@club/contract';
import * as z from 'zod';
import { type App, requireAdmin } from '../../kernel/http';
import type { MemberService } from './service';

/** Membership levels for operators (`/api/admin/member/level/*`). */
export function memberOperatorRoutes(app: App, deps: { members: MemberService }) {
  const { members } = deps;
  const tags = ['member'];
  const security = [{ token: [] }];

  app.get(
    '/api/admin/member/level/list',
    {
      config: { permission: 'member:level:read' },
      schema: { tags, security, response: { 200: z.array(ZMemberLevel) } },
    },
    async (request) => members.adminLevels(request.lang),
  );
  app.post(
    '/api/admin/member/level/update',
    {
      config: { permission: 'member:level:update' },
      schema: { tags, security, body: ZLevelUpdateBody, response: { 200: z.null() } },
    },
    async (request) => members.updateLevel(requireAdmin(request).id, request.body),
  );
}

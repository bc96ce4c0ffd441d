import { ZActivateBody, ZCancelBody, ZMemberLevel, ZMembershipCheck, ZPrivilege } from '@club/contract';
import * as z from 'zod';
import { type App, requireMember } from '../../kernel/http';
import type { Idempotency } from '../../kernel/idempotency';
import type { MemberService } from './service';

/** Memberships for members (`/api/app/member/member/*`); operators' are in `operator-routes.ts`. */
export function memberRoutes(
  app: App,
  deps: { members: MemberService; once: Idempotency; memberLimit: (max: number) => object },
) {
  const { members, once, memberLimit } = deps;
  const tags = ['member'];
  const security = [{ token: [] }];
  const base = '/api/app/member/member';

  app.get(
    `${base}/list`,
    { schema: { tags, security, response: { 200: z.array(ZMemberLevel) } } },
    async (request) => members.levels(request.lang),
  );
  app.get(
    `${base}/right`,
    { schema: { tags, security, response: { 200: z.array(ZPrivilege) } } },
    async (request) => members.rights(requireMember(request).id, request.lang),
  );
  app.post(
    `${base}/check`,
    { schema: { tags, security, response: { 200: ZMembershipCheck } } },
    async (request) => members.check(requireMember(request).id),
  );
  app.post(
    `${base}/activate`,
    {
      config: memberLimit(10),
      schema: { tags, security, body: ZActivateBody, response: { 200: ZMembershipCheck } },
    },
    async (request) => {
      const member = requireMember(request);
      return once(request, `member:${member.id}`, (commit) =>
        members.activate(member.id, request.body, commit),
      );
    },
  );
  app.post(
    `${base}/cancel`,
    {
      config: memberLimit(10),
      schema: { tags, security, body: ZCancelBody, response: { 200: ZMembershipCheck } },
    },
    async (request) => {
      const member = requireMember(request);
      return once(request, `member:${member.id}`, (commit) =>
        members.cancel(member.id, request.body.payPassword, commit),
      );
    },
  );
}

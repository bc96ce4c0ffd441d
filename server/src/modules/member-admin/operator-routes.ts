import {
  ZAdminInviteePage,
  ZAdminInviteesBody,
  ZAdminMemberIdQuery,
  ZAdminMemberInfo,
  ZAdminMemberInvestmentPage,
  ZAdminMemberInvestmentsBody,
  ZAdminMemberPage,
  ZAdminMemberPageBody,
  ZAdminMemberPick,
  ZAdminMemberPickBody,
  ZBanBody,
  ZUnbanBody,
} from '@club/contract';
import * as z from 'zod';
import { type App, requireAdmin } from '../../kernel/http';
import type { MemberAdminService } from './service';

/** The operator's member pages (`/api/admin/member/user/*`): reading needs `member:user:read`, banning `member:user:ban`. */
export function memberAdminRoutes(app: App, deps: { memberAdmin: MemberAdminService }) {
  const { memberAdmin } = deps;
  const tags = ['member-admin'];
  const security = [{ token: [] }];
  const base = '/api/admin/member/user';
  const read = { permission: 'member:user:read' };
  const ban = { permission: 'member:user:ban' };

  app.post(
    `${base}/page`,
    {
      config: read,
      schema: { tags, security, body: ZAdminMemberPageBody, response: { 200: ZAdminMemberPage } },
    },
    async (request) => memberAdmin.page(request.body),
  );
  // The picker shows what the list shows (id, nickname, phone), so it is read with the list's key.
  app.post(
    `${base}/pick`,
    {
      config: read,
      schema: { tags, security, body: ZAdminMemberPickBody, response: { 200: ZAdminMemberPick } },
    },
    async (request) => memberAdmin.pick(request.body.search),
  );
  app.get(
    `${base}/info`,
    {
      config: read,
      schema: { tags, security, querystring: ZAdminMemberIdQuery, response: { 200: ZAdminMemberInfo } },
    },
    async (request) => memberAdmin.info(request.query.id),
  );
  app.post(
    `${base}/investments`,
    {
      config: read,
      schema: {
        tags,
        security,
        body: ZAdminMemberInvestmentsBody,
        response: { 200: ZAdminMemberInvestmentPage },
      },
    },
    async (request) => memberAdmin.investments(request.body, request.lang),
  );
  app.post(
    `${base}/invitees`,
    {
      config: read,
      schema: { tags, security, body: ZAdminInviteesBody, response: { 200: ZAdminInviteePage } },
    },
    async (request) => memberAdmin.invitees(request.body),
  );
  // Banning and lifting a ban are one permission; the audit line tells them apart.
  app.post(
    `${base}/ban`,
    { config: ban, schema: { tags, security, body: ZBanBody, response: { 200: z.null() } } },
    async (request) => memberAdmin.ban(requireAdmin(request).id, request.body),
  );
  app.post(
    `${base}/unban`,
    { config: ban, schema: { tags, security, body: ZUnbanBody, response: { 200: z.null() } } },
    async (request) => memberAdmin.unban(requireAdmin(request).id, request.body),
  );
}

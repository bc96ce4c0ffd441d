import {
  ZAnnouncement,
  ZAnnouncementAddBody,
  ZAnnouncementPage,
  ZAnnouncementPageBody,
  ZMessagePage,
  ZMessagePageBody,
  ZMessageRead,
  ZMessageReadBody,
} from '@club/contract';
import { type App, requireAdmin, requireMember } from '../../kernel/http';
import type { Idempotency } from '../../kernel/idempotency';
import type { MessageService } from './service';

/** A member's messages (`/api/app/message/*`) and operators' announcements. */
export function messageRoutes(app: App, deps: { messages: MessageService; once: Idempotency }) {
  const { messages, once } = deps;
  const member = { tags: ['message'], security: [{ token: [] }] };
  const admin = { tags: ['admin'], security: [{ token: [] }] };

  app.post(
    '/api/app/message/message/page',
    { schema: { ...member, body: ZMessagePageBody, response: { 200: ZMessagePage } } },
    async (request) => messages.page(requireMember(request).id, request.body, request.lang),
  );
  app.post(
    '/api/app/message/message/read',
    { schema: { ...member, body: ZMessageReadBody, response: { 200: ZMessageRead } } },
    async (request) => messages.read(requireMember(request).id, request.body, request.lang),
  );

  app.post(
    '/api/admin/message/announcement/add',
    {
      config: { permission: 'message:announcement:add' },
      schema: { ...admin, body: ZAnnouncementAddBody, response: { 200: ZAnnouncement } },
    },
    async (request) => {
      const admin = requireAdmin(request);
      return once(request, `admin:${admin.id}`, (commit) =>
        messages.announce(admin.id, request.body, commit),
      );
    },
  );
  app.post(
    '/api/admin/message/announcement/page',
    {
      config: { permission: 'message:announcement:page' },
      schema: { ...admin, body: ZAnnouncementPageBody, response: { 200: ZAnnouncementPage } },
    },
    async (request) => messages.announcements(request.body),
  );
}

import {
  ZAnnouncement,
  ZAnnouncementAddBody,
  ZAnnouncementPage,
  ZAnnouncementPageBody,
} from '@club/contract';
import { type App, requireAdmin } from '../../kernel/http';
import type { Idempotency } from '../../kernel/idempotency';
import type { MessageService } from './service';

/** Operators' announcements (`/api/admin/message/announcement/*`), each with its key. */
export function messageOperatorRoutes(app: App, deps: { messages: MessageService; once: Idempotency }) {
  const { messages, once } = deps;
  const admin = { tags: ['admin'], security: [{ token: [] }] };

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

import { ZMessagePage, ZMessagePageBody, ZMessageRead, ZMessageReadBody } from '@club/contract';
import { type App, requireMember } from '../../kernel/http';
import type { MessageService } from './service';

/** A member's messages (`/api/app/message/*`); operators' announcements in `operator-routes.ts`. */
export function messageRoutes(app: App, deps: { messages: MessageService }) {
  const { messages } = deps;
  const member = { tags: ['message'], security: [{ token: [] }] };

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
}

import {
  ZChatMessage,
  ZDialogRead,
  ZDialogReadBody,
  ZServiceConversation,
  ZServiceHistory,
  ZServiceHistoryBody,
  ZServiceQueue,
  ZServiceQueueBody,
  ZServiceReplyBody,
  ZServiceRoomBody,
  ZServiceUnread,
} from '@club/contract';
import * as z from 'zod';
import { type App, requireAdmin } from '../../kernel/http';
import type { DeskService } from './desk-service';
import { MESSAGE_FIELD_NAMES } from './routes';

/** The service desk for operators (`/api/admin/chat/service/*`). */
export function deskRoutes(app: App, deps: { desk: DeskService }) {
  const { desk } = deps;
  const schema = { tags: ['admin'], security: [{ token: [] }] };
  const base = '/api/admin/chat/service';
  const operator = (permission: string) => ({ config: { permission } });

  app.post(
    `${base}/page`,
    {
      ...operator('chat:service:page'),
      schema: { ...schema, body: ZServiceQueueBody, response: { 200: ZServiceQueue } },
    },
    async (request) => desk.queue(requireAdmin(request).id, request.body),
  );
  app.post(
    `${base}/unread`,
    {
      ...operator('chat:service:page'),
      schema: { ...schema, body: z.strictObject({}).optional(), response: { 200: ZServiceUnread } },
    },
    async () => desk.unread(),
  );
  app.post(
    `${base}/history`,
    {
      ...operator('chat:service:page'),
      schema: { ...schema, body: ZServiceHistoryBody, response: { 200: ZServiceHistory } },
    },
    async (request) => desk.history(requireAdmin(request).id, request.body),
  );
  app.post(
    `${base}/read`,
    {
      ...operator('chat:service:page'),
      schema: { ...schema, body: ZDialogReadBody, response: { 200: ZDialogRead } },
    },
    async (request) => desk.read(requireAdmin(request).id, request.body),
  );
  app.post(
    `${base}/reply`,
    {
      config: { permission: 'chat:service:reply', fieldNames: MESSAGE_FIELD_NAMES },
      schema: { ...schema, body: ZServiceReplyBody, response: { 200: ZChatMessage } },
    },
    async (request) => desk.reply(requireAdmin(request).id, request.body),
  );
  app.post(
    `${base}/assign`,
    {
      ...operator('chat:service:assign'),
      schema: { ...schema, body: ZServiceRoomBody, response: { 200: ZServiceConversation } },
    },
    async (request) => desk.assign(requireAdmin(request).id, request.body),
  );
  app.post(
    `${base}/close`,
    {
      ...operator('chat:service:close'),
      schema: { ...schema, body: ZServiceRoomBody, response: { 200: ZServiceConversation } },
    },
    async (request) => desk.close(requireAdmin(request).id, request.body),
  );
}

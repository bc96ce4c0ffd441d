import {
  ZAdminChatMessagePage,
  ZAdminChatMessagePageBody,
  ZAdminChatRoom,
  ZChatBan,
  ZChatBanBody,
  ZChatBanPage,
  ZChatBanPageBody,
  ZChatRemoveBody,
  ZChatRoomAddBody,
  ZChatRoomPage,
  ZChatRoomPageBody,
  ZChatRoomUpdateBody,
  ZChatUnbanBody,
} from '@club/contract';
import * as z from 'zod';
import { type App, requireAdmin } from '../../kernel/http';
import type { ChatService } from './service';

/** Chat for operators (`/api/admin/chat/*`): group rooms, their messages and bans, each with its key. */
export function chatOperatorRoutes(app: App, deps: { chat: ChatService }) {
  const { chat } = deps;
  const admin = { tags: ['admin'], security: [{ token: [] }] };
  const operator = (permission: string) => ({ config: { permission } });
  app.post(
    '/api/admin/chat/room/page',
    {
      ...operator('chat:room:page'),
      schema: { ...admin, body: ZChatRoomPageBody, response: { 200: ZChatRoomPage } },
    },
    async (request) => chat.rooms(request.body),
  );
  app.post(
    '/api/admin/chat/room/add',
    {
      ...operator('chat:room:add'),
      schema: { ...admin, body: ZChatRoomAddBody, response: { 200: ZAdminChatRoom } },
    },
    async (request) => chat.addRoom(requireAdmin(request).id, request.body),
  );
  app.post(
    '/api/admin/chat/room/update',
    {
      ...operator('chat:room:update'),
      schema: { ...admin, body: ZChatRoomUpdateBody, response: { 200: ZAdminChatRoom } },
    },
    async (request) => chat.updateRoom(requireAdmin(request).id, request.body),
  );
  app.post(
    '/api/admin/chat/message/page',
    {
      ...operator('chat:message:page'),
      schema: { ...admin, body: ZAdminChatMessagePageBody, response: { 200: ZAdminChatMessagePage } },
    },
    async (request) => chat.roomMessages(request.body),
  );
  app.post(
    '/api/admin/chat/message/remove',
    {
      ...operator('chat:message:remove'),
      schema: { ...admin, body: ZChatRemoveBody, response: { 200: z.null() } },
    },
    async (request) => chat.removeMessage(requireAdmin(request).id, request.body),
  );
  app.post(
    '/api/admin/chat/ban/page',
    {
      ...operator('chat:ban:page'),
      schema: { ...admin, body: ZChatBanPageBody, response: { 200: ZChatBanPage } },
    },
    async (request) => chat.bans(request.body),
  );
  app.post(
    '/api/admin/chat/ban/add',
    { ...operator('chat:ban:add'), schema: { ...admin, body: ZChatBanBody, response: { 200: ZChatBan } } },
    async (request) => chat.ban(requireAdmin(request).id, request.body),
  );
  app.post(
    '/api/admin/chat/ban/remove',
    {
      ...operator('chat:ban:remove'),
      schema: { ...admin, body: ZChatUnbanBody, response: { 200: z.null() } },
    },
    async (request) => chat.unban(requireAdmin(request).id, request.body),
  );
}

import {
  ZAdminChatMessagePage,
  ZAdminChatMessagePageBody,
  ZAdminChatRoom,
  ZChatBan,
  ZChatBanBody,
  ZChatBanPage,
  ZChatBanPageBody,
  ZChatConversation,
  ZChatMessage,
  ZChatPage,
  ZChatPageQuery,
  ZChatPermission,
  ZChatRemoveBody,
  ZChatRoomAddBody,
  ZChatRoomPage,
  ZChatRoomPageBody,
  ZChatRoomQuery,
  ZChatRoomUpdateBody,
  ZChatSendBody,
  ZChatTicket,
  ZChatUnbanBody,
  ZDialogRead,
  ZDialogReadBody,
  ZServicePageQuery,
  ZServiceRoomId,
  ZUnreadCounts,
} from '@club/contract';
import * as z from 'zod';
import { type App, requireAdmin, requireMember } from '../../kernel/http';
import type { MessageService } from '../message/service';
import type { ChatService } from './service';

/** Chat for members (`/api/app/chat/comm/*`, read pointers under `message/dialog_read`) and operators. */
export function chatRoutes(
  app: App,
  deps: { chat: ChatService; messages: MessageService; memberLimit: (max: number) => object },
) {
  const { chat, messages, memberLimit } = deps;
  const member = { tags: ['chat'], security: [{ token: [] }] };
  const admin = { tags: ['admin'], security: [{ token: [] }] };
  const base = '/api/app/chat/comm';

  // The badge on the Messages tab: unread system messages and chat conversations together.
  app.post(
    '/api/app/message/dialog_read/unread',
    {
      schema: {
        tags: ['message'],
        security: [{ token: [] }],
        body: z.strictObject({}).optional(),
        response: { 200: ZUnreadCounts },
      },
    },
    async (request) => {
      const { id } = requireMember(request);
      const [mine, conversations] = await Promise.all([messages.unread(id), chat.unread(id)]);
      return { ...mine, conversations };
    },
  );

  const conversations = async (request: Parameters<typeof requireMember>[0]) =>
    chat.conversations(requireMember(request).id);
  app.get(
    `${base}/getAppConversationList`,
    { schema: { ...member, response: { 200: z.array(ZChatConversation) } } },
    conversations,
  );
  app.post(
    '/api/app/message/dialog_read/list',
    {
      schema: {
        ...member,
        body: z.strictObject({}).optional(),
        response: { 200: z.array(ZChatConversation) },
      },
    },
    conversations,
  );
  app.get(
    `${base}/getChatRoomMssagePage`,
    { schema: { ...member, querystring: ZChatPageQuery, response: { 200: ZChatPage } } },
    async (request) => chat.page(requireMember(request).id, request.query),
  );
  app.get(
    `${base}/isRoomPermissions`,
    { schema: { ...member, querystring: ZChatRoomQuery, response: { 200: ZChatPermission } } },
    async (request) => chat.permission(requireMember(request).id, request.query.roomId),
  );
  app.get(
    `${base}/getServiceRoomId`,
    { schema: { ...member, response: { 200: ZServiceRoomId } } },
    async (request) => chat.serviceRoomId(requireMember(request).id),
  );
  app.get(
    `${base}/getServiceMsgPage`,
    { schema: { ...member, querystring: ZServicePageQuery, response: { 200: ZChatPage } } },
    async (request) => chat.servicePage(requireMember(request).id, request.query),
  );
  // The socket's fallback: a client whose socket is down sends here. A few a second at most; the
  // one-a-second rule itself is the service's, across processes.
  app.post(
    `${base}/send`,
    { config: memberLimit(120), schema: { ...member, body: ZChatSendBody, response: { 200: ZChatMessage } } },
    async (request) => chat.send(requireMember(request).id, request.body),
  );
  app.post(
    `${base}/ticket`,
    { config: memberLimit(30), schema: { ...member, response: { 200: ZChatTicket } } },
    async (request) => chat.ticket(requireMember(request).id),
  );
  app.post(
    '/api/app/message/dialog_read/read',
    { schema: { ...member, body: ZDialogReadBody, response: { 200: ZDialogRead } } },
    async (request) => chat.read(requireMember(request).id, request.body),
  );

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

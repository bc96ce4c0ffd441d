import {
  ZChatConversation,
  ZChatMessage,
  ZChatPage,
  ZChatPageQuery,
  ZChatPermission,
  ZChatRoomQuery,
  ZChatSendBody,
  ZChatTicket,
  ZDialogRead,
  ZDialogReadBody,
  ZServicePageQuery,
  ZServiceRoomId,
  ZUnreadCounts,
} from '@club/contract';
import * as z from 'zod';
import { type App, requireMember } from '../../kernel/http';
import type { MessageService } from '../message/service';
import type { ChatService } from './service';

/**
 * How a message's fields are named in an error (keys under `fields`): its `kind` is the message
 * type and its `body` the text, where the shared labels say an account type and the request.
 */
export const MESSAGE_FIELD_NAMES = { kind: 'messageKind', body: 'messageText' } as const;

/** Chat for members (`/api/app/chat/comm/*`, read pointers under `message/dialog_read`); operators' in `operator-routes.ts`. */
export function chatRoutes(
  app: App,
  deps: { chat: ChatService; messages: MessageService; memberLimit: (max: number) => object },
) {
  const { chat, messages, memberLimit } = deps;
  const member = { tags: ['chat'], security: [{ token: [] }] };
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
    {
      config: { ...memberLimit(120), fieldNames: MESSAGE_FIELD_NAMES },
      schema: { ...member, body: ZChatSendBody, response: { 200: ZChatMessage } },
    },
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
}

import * as z from 'zod';
import { ZAdminPageBody, ZSearchText } from './admin';
import { ROW_ID_MAX, ZId, ZIdText } from './ids';
import { ZPageOf } from './paging';
import { ZMultiLineText, ZSingleLineText } from './text';

// ---------------------------------------------------------------------------------------------
// Chat rooms (`/api/app/chat/*`, `/api/app/message/dialog_read/*`): group rooms every member reads
// and active VIP members speak in. Each room numbers its messages (`seq`, 1, 2, …); a member's read
// pointer is the last number they saw, so unread = the room's last number − the pointer.

const CHAT_ROOM_KINDS = ['group', 'service'] as const;
const CHAT_MESSAGE_KINDS = ['text', 'image'] as const;

/** Why a member cannot speak in a room, in the order they are checked (spec §8 "cannot speak"). */
const CANNOT_SPEAK = ['notMember', 'allMuted', 'banned'] as const;

/** At most this many characters in a text message (PRODUCT.md §10). */
export const CHAT_TEXT_MAX = 500;

const ZChatSender = z.object({
  kind: z.enum(['member', 'agent']),
  id: z.number().int(),
  /** A member's nickname, or the agent's display name. */
  name: z.string(),
  avatar: z.string().nullable(),
});

export const ZChatMessage = z.object({
  roomId: z.number().int(),
  seq: z.number().int(),
  kind: z.enum(CHAT_MESSAGE_KINDS),
  /** The text, or the image's URL; empty once an operator removed the message. */
  body: z.string(),
  removed: z.boolean(),
  sender: ZChatSender,
  /** Sent by the member reading. */
  mine: z.boolean(),
  /** The sender's own id for this message, so a client matches its pending copy. */
  clientMsgId: z.string().nullable(),
  createdAt: z.string(),
});
export type TChatMessage = z.infer<typeof ZChatMessage>;

const ZChatRoom = z.object({
  id: z.number().int(),
  kind: z.enum(CHAT_ROOM_KINDS),
  name: z.string(),
  avatar: z.string().nullable(),
  announcement: z.string(),
  rules: z.string(),
  mutedAll: z.boolean(),
  /** A customer-service conversation the desk closed; the member's next message opens it again. */
  closed: z.boolean(),
});
export type TChatRoom = z.infer<typeof ZChatRoom>;

/** One line of the conversation list: the room, its last message and the member's unread count. */
export const ZChatConversation = z.object({
  room: ZChatRoom,
  lastMessage: ZChatMessage.nullable(),
  lastSeq: z.number().int(),
  unread: z.number().int(),
});
export type TChatConversation = z.infer<typeof ZChatConversation>;

/** `getChatRoomMssagePage`: a room's messages before `beforeSeq` (the newest without it), oldest first. */
export const ZChatPageQuery = z.strictObject({
  roomId: ZIdText,
  beforeSeq: ZIdText.optional(),
  size: z.coerce.number().int().min(1).max(100).default(30),
});
export const ZChatPage = z.object({
  room: ZChatRoom,
  list: z.array(ZChatMessage),
  /** Older messages exist before the first of `list`. */
  hasMore: z.boolean(),
  lastSeq: z.number().int(),
});
export type TChatPage = z.infer<typeof ZChatPage>;

export const ZChatRoomQuery = z.strictObject({ roomId: ZIdText });

/** `getServiceRoomId`: the member's one customer-service conversation, opened on first ask. */
export const ZServiceRoomId = z.object({ roomId: z.number().int() });
/** `getServiceMsgPage`: a page of the member's own service conversation, as `getChatRoomMssagePage`. */
export const ZServicePageQuery = ZChatPageQuery.omit({ roomId: true });

export const ZChatPermission = z.object({
  canSpeak: z.boolean(),
  reason: z.enum(CANNOT_SPEAK).nullable(),
  /** For `banned`: the operator's reason and when the ban ends (null: until lifted). */
  banReason: z.string().nullable(),
  bannedUntil: z.string().nullable(),
});
export type TChatPermission = z.infer<typeof ZChatPermission>;

/** A send: `clientMsgId` makes a retried send post once. */
export const ZChatSendBody = z.discriminatedUnion('kind', [
  z.strictObject({
    roomId: ZId,
    clientMsgId: ZSingleLineText.min(8).max(64),
    kind: z.literal('text'),
    body: ZMultiLineText.trim().min(1).max(CHAT_TEXT_MAX),
  }),
  z.strictObject({
    roomId: ZId,
    clientMsgId: ZSingleLineText.min(8).max(64),
    kind: z.literal('image'),
    /**
     * An image the member uploaded (`/uploads/…`, checked against the member's uploads). The same
     * text rule as the text variant, since both are the one `body` field.
     */
    body: ZMultiLineText.max(300),
  }),
]);
export type TChatSendBody = z.infer<typeof ZChatSendBody>;

/** Moves the member's read pointer forward to `seq` (never back). */
export const ZDialogReadBody = z.strictObject({ roomId: ZId, seq: z.number().int().min(0).max(ROW_ID_MAX) });
export type TDialogReadBody = z.input<typeof ZDialogReadBody>;
export const ZDialogRead = z.object({ unread: z.number().int() });

// ---------------------------------------------------------------------------------------------
// Back office (`/api/admin/chat/*`)

export const ZAdminChatRoom = ZChatRoom.extend({
  lastSeq: z.number().int(),
  createdAt: z.string(),
});
export type TAdminChatRoom = z.infer<typeof ZAdminChatRoom>;

const roomFields = {
  name: ZSingleLineText.trim().min(1).max(50),
  avatar: ZSingleLineText.max(300).nullable(),
  announcement: ZMultiLineText.max(2000),
  rules: ZMultiLineText.max(2000),
  mutedAll: z.boolean(),
};
export const ZChatRoomAddBody = z.strictObject(roomFields);
export const ZChatRoomUpdateBody = z.strictObject({ id: ZId, ...roomFields });
export const ZChatRoomPageBody = ZAdminPageBody(['createdAt'], {});
export const ZChatRoomPage = ZPageOf(ZAdminChatRoom);

export const ZChatBanBody = z.strictObject({
  roomId: ZId,
  userId: ZId,
  reason: ZMultiLineText.trim().min(1).max(200),
  /** When the ban ends; null bans until an operator lifts it. */
  until: z.iso.datetime().nullable(),
});
export const ZChatUnbanBody = z.strictObject({ roomId: ZId, userId: ZId });
export const ZChatBan = z.object({
  roomId: z.number().int(),
  userId: z.number().int(),
  nickname: z.string(),
  reason: z.string(),
  until: z.string().nullable(),
  operator: z.string(),
  createdAt: z.string(),
});
export type TChatBan = z.infer<typeof ZChatBan>;
export const ZChatBanPageBody = ZAdminPageBody(['createdAt'], {
  roomId: ZId.optional(),
  search: ZSearchText,
});
export const ZChatBanPage = ZPageOf(ZChatBan);

/** A room's messages for operators, newest first, with removed ones' text kept for them. */
export const ZAdminChatMessagePageBody = ZAdminPageBody(['seq'], { roomId: ZId });
const ZAdminChatMessage = ZChatMessage.omit({ mine: true }).extend({
  removedText: z.string().nullable(),
});
export const ZAdminChatMessagePage = ZPageOf(ZAdminChatMessage);
export const ZChatRemoveBody = z.strictObject({ roomId: ZId, seq: ZId });

// ---------------------------------------------------------------------------------------------
// The service desk (`/api/admin/chat/service/*`): members' service conversations, answered by
// operators holding the service keys. One agent holds a conversation at a time; the desk reads as
// one team, so `unread` is what no agent has read yet.

const SERVICE_STATES = ['open', 'closed'] as const;

export const ZServiceQueueBody = ZAdminPageBody(['lastMessageAt'], {
  status: z.enum(SERVICE_STATES).optional(),
  /** Only the conversations the signed-in operator holds. */
  mine: z.boolean().optional(),
  /** A member's phone, nickname or id. */
  search: ZSearchText,
});
export const ZServiceConversation = z.object({
  roomId: z.number().int(),
  member: z.object({ id: z.number().int(), nickname: z.string(), phone: z.string() }),
  status: z.enum(SERVICE_STATES),
  agent: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  lastMessage: ZChatMessage.nullable(),
  lastSeq: z.number().int(),
  unread: z.number().int(),
  lastMessageAt: z.string().nullable(),
});
export type TServiceConversation = z.infer<typeof ZServiceConversation>;
export const ZServiceQueue = ZPageOf(ZServiceConversation);
/** The desk's unread total across open conversations, for the menu badge. */
export const ZServiceUnread = z.object({ unread: z.number().int() });

export const ZServiceHistoryBody = z.strictObject({
  roomId: ZId,
  beforeSeq: ZId.optional(),
  size: z.number().int().min(1).max(100).default(30),
});
export type TServiceHistoryBody = z.input<typeof ZServiceHistoryBody>;
/** A conversation's page for agents: `mine` marks every agent's message (the desk's side). */
export const ZServiceHistory = ZChatPage.extend({ conversation: ZServiceConversation });
export type TServiceHistory = z.infer<typeof ZServiceHistory>;
export const ZServiceReplyBody = z.strictObject({
  roomId: ZId,
  clientMsgId: ZSingleLineText.min(8).max(64),
  body: ZMultiLineText.trim().min(1).max(CHAT_TEXT_MAX),
});
export type TServiceReplyBody = z.input<typeof ZServiceReplyBody>;
/** Assign to me, close: one conversation named. */
export const ZServiceRoomBody = z.strictObject({ roomId: ZId });
export type TServiceRoomBody = z.input<typeof ZServiceRoomBody>;

// ---------------------------------------------------------------------------------------------
// The socket (`/api/ws/chat?ticket=…`): opened with a ticket from `POST chat/comm/ticket`.

export const ZChatTicket = z.object({ ticket: z.string(), expiresAt: z.string() });
export type TChatTicket = z.infer<typeof ZChatTicket>;

/** What a client sends: the last number it saw per room (on open and in each heartbeat), a message, a ping. */
export const ZSocketIn = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('resume'),
    rooms: z.record(z.string().regex(/^[1-9]\d{0,8}$/), z.number().int().min(0).max(ROW_ID_MAX)),
  }),
  z.strictObject({ type: z.literal('send'), message: ZChatSendBody }),
  z.strictObject({ type: z.literal('ping') }),
]);
export type TSocketIn = z.infer<typeof ZSocketIn>;

/** What the server sends: messages (live or missed), a removal, a room whose rules changed, acks. */
export const ZSocketOut = z.discriminatedUnion('type', [
  z.object({ type: z.literal('message'), message: ZChatMessage }),
  z.object({ type: z.literal('removed'), roomId: z.number().int(), seq: z.number().int() }),
  /** Mute, ban or the room's texts changed: ask `isRoomPermissions` and the room again. */
  z.object({ type: z.literal('room'), roomId: z.number().int() }),
  /** More was missed than is replayed: reload the room's newest page. */
  z.object({ type: z.literal('reset'), roomId: z.number().int() }),
  z.object({ type: z.literal('sent'), message: ZChatMessage }),
  z.object({
    type: z.literal('error'),
    clientMsgId: z.string().nullable(),
    code: z.number().int(),
    message: z.string(),
  }),
  z.object({ type: z.literal('pong') }),
]);
export type TSocketOut = z.infer<typeof ZSocketOut>;

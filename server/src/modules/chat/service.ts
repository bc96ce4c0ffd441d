import { createHash, randomBytes } from 'node:crypto';
import type {
  TAdminChatRoom,
  TChatBan,
  TChatConversation,
  TChatMessage,
  TChatPermission,
  TChatRoom,
  TChatSendBody,
  ZChatRoomAddBody,
} from '@club/contract';
import type * as z from 'zod';
import type { Db } from '../../db';
import { iso } from '../../kernel/calendar';
import type { Clock } from '../../kernel/clock';
import { fail } from '../../kernel/errors';
import { writeAudit } from '../audit/repo';
import type { MemberService } from '../member/service';
import type { UploadService } from '../upload/service';
import type { ChatBus } from './bus';
import {
  activeBan,
  claimSendSlot,
  conversationsOf,
  countBans,
  countRoomMessages,
  countRooms,
  deleteBan,
  deleteOldTickets,
  findRoom,
  findServiceRoom,
  insertRoom,
  insertServiceRoom,
  insertTicket,
  lastMessages,
  type MessageRow,
  markRead,
  memberExists,
  memberStatus,
  messageAt,
  messageByClientId,
  messagesAfter,
  messagesBefore,
  pageBans,
  pageRoomMessages,
  pageRooms,
  postMessage,
  type Reader,
  type Room,
  removeMessage,
  updateRoom,
  upsertBan,
  useTicket,
} from './repo';

type Page = { page: number; size: number; sortOrder: 'asc' | 'desc' };
type RoomFields = z.output<typeof ZChatRoomAddBody>;

const TICKET_MS = 30_000;
/** A reconnect that missed more than this in a room reloads its newest page instead. */
const MISSED_MAX = 200;
const hashTicket = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/** A room the member may read: any group room, and their own service room. */
const canRead = (room: Room, userId: number) => room.kind === 'group' || room.owner_id === userId;

export function roomView(r: Room): TChatRoom {
  return {
    id: r.id,
    kind: r.kind,
    name: r.name,
    avatar: r.avatar,
    announcement: r.announcement,
    rules: r.rules,
    mutedAll: r.muted_all === 1,
    closed: r.status === 'closed',
  };
}

/**
 * Chat rooms (PRODUCT.md §10): every signed-in member reads the group rooms; speaking needs an
 * active VIP membership, the room not muted for all, and no ban in force, checked when the message
 * is sent. Each room numbers its messages in the sending transaction.
 */
export function createChatService(deps: {
  db: Db;
  clock: Clock;
  members: MemberService;
  uploads: UploadService;
  bus: ChatBus;
}) {
  const { db, clock, members, uploads, bus } = deps;

  /** A message as a reader sees it: a removed one keeps its place and sender but not its content. */
  function messageView(m: MessageRow, reader: Reader | null): TChatMessage {
    const removed = m.removed_at !== null;
    return {
      roomId: m.room_id,
      seq: m.seq,
      kind: m.kind,
      body: removed ? '' : m.kind === 'image' ? uploads.signedUrl(m.body) : m.body,
      removed,
      sender: {
        kind: m.sender_kind,
        id: m.sender_id,
        // An agent without a display name is "customer service", in the reader's language.
        name: m.sender_kind === 'member' ? (m.member_name ?? `#${m.sender_id}`) : (m.agent_name ?? ''),
        avatar: m.sender_kind === 'member' ? (m.member_avatar ?? null) : null,
      },
      mine: reader !== null && reader.kind === m.sender_kind && reader.id === m.sender_id,
      clientMsgId: m.client_msg_id,
      createdAt: iso(m.created_at),
    };
  }

  async function readableRoom(userId: number, roomId: number) {
    const room = await findRoom(db, roomId);
    if (!room || !canRead(room, userId)) fail('NOT_FOUND');
    return room;
  }

  async function permission(userId: number, room: Room): Promise<TChatPermission> {
    const no = (reason: TChatPermission['reason'], ban?: { reason: string; until: number | null }) => ({
      canSpeak: false,
      reason,
      banReason: ban?.reason ?? null,
      bannedUntil: ban?.until == null ? null : iso(ban.until),
    });
    // A member always speaks in their own customer-service room.
    if (room.kind === 'service') return { canSpeak: true, reason: null, banReason: null, bannedUntil: null };
    if (!(await members.isActive(userId))) return no('notMember');
    if (room.muted_all === 1) return no('allMuted');
    const ban = await activeBan(db, room.id, userId, clock.now());
    if (ban) return no('banned', ban);
    return { canSpeak: true, reason: null, banReason: null, bannedUntil: null };
  }

  return {
    messageView,

    async conversations(userId: number): Promise<TChatConversation[]> {
      const rooms = await conversationsOf(db, userId);
      const last = await lastMessages(db, rooms);
      const reader: Reader = { kind: 'member', id: userId };
      return rooms.map((r) => {
        const m = last.find((x) => x.room_id === r.id);
        return {
          room: roomView(r),
          lastMessage: m ? messageView(m, reader) : null,
          lastSeq: r.last_seq,
          unread: Math.max(0, r.last_seq - (r.last_read_seq ?? 0)),
        };
      });
    },

    async unread(userId: number) {
      const rooms = await conversationsOf(db, userId);
      return rooms.reduce((sum, r) => sum + Math.max(0, r.last_seq - (r.last_read_seq ?? 0)), 0);
    },

    /** A page of a room's messages before `beforeSeq`, oldest first. */
    async page(userId: number, q: { roomId: number; beforeSeq?: number; size: number }) {
      const room = await readableRoom(userId, q.roomId);
      const rows = await messagesBefore(db, room.id, q.beforeSeq, q.size + 1);
      const reader: Reader = { kind: 'member', id: userId };
      return {
        room: roomView(room),
        list: rows
          .slice(0, q.size)
          .reverse()
          .map((m) => messageView(m, reader)),
        hasMore: rows.length > q.size,
        lastSeq: room.last_seq,
      };
    },

    async permission(userId: number, roomId: number) {
      return permission(userId, await readableRoom(userId, roomId));
    },

    /** The member's one customer-service room, opened on their first ask. */
    async serviceRoomId(userId: number) {
      const found = await findServiceRoom(db, userId);
      if (found) return { roomId: found.id };
      await insertServiceRoom(db, userId, clock.now());
      const room = await findServiceRoom(db, userId);
      if (!room) fail('NOT_FOUND');
      return { roomId: room.id };
    },

    /** A page of the member's own service conversation (opened on first ask), as `page`. */
    async servicePage(userId: number, q: { beforeSeq?: number; size: number }) {
      const { roomId } = await this.serviceRoomId(userId);
      return this.page(userId, { ...q, roomId });
    },

    /**
     * Posts a message: the rules are checked now, the member's one-a-second slot and the room's
     * next number are claimed in the same transaction, and a send retried with its `clientMsgId`
     * answers the first copy instead of posting again.
     */
    async send(userId: number, body: TChatSendBody): Promise<TChatMessage> {
      const room = await readableRoom(userId, body.roomId);
      const sender: Reader = { kind: 'member', id: userId };
      const first = async () => {
        const sent = await messageByClientId(db, room.id, sender, body.clientMsgId);
        return sent && (sent.kind !== body.kind || sent.body !== body.body) ? 'conflict' : sent;
      };
      const earlier = await first();
      if (earlier === 'conflict') fail('IDEMPOTENCY_CONFLICT');
      if (!earlier) {
        const may = await permission(userId, room);
        if (!may.canSpeak) fail('CHAT_CANNOT_SPEAK', { reason: may.reason ?? '' });
        if (body.kind === 'image')
          await uploads.assertOwnImage(body.body, { kind: 'member', id: userId }, 'body');
        const now = clock.now();
        try {
          const posted = await db.transaction().execute(async (trx) => {
            if (!(await claimSendSlot(trx, userId, now))) fail('CHAT_TOO_FAST');
            return postMessage(trx, {
              roomId: room.id,
              sender,
              kind: body.kind,
              body: body.body,
              clientMsgId: body.clientMsgId,
              now,
            });
          });
          bus.publish({ type: 'message', roomId: room.id, seq: posted });
          if (room.status === 'closed') bus.publish({ type: 'room', roomId: room.id });
        } catch (error) {
          // The same send raced in twice (a unique index, or the other copy took this second's
          // slot): the other copy won, answer it.
          const other = await first();
          if (!other || other === 'conflict') throw error;
        }
      }
      const sent = await first();
      if (!sent || sent === 'conflict') fail('IDEMPOTENCY_CONFLICT');
      const row = await messageAt(db, room.id, sent.seq);
      if (!row) fail('NOT_FOUND');
      return messageView(row, sender);
    },

    /** Moves the member's read pointer forward (to at most the room's last number). */
    async read(userId: number, body: { roomId: number; seq: number }) {
      const room = await readableRoom(userId, body.roomId);
      const seq = Math.min(body.seq, room.last_seq);
      await markRead(db, room.id, { kind: 'member', id: userId }, seq);
      const [mine] = (await conversationsOf(db, userId)).filter((r) => r.id === room.id);
      return { unread: Math.max(0, mine.last_seq - (mine.last_read_seq ?? 0)) };
    },

    // ---- The socket ----

    /** A single-use ticket that opens one socket within 30 s (never the access token in a URL). */
    async ticket(userId: number) {
      const ticket = randomBytes(32).toString('base64url');
      const expiresAt = clock.now() + TICKET_MS;
      await insertTicket(db, { ticket_hash: hashTicket(ticket), user_id: userId, expires_at: expiresAt });
      return { ticket, expiresAt: iso(expiresAt) };
    },

    /** The member a ticket was issued to, using it up; undefined for a used, expired or unknown one. */
    async useTicket(ticket: string) {
      const now = clock.now();
      await deleteOldTickets(db, now - TICKET_MS);
      return useTicket(db, hashTicket(ticket), now);
    },

    async memberActive(userId: number) {
      return (await memberStatus(db, userId))?.status === 'active';
    },

    /**
     * What a reconnecting member missed in each room they name, from the database: up to
     * MISSED_MAX a room, else that room is reset (the client reloads its newest page).
     */
    async missed(userId: number, lastSeen: Record<string, number>) {
      const messages: TChatMessage[] = [];
      const reset: number[] = [];
      const reader: Reader = { kind: 'member', id: userId };
      for (const [key, seq] of Object.entries(lastSeen).slice(0, 50)) {
        const room = await findRoom(db, Number(key));
        if (!room || !canRead(room, userId) || room.last_seq <= seq) continue;
        if (room.last_seq - seq > MISSED_MAX) {
          reset.push(room.id);
          continue;
        }
        for (const m of await messagesAfter(db, room.id, seq, MISSED_MAX))
          messages.push(messageView(m, reader));
      }
      return { messages, reset };
    },

    /** One message as each reader sees it, loaded once per process for a fan-out. */
    async fanOut(roomId: number, seq: number) {
      const [room, row] = await Promise.all([findRoom(db, roomId), messageAt(db, roomId, seq)]);
      if (!room || !row) return undefined;
      return {
        canRead: (userId: number) => canRead(room, userId),
        viewFor: (userId: number) => messageView(row, { kind: 'member', id: userId }),
      };
    },

    /** Who may read a room, loaded once for a fan-out to every socket. */
    async roomReaders(roomId: number) {
      const room = await findRoom(db, roomId);
      return (userId: number) => room !== undefined && canRead(room, userId);
    },

    // ---- Back office ----

    async rooms(body: Page) {
      const [rows, total] = await Promise.all([
        pageRooms(db, body.sortOrder, body.size, (body.page - 1) * body.size),
        countRooms(db),
      ]);
      return { list: rows.map(adminRoomView), pagination: { page: body.page, size: body.size, total } };
    },

    async addRoom(adminId: number, body: RoomFields): Promise<TAdminChatRoom> {
      if (body.avatar) await uploads.assertOwnImage(body.avatar, { kind: 'admin', id: adminId });
      const now = clock.now();
      const id = await db.transaction().execute(async (trx) => {
        const id = await insertRoom(trx, {
          kind: 'group',
          owner_id: null,
          name: body.name,
          avatar: body.avatar,
          announcement: body.announcement,
          rules: body.rules,
          muted_all: body.mutedAll ? 1 : 0,
          last_seq: 0,
          created_at: now,
          updated_at: now,
        });
        await writeAudit(trx, {
          adminId,
          action: 'chat:room:add',
          target: `chat-room:${id}`,
          after: body,
          now,
        });
        return id;
      });
      return adminRoomView((await findRoom(db, id)) as Room);
    },

    async updateRoom(adminId: number, body: RoomFields & { id: number }): Promise<TAdminChatRoom> {
      const before = await findRoom(db, body.id);
      if (before?.kind !== 'group') fail('NOT_FOUND');
      if (body.avatar && body.avatar !== before.avatar) {
        await uploads.assertOwnImage(body.avatar, { kind: 'admin', id: adminId });
      }
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        await updateRoom(trx, body.id, {
          name: body.name,
          avatar: body.avatar,
          announcement: body.announcement,
          rules: body.rules,
          muted_all: body.mutedAll ? 1 : 0,
          updated_at: now,
        });
        await writeAudit(trx, {
          adminId,
          action: 'chat:room:update',
          target: `chat-room:${body.id}`,
          before: roomView(before),
          after: body,
          now,
        });
      });
      bus.publish({ type: 'room', roomId: body.id });
      return adminRoomView((await findRoom(db, body.id)) as Room);
    },

    async roomMessages(body: Page & { roomId: number }) {
      if (!(await findRoom(db, body.roomId))) fail('NOT_FOUND');
      const [rows, total] = await Promise.all([
        pageRoomMessages(db, body.roomId, body.sortOrder, body.size, (body.page - 1) * body.size),
        countRoomMessages(db, body.roomId),
      ]);
      const list = rows.map((m) => {
        const { mine: _, ...view } = messageView(m, null);
        const kept = m.kind === 'image' ? uploads.signedUrl(m.body) : m.body;
        return { ...view, removedText: m.removed_at === null ? null : kept };
      });
      return { list, pagination: { page: body.page, size: body.size, total } };
    },

    /** Removes a message for everyone ("message removed"), audited. */
    async removeMessage(adminId: number, body: { roomId: number; seq: number }) {
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        if (!(await removeMessage(trx, body.roomId, body.seq, adminId, now))) fail('NOT_FOUND');
        await writeAudit(trx, {
          adminId,
          action: 'chat:message:remove',
          target: `chat-room:${body.roomId}:${body.seq}`,
          now,
        });
      });
      bus.publish({ type: 'removed', roomId: body.roomId, seq: body.seq });
      return null;
    },

    async ban(
      adminId: number,
      body: { roomId: number; userId: number; reason: string; until: string | null },
    ) {
      const room = await findRoom(db, body.roomId);
      if (room?.kind !== 'group' || !(await memberExists(db, body.userId))) fail('NOT_FOUND');
      const now = clock.now();
      const until = body.until === null ? null : Date.parse(body.until);
      if (until !== null && until <= now) fail('VALIDATION_FORMAT', { field: 'until' });
      await db.transaction().execute(async (trx) => {
        await upsertBan(trx, {
          room_id: body.roomId,
          user_id: body.userId,
          reason: body.reason,
          until,
          admin_id: adminId,
          created_at: now,
        });
        await writeAudit(trx, {
          adminId,
          action: 'chat:ban:add',
          target: `chat-room:${body.roomId}:member:${body.userId}`,
          after: { reason: body.reason, until: body.until },
          now,
        });
      });
      bus.publish({ type: 'room', roomId: body.roomId });
      const { list } = await this.bans({
        page: 1,
        size: 1,
        sortOrder: 'desc',
        roomId: body.roomId,
        userId: body.userId,
      });
      return list[0];
    },

    async unban(adminId: number, body: { roomId: number; userId: number }) {
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        if (!(await deleteBan(trx, body.roomId, body.userId))) fail('NOT_FOUND');
        await writeAudit(trx, {
          adminId,
          action: 'chat:ban:remove',
          target: `chat-room:${body.roomId}:member:${body.userId}`,
          now,
        });
      });
      bus.publish({ type: 'room', roomId: body.roomId });
      return null;
    },

    async bans(body: Page & { roomId?: number; search?: string; userId?: number }) {
      const f = { roomId: body.roomId, search: body.search, userId: body.userId, now: clock.now() };
      const [rows, total] = await Promise.all([
        pageBans(db, f, body.sortOrder, body.size, (body.page - 1) * body.size),
        countBans(db, f),
      ]);
      const list: TChatBan[] = rows.map((b) => ({
        roomId: b.room_id,
        userId: b.user_id,
        nickname: b.nickname,
        reason: b.reason,
        until: b.until === null ? null : iso(b.until),
        operator: b.operator ?? `#${b.admin_id}`,
        createdAt: iso(b.created_at),
      }));
      return { list, pagination: { page: body.page, size: body.size, total } };
    },
  };
}

function adminRoomView(r: Room): TAdminChatRoom {
  return { ...roomView(r), lastSeq: r.last_seq, createdAt: iso(r.created_at) };
}

export type ChatService = ReturnType<typeof createChatService>;

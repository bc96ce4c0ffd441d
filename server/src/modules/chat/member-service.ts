import { createHash, randomBytes } from 'node:crypto';
import type { TChatConversation, TChatMessage, TChatPermission, TChatSendBody } from '@club/contract';
import type { Db } from '../../db';
import { iso } from '../../kernel/calendar';
import type { Clock } from '../../kernel/clock';
import { fail } from '../../kernel/errors';
import type { MemberService } from '../member/service';
import type { UploadService } from '../upload/service';
import type { ChatBus } from './bus';
import {
  activeBan,
  claimSendSlot,
  conversationsOf,
  deleteOldTickets,
  findRoom,
  findServiceRoom,
  insertServiceRoom,
  insertTicket,
  lastMessages,
  type MessageRow,
  markRead,
  memberStatus,
  messageAt,
  messageByClientId,
  messagesAfter,
  messagesBefore,
  postMessage,
  type Reader,
  type Room,
  useTicket,
} from './repo';
import { canRead, messageView, roomView, unreadIn } from './views';

const TICKET_MS = 30_000;
/** A reconnect that missed more than this in a room reloads its newest page instead. */
const MISSED_MAX = 200;
const hashTicket = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

const speaks: TChatPermission = { canSpeak: true, reason: null, banReason: null, bannedUntil: null };
const silenced = (reason: TChatPermission['reason'], ban?: { reason: string; until: number | null }) => ({
  canSpeak: false,
  reason,
  banReason: ban?.reason ?? null,
  bannedUntil: ban?.until == null ? null : iso(ban.until),
});

/**
 * What a member does in chat (PRODUCT.md §10): reads the group rooms and their own service room,
 * speaks where the rules let them (an active VIP membership, the room not muted for all, and no ban
 * in force, checked when the message is sent), and keeps a socket open.
 */
export function createChatMemberService(deps: {
  db: Db;
  clock: Clock;
  members: MemberService;
  uploads: UploadService;
  bus: ChatBus;
}) {
  const { db, clock, members, uploads, bus } = deps;
  const view = (m: MessageRow, reader: Reader | null) => messageView(uploads, m, reader);

  async function readableRoom(userId: number, roomId: number) {
    const room = await findRoom(db, roomId);
    if (!room || !canRead(room, userId)) fail('NOT_FOUND');
    return room;
  }

  async function permission(userId: number, room: Room): Promise<TChatPermission> {
    // A member always speaks in their own customer-service room.
    if (room.kind === 'service') return speaks;
    if (!(await members.isActive(userId))) return silenced('notMember');
    if (room.muted_all === 1) return silenced('allMuted');
    const ban = await activeBan(db, room.id, userId, clock.now());
    if (ban) return silenced('banned', ban);
    return speaks;
  }

  /** A page of a room's messages before `beforeSeq`, oldest first. */
  async function page(userId: number, q: { roomId: number; beforeSeq?: number; size: number }) {
    const room = await readableRoom(userId, q.roomId);
    const rows = await messagesBefore(db, room.id, q.beforeSeq, q.size + 1);
    const reader: Reader = { kind: 'member', id: userId };
    return {
      room: roomView(room),
      list: rows
        .slice(0, q.size)
        .reverse()
        .map((m) => view(m, reader)),
      hasMore: rows.length > q.size,
      lastSeq: room.last_seq,
    };
  }

  /** The member's one customer-service room, opened on their first ask. */
  async function serviceRoomId(userId: number) {
    const found = await findServiceRoom(db, userId);
    if (found) return { roomId: found.id };
    await insertServiceRoom(db, userId, clock.now());
    const room = await findServiceRoom(db, userId);
    if (!room) fail('NOT_FOUND');
    return { roomId: room.id };
  }

  /** Posts the message in one transaction with the member's one-a-second slot and the room's next number. */
  async function post(userId: number, room: Room, body: TChatSendBody) {
    const now = clock.now();
    const posted = await db.transaction().execute(async (trx) => {
      if (!(await claimSendSlot(trx, userId, now))) fail('CHAT_TOO_FAST');
      return postMessage(trx, {
        roomId: room.id,
        sender: { kind: 'member', id: userId },
        kind: body.kind,
        body: body.body,
        clientMsgId: body.clientMsgId,
        now,
      });
    });
    bus.publish({ type: 'message', roomId: room.id, seq: posted });
    if (room.status === 'closed') bus.publish({ type: 'room', roomId: room.id });
  }

  /**
   * The member's rooms with their read pointers. A room the member has never seen is read up to
   * where it stood when they first did: what was said before they came is history, not unread (a
   * new member otherwise met the lounge's whole past as a badge).
   */
  async function roomsOf(userId: number) {
    const rooms = await conversationsOf(db, userId);
    for (const r of rooms) {
      if (r.last_read_seq !== null) continue;
      await markRead(db, r.id, { kind: 'member', id: userId }, r.last_seq);
      r.last_read_seq = r.last_seq;
    }
    return rooms;
  }

  return {
    async conversations(userId: number): Promise<TChatConversation[]> {
      const rooms = await roomsOf(userId);
      const last = await lastMessages(db, rooms);
      const reader: Reader = { kind: 'member', id: userId };
      return rooms.map((r) => {
        const m = last.find((x) => x.room_id === r.id);
        return {
          room: roomView(r),
          lastMessage: m ? view(m, reader) : null,
          lastSeq: r.last_seq,
          unread: unreadIn(r),
        };
      });
    },

    async unread(userId: number) {
      const rooms = await roomsOf(userId);
      return rooms.reduce((sum, r) => sum + unreadIn(r), 0);
    },

    page,

    async permission(userId: number, roomId: number) {
      return permission(userId, await readableRoom(userId, roomId));
    },

    serviceRoomId,

    /** A page of the member's own service conversation (opened on first ask), as `page`. */
    async servicePage(userId: number, q: { beforeSeq?: number; size: number }) {
      const { roomId } = await serviceRoomId(userId);
      return page(userId, { ...q, roomId });
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
        try {
          await post(userId, room, body);
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
      return view(row, sender);
    },

    /** Moves the member's read pointer forward (to at most the room's last number). */
    async read(userId: number, body: { roomId: number; seq: number }) {
      const room = await readableRoom(userId, body.roomId);
      const seq = Math.min(body.seq, room.last_seq);
      await markRead(db, room.id, { kind: 'member', id: userId }, seq);
      const [mine] = (await conversationsOf(db, userId)).filter((r) => r.id === room.id);
      return { unread: unreadIn(mine) };
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
        for (const m of await messagesAfter(db, room.id, seq, MISSED_MAX)) messages.push(view(m, reader));
      }
      return { messages, reset };
    },

    /** One message as each reader sees it, loaded once per process for a fan-out. */
    async fanOut(roomId: number, seq: number) {
      const [room, row] = await Promise.all([findRoom(db, roomId), messageAt(db, roomId, seq)]);
      if (!room || !row) return undefined;
      return {
        canRead: (userId: number) => canRead(room, userId),
        viewFor: (userId: number) => view(row, { kind: 'member', id: userId }),
      };
    },

    /** Who may read a room, loaded once for a fan-out to every socket. */
    async roomReaders(roomId: number) {
      const room = await findRoom(db, roomId);
      return (userId: number) => room !== undefined && canRead(room, userId);
    },
  };
}

export type ChatMemberService = ReturnType<typeof createChatMemberService>;

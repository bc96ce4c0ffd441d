import type { TChatMessage, TServiceConversation, TServiceHistory } from '@club/contract';
import type { Db, Trx } from '../../db';
import { pageOf } from '../../db/paged';
import { iso } from '../../kernel/calendar';
import type { Clock } from '../../kernel/clock';
import { fail } from '../../kernel/errors';
import { writeAudit } from '../audit/repo';
import type { ChatBus } from './bus';
import {
  assignAgent,
  closeConversation,
  deskUnread,
  holderName,
  type QueueFilter,
  type QueueRow,
  queueEntry,
  queuePage,
} from './desk-repo';
import {
  DESK,
  findRoom,
  lastMessages,
  type MessageRow,
  markRead,
  messageAt,
  messageByClientId,
  messagesBefore,
  postMessage,
  type Reader,
} from './repo';
import type { ChatService } from './service';
import { roomView } from './views';

type Page = { page: number; size: number; sortOrder: 'asc' | 'desc' };

const agentName = (r: QueueRow) => r.agent_display_name ?? r.agent_username ?? `#${r.agent_id}`;

/**
 * The service desk (PRODUCT.md §10): operators with the service keys answer members' service
 * conversations. One agent holds a conversation at a time (a reply or "assign to me" takes a free
 * one; another agent's is refused), closing hands it back to the queue, and the member's next
 * message opens it again. The desk reads as one team: unread is what no agent has read.
 */
export function createDeskService(deps: { db: Db; clock: Clock; chat: ChatService; bus: ChatBus }) {
  const { db, clock, chat, bus } = deps;
  // The desk's side of a conversation is every agent's messages, not only this operator's.
  const deskView = (m: MessageRow, adminId: number): TChatMessage => ({
    ...chat.messageView(m, { kind: 'agent', id: adminId }),
    mine: m.sender_kind === 'agent',
  });

  async function conversations(rows: QueueRow[], adminId: number) {
    const last = await lastMessages(db, rows);
    return rows.map(
      (r): TServiceConversation => ({
        roomId: r.id,
        member: { id: r.owner_id ?? 0, nickname: r.nickname, phone: r.phone ?? '' },
        status: r.status,
        agent: r.agent_id === null ? null : { id: r.agent_id, name: agentName(r) },
        lastMessage: ((m) => (m ? deskView(m, adminId) : null))(last.find((m) => m.room_id === r.id)),
        lastSeq: r.last_seq,
        unread: Math.max(0, r.last_seq - (r.desk_read_seq ?? 0)),
        lastMessageAt: r.last_message_at === null ? null : iso(r.last_message_at),
      }),
    );
  }

  async function conversation(roomId: number, adminId: number) {
    const entry = await queueEntry(db, roomId);
    const [found] = await conversations(entry ? [entry] : [], adminId);
    if (!found) fail('NOT_FOUND');
    return found;
  }

  /** Takes a conversation for the agent in `trx`, or refuses naming the agent who holds it. */
  async function take(trx: Trx, roomId: number, adminId: number) {
    if (!(await assignAgent(trx, roomId, adminId)))
      fail('CHAT_SERVICE_TAKEN', { agent: await holderName(trx, roomId) });
  }

  return {
    async queue(
      adminId: number,
      body: Page & { status?: 'open' | 'closed'; mine?: boolean; search?: string },
    ) {
      const f: QueueFilter = {
        status: body.status,
        agentId: body.mine ? adminId : undefined,
        search: body.search,
      };
      const { rows, total } = await queuePage(db, f, body, body.sortOrder);
      return pageOf(await conversations(rows, adminId), body, total);
    },

    async unread() {
      return { unread: await deskUnread(db) };
    },

    /** A page of a conversation before `beforeSeq` (the newest without it), oldest first. */
    async history(
      adminId: number,
      q: { roomId: number; beforeSeq?: number; size: number },
    ): Promise<TServiceHistory> {
      const found = await conversation(q.roomId, adminId);
      const [rows, room] = await Promise.all([
        messagesBefore(db, q.roomId, q.beforeSeq, q.size + 1),
        findRoom(db, q.roomId),
      ]);
      if (!room) fail('NOT_FOUND');
      return {
        room: roomView(room),
        list: rows
          .slice(0, q.size)
          .reverse()
          .map((m) => deskView(m, adminId)),
        hasMore: rows.length > q.size,
        lastSeq: found.lastSeq,
        conversation: found,
      };
    },

    /** Moves the desk's read pointer forward (to at most the conversation's last number). */
    async read(adminId: number, body: { roomId: number; seq: number }) {
      const found = await conversation(body.roomId, adminId);
      await markRead(db, body.roomId, DESK, Math.min(body.seq, found.lastSeq));
      return { unread: Math.max(0, found.lastSeq - body.seq) };
    },

    /**
     * An agent's reply: takes the conversation if it is free, posts once per `clientMsgId` (a
     * retried reply answers the first copy), opens a closed conversation again, audited.
     */
    async reply(adminId: number, body: { roomId: number; clientMsgId: string; body: string }) {
      const found = await conversation(body.roomId, adminId);
      const sender: Reader = { kind: 'agent', id: adminId };
      let earlier = await messageByClientId(db, body.roomId, sender, body.clientMsgId);
      if (earlier && earlier.body !== body.body) fail('IDEMPOTENCY_CONFLICT');
      if (!earlier) {
        const now = clock.now();
        try {
          const seq = await db.transaction().execute(async (trx) => {
            await take(trx, body.roomId, adminId);
            const seq = await postMessage(trx, {
              roomId: body.roomId,
              sender,
              kind: 'text',
              body: body.body,
              clientMsgId: body.clientMsgId,
              now,
            });
            await writeAudit(trx, {
              adminId,
              action: 'chat:service:reply',
              target: `chat-room:${body.roomId}:${seq}`,
              after: { body: body.body },
              now,
            });
            return seq;
          });
          bus.publish({ type: 'message', roomId: body.roomId, seq });
          if (found.status === 'closed') bus.publish({ type: 'room', roomId: body.roomId });
        } catch (error) {
          // The same reply raced in twice and the other copy won: answer it.
          if (!(await messageByClientId(db, body.roomId, sender, body.clientMsgId))) throw error;
        }
        earlier = await messageByClientId(db, body.roomId, sender, body.clientMsgId);
      }
      const row = earlier && (await messageAt(db, body.roomId, earlier.seq));
      if (!row) fail('NOT_FOUND');
      return deskView(row, adminId);
    },

    /** "Assign to me": a free conversation, or one the agent holds already. */
    async assign(adminId: number, body: { roomId: number }) {
      const before = await conversation(body.roomId, adminId);
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        await take(trx, body.roomId, adminId);
        await writeAudit(trx, {
          adminId,
          action: 'chat:service:assign',
          target: `chat-room:${body.roomId}`,
          before: { agent: before.agent },
          after: { agent: adminId },
          now,
        });
      });
      return conversation(body.roomId, adminId);
    },

    /** Closes an open conversation; it goes back to the queue, unassigned, when the member writes. */
    async close(adminId: number, body: { roomId: number }) {
      const before = await conversation(body.roomId, adminId);
      const now = clock.now();
      const closed = await db.transaction().execute(async (trx) => {
        if (!(await closeConversation(trx, body.roomId))) return false;
        await writeAudit(trx, {
          adminId,
          action: 'chat:service:close',
          target: `chat-room:${body.roomId}`,
          before: { status: before.status, agent: before.agent },
          after: { status: 'closed', agent: null },
          now,
        });
        return true;
      });
      // Closing a closed conversation (two agents at once, a retry) answers it as it stands.
      if (closed) bus.publish({ type: 'room', roomId: body.roomId });
      return conversation(body.roomId, adminId);
    },
  };
}

export type DeskService = ReturnType<typeof createDeskService>;

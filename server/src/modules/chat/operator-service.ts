import type { TAdminChatRoom, TChatBan, ZChatRoomAddBody } from '@club/contract';
import type * as z from 'zod';
import type { Db } from '../../db';
import { pageOf } from '../../db/paged';
import { iso } from '../../kernel/calendar';
import type { Clock } from '../../kernel/clock';
import { fail } from '../../kernel/errors';
import { writeAudit } from '../audit/repo';
import type { UploadService } from '../upload/service';
import type { ChatBus } from './bus';
import {
  bansPage,
  deleteBan,
  insertRoom,
  memberExists,
  removeMessage,
  roomMessagesPage,
  roomsPage,
  updateRoom,
  upsertBan,
} from './operator-repo';
import { findRoom, type Room } from './repo';
import { adminRoomView, messageView, roomView } from './views';

type Page = { page: number; size: number; sortOrder: 'asc' | 'desc' };
type RoomFields = z.output<typeof ZChatRoomAddBody>;
type BanPage = Page & { roomId?: number; search?: string; userId?: number };

/** What operators do in chat: the group rooms, their messages (and removing one), and bans. */
export function createChatOperatorService(deps: {
  db: Db;
  clock: Clock;
  uploads: UploadService;
  bus: ChatBus;
}) {
  const { db, clock, uploads, bus } = deps;

  async function bans(body: BanPage) {
    const f = { roomId: body.roomId, search: body.search, userId: body.userId, now: clock.now() };
    const { rows, total } = await bansPage(db, f, body, body.sortOrder);
    const list: TChatBan[] = rows.map((b) => ({
      roomId: b.room_id,
      userId: b.user_id,
      nickname: b.nickname,
      reason: b.reason,
      until: b.until === null ? null : iso(b.until),
      operator: b.operator ?? `#${b.admin_id}`,
      createdAt: iso(b.created_at),
    }));
    return pageOf(list, body, total);
  }

  return {
    async rooms(body: Page) {
      const { rows, total } = await roomsPage(db, body, body.sortOrder);
      return pageOf(rows.map(adminRoomView), body, total);
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
      const { rows, total } = await roomMessagesPage(db, body.roomId, body, body.sortOrder);
      const list = rows.map((m) => {
        const { mine: _, ...view } = messageView(uploads, m, null);
        const kept = m.kind === 'image' ? uploads.signedUrl(m.body) : m.body;
        return { ...view, removedText: m.removed_at === null ? null : kept };
      });
      return pageOf(list, body, total);
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
      const { list } = await bans({
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

    bans,
  };
}

export type ChatOperatorService = ReturnType<typeof createChatOperatorService>;

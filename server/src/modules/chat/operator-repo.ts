import type { Insertable, Updateable } from 'kysely';
import type { Db, Trx } from '../../db';
import { type PageAt, paged } from '../../db/paged';
import { messagesJoinSenders, SENDER_COLUMNS } from './repo';
import type { ChatRoomsTable } from './tables';

/** The back office's reads and writes of rooms, messages and bans. */

export async function insertRoom(trx: Trx, row: Insertable<ChatRoomsTable>) {
  const { id } = await trx.insertInto('chat_rooms').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export function updateRoom(trx: Trx, id: number, changes: Updateable<ChatRoomsTable>) {
  return trx.updateTable('chat_rooms').set(changes).where('id', '=', id).execute();
}

/** A page of the group rooms, by when they were made, and how many there are. */
export function roomsPage(db: Db, at: PageAt, order: 'asc' | 'desc') {
  return paged(db.selectFrom('chat_rooms').where('kind', '=', 'group'), at, (q) =>
    q.selectAll().orderBy('created_at', order).orderBy('id', order),
  );
}

/** A page of a room's messages with their senders, by number, and how many the room has. */
export function roomMessagesPage(db: Db, roomId: number, at: PageAt, order: 'asc' | 'desc') {
  return paged(messagesJoinSenders(db).where('chat_messages.room_id', '=', roomId), at, (q) =>
    q.selectAll('chat_messages').select(SENDER_COLUMNS).orderBy('chat_messages.seq', order),
  );
}

/** Removes a message for everyone; false when it was removed already or does not exist. */
export async function removeMessage(trx: Trx, roomId: number, seq: number, adminId: number, now: number) {
  const r = await trx
    .updateTable('chat_messages')
    .set({ removed_at: now, removed_by: adminId })
    .where('room_id', '=', roomId)
    .where('seq', '=', seq)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** Bans a member in a room, replacing an earlier ban (its reason and end) if there is one. */
export function upsertBan(
  trx: Trx,
  row: {
    room_id: number;
    user_id: number;
    reason: string;
    until: number | null;
    admin_id: number;
    created_at: number;
  },
) {
  return trx
    .insertInto('chat_bans')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['room_id', 'user_id']).doUpdateSet({
        reason: row.reason,
        until: row.until,
        admin_id: row.admin_id,
        created_at: row.created_at,
      }),
    )
    .execute();
}

export async function deleteBan(trx: Trx, roomId: number, userId: number) {
  const r = await trx
    .deleteFrom('chat_bans')
    .where('room_id', '=', roomId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

export type BanFilter = { roomId?: number; userId?: number; search?: string; now: number };

/** A page of the bans in force, newest first unless told, with the member's nickname and the operator. */
export function bansPage(db: Db, f: BanFilter, at: PageAt, order: 'asc' | 'desc') {
  return paged(bansQuery(db, f), at, (q) =>
    q
      .selectAll('chat_bans')
      .select(['users.nickname', 'admins.username as operator'])
      .orderBy('chat_bans.created_at', order)
      .orderBy('chat_bans.id', order),
  );
}

/** Bans in force: lifted ones are deleted, ended ones are left out. */
function bansQuery(db: Db, f: BanFilter) {
  let q = db
    .selectFrom('chat_bans')
    .innerJoin('users', 'users.id', 'chat_bans.user_id')
    .leftJoin('admins', 'admins.id', 'chat_bans.admin_id')
    .where((eb) => eb.or([eb('chat_bans.until', 'is', null), eb('chat_bans.until', '>', f.now)]));
  if (f.roomId !== undefined) q = q.where('chat_bans.room_id', '=', f.roomId);
  if (f.userId !== undefined) q = q.where('chat_bans.user_id', '=', f.userId);
  if (f.search !== undefined) {
    const search = f.search;
    q = q.where((eb) =>
      eb.or([eb('users.nickname', 'like', `%${search}%`), eb('users.phone', 'like', `%${search}%`)]),
    );
  }
  return q;
}

export function memberExists(db: Db, id: number) {
  return db
    .selectFrom('users')
    .select('id')
    .where('id', '=', id)
    .where('phone_e164', 'is not', null)
    .executeTakeFirst();
}

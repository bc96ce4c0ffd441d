import type { Db, Trx } from '../../db';

export type Reader = { kind: 'member' | 'agent'; id: number };
/** The service desk reads as one team: any agent's read moves this one pointer. */
export const DESK: { kind: 'desk'; id: number } = { kind: 'desk', id: 0 };

export function findRoom(db: Db, id: number) {
  return db.selectFrom('chat_rooms').selectAll().where('id', '=', id).executeTakeFirst();
}
export type Room = NonNullable<Awaited<ReturnType<typeof findRoom>>>;

/** The member's customer-service room, if they ever opened one. */
export function findServiceRoom(db: Db, userId: number) {
  return db
    .selectFrom('chat_rooms')
    .selectAll()
    .where('kind', '=', 'service')
    .where('owner_id', '=', userId)
    .executeTakeFirst();
}

/** Opens the member's one service room; two first asks at once make one (unique owner). */
export function insertServiceRoom(db: Db, userId: number, now: number) {
  return db
    .insertInto('chat_rooms')
    .values({
      kind: 'service',
      owner_id: userId,
      name: '',
      avatar: null,
      announcement: '',
      rules: '',
      muted_all: 0,
      last_seq: 0,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('owner_id').doNothing())
    .execute();
}

/** Messages joined to their senders (a member, or an agent), before any selection. */
export function messagesJoinSenders(db: Db) {
  return db
    .selectFrom('chat_messages')
    .leftJoin('users', (j) =>
      j.onRef('users.id', '=', 'chat_messages.sender_id').on('chat_messages.sender_kind', '=', 'member'),
    )
    .leftJoin('admins', (j) =>
      j.onRef('admins.id', '=', 'chat_messages.sender_id').on('chat_messages.sender_kind', '=', 'agent'),
    );
}
/** The sender's name and avatar (a member's nickname, an agent's display name) next to a message. */
export const SENDER_COLUMNS = [
  'users.nickname as member_name',
  'users.avatar as member_avatar',
  'admins.display_name as agent_name',
] as const;

/** A message with its sender's name and avatar. */
function messagesWithSenders(db: Db) {
  return messagesJoinSenders(db).selectAll('chat_messages').select(SENDER_COLUMNS);
}
export type MessageRow = Awaited<ReturnType<ReturnType<typeof messagesWithSenders>['execute']>>[number];

/** Up to `limit` messages before `beforeSeq` (the newest without it), newest first. */
export function messagesBefore(db: Db, roomId: number, beforeSeq: number | undefined, limit: number) {
  let q = messagesWithSenders(db).where('chat_messages.room_id', '=', roomId);
  if (beforeSeq !== undefined) q = q.where('chat_messages.seq', '<', beforeSeq);
  return q.orderBy('chat_messages.seq', 'desc').limit(limit).execute();
}

export function messageAt(db: Db, roomId: number, seq: number) {
  return messagesWithSenders(db)
    .where('chat_messages.room_id', '=', roomId)
    .where('chat_messages.seq', '=', seq)
    .executeTakeFirst();
}

export function messageByClientId(db: Db, roomId: number, sender: Reader, clientMsgId: string) {
  return db
    .selectFrom('chat_messages')
    .select(['seq', 'kind', 'body'])
    .where('room_id', '=', roomId)
    .where('sender_kind', '=', sender.kind)
    .where('sender_id', '=', sender.id)
    .where('client_msg_id', '=', clientMsgId)
    .executeTakeFirst();
}

/**
 * The conversation list of a member: every group room and their own service room, each with its
 * last message and the member's read pointer, in one query.
 */
export function conversationsOf(db: Db, userId: number) {
  return db
    .selectFrom('chat_rooms')
    .leftJoin('chat_reads', (j) =>
      j
        .onRef('chat_reads.room_id', '=', 'chat_rooms.id')
        .on('chat_reads.reader_kind', '=', 'member')
        .on('chat_reads.reader_id', '=', userId),
    )
    .selectAll('chat_rooms')
    .select('chat_reads.last_read_seq')
    .where((eb) => eb.or([eb('chat_rooms.kind', '=', 'group'), eb('chat_rooms.owner_id', '=', userId)]))
    .orderBy('chat_rooms.kind')
    .orderBy('chat_rooms.id')
    .execute();
}

/** The last message of each room named. */
export function lastMessages(db: Db, rooms: { id: number; last_seq: number }[]) {
  const withMessages = rooms.filter((r) => r.last_seq > 0);
  if (withMessages.length === 0) return Promise.resolve([]);
  return messagesWithSenders(db)
    .where((eb) =>
      eb.or(
        withMessages.map((r) =>
          eb.and([eb('chat_messages.room_id', '=', r.id), eb('chat_messages.seq', '=', r.last_seq)]),
        ),
      ),
    )
    .execute();
}

/** Claims the member's one message this second; false when they sent one less than a second ago. */
export async function claimSendSlot(trx: Trx, userId: number, now: number) {
  const r = await trx
    .insertInto('chat_senders')
    .values({ user_id: userId, last_sent_at: now })
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet({ last_sent_at: now })
        .where('chat_senders.last_sent_at', '<=', now - 1000),
    )
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
}

/**
 * Posts a message in the caller's transaction: the room's next number (the room row locks, so
 * numbers follow commit order), the message, and the sender's read pointer past it. A message
 * opens a closed service conversation again (group rooms are always open).
 */
export async function postMessage(
  trx: Trx,
  m: {
    roomId: number;
    sender: Reader;
    kind: 'text' | 'image';
    body: string;
    clientMsgId: string | null;
    now: number;
  },
) {
  const { last_seq: seq } = await trx
    .updateTable('chat_rooms')
    .set((eb) => ({ last_seq: eb('last_seq', '+', 1), last_message_at: m.now, status: 'open' }))
    .where('id', '=', m.roomId)
    .returning('last_seq')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('chat_messages')
    .values({
      room_id: m.roomId,
      seq,
      sender_kind: m.sender.kind,
      sender_id: m.sender.id,
      kind: m.kind,
      body: m.body,
      client_msg_id: m.clientMsgId,
      removed_at: null,
      removed_by: null,
      created_at: m.now,
    })
    .execute();
  await markRead(trx, m.roomId, m.sender.kind === 'agent' ? DESK : m.sender, seq);
  return seq;
}

/** Moves a reader's pointer forward to `seq`, never back. */
export function markRead(db: Db, roomId: number, reader: Reader | typeof DESK, seq: number) {
  return db
    .insertInto('chat_reads')
    .values({ room_id: roomId, reader_kind: reader.kind, reader_id: reader.id, last_read_seq: seq })
    .onConflict((oc) =>
      oc
        .columns(['room_id', 'reader_kind', 'reader_id'])
        .doUpdateSet({ last_read_seq: seq })
        .where('chat_reads.last_read_seq', '<', seq),
    )
    .execute();
}

/** The member's ban in the room, if one is in force at `now`. */
export function activeBan(db: Db, roomId: number, userId: number, now: number) {
  return db
    .selectFrom('chat_bans')
    .selectAll()
    .where('room_id', '=', roomId)
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('until', 'is', null), eb('until', '>', now)]))
    .executeTakeFirst();
}

/** Messages after `afterSeq`, oldest first: what a reconnecting client missed. */
export function messagesAfter(db: Db, roomId: number, afterSeq: number, limit: number) {
  return messagesWithSenders(db)
    .where('chat_messages.room_id', '=', roomId)
    .where('chat_messages.seq', '>', afterSeq)
    .orderBy('chat_messages.seq', 'asc')
    .limit(limit)
    .execute();
}

export function insertTicket(db: Db, row: { ticket_hash: string; user_id: number; expires_at: number }) {
  return db
    .insertInto('chat_tickets')
    .values({ ...row, used_at: null })
    .execute();
}

/** Uses a ticket once: the member it was issued to, if it was unused and unexpired. */
export async function useTicket(db: Db, hash: string, now: number) {
  const row = await db
    .updateTable('chat_tickets')
    .set({ used_at: now })
    .where('ticket_hash', '=', hash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id;
}

export function deleteOldTickets(db: Db, before: number) {
  return db.deleteFrom('chat_tickets').where('expires_at', '<', before).execute();
}

export function memberStatus(db: Db, id: number) {
  return db.selectFrom('users').select('status').where('id', '=', id).executeTakeFirst();
}

import type { Db, Trx } from '../../db';
import { type PageAt, paged } from '../../db/paged';
import { DESK } from './repo';

export type QueueFilter = { status?: 'open' | 'closed'; agentId?: number; search?: string; roomId?: number };

/** Service conversations with their member, their agent and the desk's read pointer. */
function queueQuery(db: Db, f: QueueFilter) {
  let q = db
    .selectFrom('chat_rooms')
    .innerJoin('users', 'users.id', 'chat_rooms.owner_id')
    .leftJoin('admins', 'admins.id', 'chat_rooms.agent_id')
    .leftJoin('chat_reads', (j) =>
      j
        .onRef('chat_reads.room_id', '=', 'chat_rooms.id')
        .on('chat_reads.reader_kind', '=', DESK.kind)
        .on('chat_reads.reader_id', '=', DESK.id),
    )
    .where('chat_rooms.kind', '=', 'service');
  if (f.roomId !== undefined) q = q.where('chat_rooms.id', '=', f.roomId);
  if (f.status !== undefined) q = q.where('chat_rooms.status', '=', f.status);
  if (f.agentId !== undefined) q = q.where('chat_rooms.agent_id', '=', f.agentId);
  if (f.search !== undefined) {
    const search = f.search;
    const id = /^\d{1,9}$/.test(search) ? Number(search) : -1;
    q = q.where((eb) =>
      eb.or([
        eb('users.nickname', 'like', `%${search}%`),
        eb('users.phone', 'like', `%${search}%`),
        eb('users.id', '=', id),
      ]),
    );
  }
  return q;
}

/** The queue's columns and order: the conversation, its member, its agent and the desk's pointer. */
function pickQueue(order: 'asc' | 'desc') {
  return (q: ReturnType<typeof queueQuery>) =>
    q
      .selectAll('chat_rooms')
      .select([
        'users.nickname',
        'users.phone_e164 as phone',
        'admins.display_name as agent_display_name',
        'admins.username as agent_username',
        'chat_reads.last_read_seq as desk_read_seq',
      ])
      .orderBy('chat_rooms.last_message_at', order)
      .orderBy('chat_rooms.id', order);
}

/** A page of the service conversations, latest message first unless told, and how many match. */
export function queuePage(db: Db, f: QueueFilter, at: PageAt, order: 'asc' | 'desc') {
  return paged(queueQuery(db, f), at, pickQueue(order));
}

/** One service conversation as the queue shows it. */
export function queueEntry(db: Db, roomId: number) {
  return pickQueue('desc')(queueQuery(db, { roomId })).executeTakeFirst();
}
export type QueueRow = NonNullable<Awaited<ReturnType<typeof queueEntry>>>;

/** What no agent has read yet, over the open conversations. */
export async function deskUnread(db: Db) {
  const r = await queueQuery(db, { status: 'open' })
    .select((eb) =>
      eb.fn
        .sum<number>(eb('chat_rooms.last_seq', '-', eb.fn.coalesce('chat_reads.last_read_seq', eb.lit(0))))
        .as('n'),
    )
    .executeTakeFirstOrThrow();
  return Number(r.n ?? 0);
}

/**
 * Gives an open conversation to the agent, unless another agent holds it; false when another
 * does (two agents pressing "assign to me" at once: one wins).
 */
export async function assignAgent(trx: Trx, roomId: number, adminId: number) {
  const r = await trx
    .updateTable('chat_rooms')
    .set({ agent_id: adminId })
    .where('id', '=', roomId)
    .where('kind', '=', 'service')
    .where((eb) => eb.or([eb('agent_id', 'is', null), eb('agent_id', '=', adminId)]))
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** Closes an open conversation and hands it back to the queue; false when it was not open. */
export async function closeConversation(trx: Trx, roomId: number) {
  const r = await trx
    .updateTable('chat_rooms')
    .set({ status: 'closed', agent_id: null })
    .where('id', '=', roomId)
    .where('kind', '=', 'service')
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** The name of the agent holding a conversation, as operators know them. */
export async function holderName(db: Db, roomId: number) {
  const r = await db
    .selectFrom('chat_rooms')
    .innerJoin('admins', 'admins.id', 'chat_rooms.agent_id')
    .select(['admins.display_name', 'admins.username'])
    .where('chat_rooms.id', '=', roomId)
    .executeTakeFirst();
  return r ? (r.display_name ?? r.username) : '';
}

import type { Insertable } from 'kysely';
import type { Db, Trx } from '../../db';
import { type PageAt, paged } from '../../db/paged';
import type { AnnouncementsTable, MessagesTable } from './tables';

export function insertMessage(trx: Trx, row: Insertable<MessagesTable>) {
  return trx
    .insertInto('messages')
    .values(row)
    .onConflict((oc) => oc.columns(['user_id', 'dedupe']).doNothing())
    .execute();
}

/** A page of a member's messages (only the unread ones if asked), newest first. */
export function messagesPage(db: Db, userId: number, unreadOnly: boolean, at: PageAt) {
  let base = db.selectFrom('messages').where('user_id', '=', userId);
  if (unreadOnly) base = base.where('read_at', 'is', null);
  return paged(base, at, (q) => q.selectAll().orderBy('id', 'desc'));
}
export type MessageRow = Awaited<ReturnType<typeof messagesPage>>['rows'][number];

export function messagesByIds(db: Db, userId: number, ids: number[]) {
  return db
    .selectFrom('messages')
    .selectAll()
    .where('user_id', '=', userId)
    .where('id', 'in', ids)
    .orderBy('id', 'desc')
    .execute();
}

export async function countMessages(db: Db, userId: number, unreadOnly: boolean) {
  let q = db
    .selectFrom('messages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId);
  if (unreadOnly) q = q.where('read_at', 'is', null);
  return Number((await q.executeTakeFirstOrThrow()).n);
}

/** Marks read what is still unread: reading twice keeps the first time. */
export async function markRead(db: Db, userId: number, ids: number[] | 'all', now: number) {
  let q = db
    .updateTable('messages')
    .set({ read_at: now })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null);
  if (ids !== 'all') q = q.where('id', 'in', ids);
  await q.execute();
}

export async function insertAnnouncement(trx: Trx, row: Insertable<AnnouncementsTable>) {
  const { id } = await trx.insertInto('announcements').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function insertAnnouncementTexts(
  trx: Trx,
  announcementId: number,
  texts: { lang: string; title: string; body: string }[],
) {
  await trx
    .insertInto('announcement_texts')
    .values(texts.map((t) => ({ ...t, announcement_id: announcementId })))
    .execute();
}

/** The texts of the announcements in the given languages (every language when none is given). */
export function announcementTextsOf(db: Db, ids: number[], langs: string[] = []) {
  if (ids.length === 0) return Promise.resolve([]);
  let q = db.selectFrom('announcement_texts').selectAll().where('announcement_id', 'in', ids);
  if (langs.length > 0) q = q.where('lang', 'in', langs);
  return q.execute();
}

/**
 * Copies an announcement into the message list of each member of its audience, in one statement
 * (so it reaches everyone in the audience at that moment, or no one); answers how many.
 */
export async function fanOutAnnouncement(
  trx: Trx,
  a: { id: number; audience: AnnouncementsTable['audience']; levelId: number | null; userId: number | null },
  now: number,
) {
  let members = trx
    .selectFrom('users')
    .select((eb) => [
      'users.id',
      eb.val('announcement').as('kind'),
      eb.val('{}').as('params'),
      eb.val(a.id).as('announcement_id'),
      eb.val(now).as('created_at'),
    ])
    .where('users.phone_e164', 'is not', null);
  if (a.audience === 'member') members = members.where('users.id', '=', a.userId ?? 0);
  if (a.audience === 'level') {
    members = members.where((eb) =>
      eb.exists(
        eb
          .selectFrom('memberships')
          .select('memberships.id')
          .whereRef('memberships.user_id', '=', 'users.id')
          .where('memberships.status', '=', 'active')
          .where('memberships.expires_at', '>', now)
          .where('memberships.level_id', '=', a.levelId ?? 0),
      ),
    );
  }
  const result = await trx
    .insertInto('messages')
    .columns(['user_id', 'kind', 'params', 'announcement_id', 'created_at'])
    .expression(members)
    .executeTakeFirst();
  const recipients = Number(result.numInsertedOrUpdatedRows ?? 0);
  await trx.updateTable('announcements').set({ recipients }).where('id', '=', a.id).execute();
  return recipients;
}

/** Announcements with the operator who sent them and the level they went to. */
function announcementsWithNames(db: Db) {
  return db
    .selectFrom('announcements')
    .leftJoin('admins', 'admins.id', 'announcements.admin_id')
    .leftJoin('member_levels', 'member_levels.id', 'announcements.level_id');
}
const NAME_COLUMNS = ['admins.username as operator', 'member_levels.name as level_name'] as const;

/** A page of the sent announcements, by when they were sent, and how many there are. */
export function announcementsPage(db: Db, at: PageAt, order: 'asc' | 'desc') {
  return paged(announcementsWithNames(db), at, (q) =>
    q
      .selectAll('announcements')
      .select(NAME_COLUMNS)
      .orderBy('announcements.created_at', order)
      .orderBy('announcements.id', order),
  );
}

export function findAnnouncement(db: Db, id: number) {
  return announcementsWithNames(db)
    .selectAll('announcements')
    .select(NAME_COLUMNS)
    .where('announcements.id', '=', id)
    .executeTakeFirstOrThrow();
}
export type AnnouncementRow = Awaited<ReturnType<typeof findAnnouncement>>;

/** The names of the member levels named, for wording messages about them. */
export function levelNames(db: Db, ids: number[]) {
  return ids.length === 0
    ? Promise.resolve([])
    : db.selectFrom('member_levels').select(['id', 'name']).where('id', 'in', ids).execute();
}

export function levelExists(db: Db, id: number) {
  return db.selectFrom('member_levels').select('id').where('id', '=', id).executeTakeFirst();
}

export function memberExists(db: Db, id: number) {
  return db
    .selectFrom('users')
    .select('id')
    .where('id', '=', id)
    .where('phone_e164', 'is not', null)
    .executeTakeFirst();
}

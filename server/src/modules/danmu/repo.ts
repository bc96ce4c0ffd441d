import { type Insertable, sql } from 'kysely';
import type { Db } from '../../db';
import { type PageAt, paged } from '../../db/paged';
import type { DanmuTable } from './tables';

/** A project members can see (published or closed): only those carry danmu. */
export function memberVisibleProject(db: Db, projectId: number) {
  return db
    .selectFrom('projects')
    .select('id')
    .where('id', '=', projectId)
    .where('status', '!=', 'draft')
    .executeTakeFirst();
}

/**
 * A chat ban in force in any room: an operator silenced the member, and a danmu is speaking too,
 * in front of everyone who watches the trailer.
 */
export function chatBanInForce(db: Db, userId: number, now: number) {
  return db
    .selectFrom('chat_bans')
    .select('room_id')
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('until', 'is', null), eb('until', '>', now)]))
    .executeTakeFirst();
}

/** The newest `limit` visible danmu of a project, by where they enter the video. */
export async function visibleDanmu(db: Db, projectId: number, limit: number) {
  const rows = await db
    .selectFrom('danmu')
    .select(['id', 'user_id', 'body', 'at_ms', 'created_at'])
    .where('project_id', '=', projectId)
    .where('status', '=', 'visible')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.sort((a, b) => a.at_ms - b.at_ms || a.id - b.id);
}

export async function insertDanmu(db: Db, row: Insertable<DanmuTable>) {
  const r = await db.insertInto('danmu').values(row).returning('id').executeTakeFirstOrThrow();
  return r.id;
}

export function findDanmu(db: Db, id: number) {
  return db.selectFrom('danmu').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Hides a visible danmu or shows a hidden one again; false when it was not in the state to change
 * (so of two operators at once, one changes it and one audit line is written).
 */
export async function setStatus(
  db: Db,
  id: number,
  to: 'visible' | 'hidden',
  by: { adminId: number; now: number },
) {
  const r = await db
    .updateTable('danmu')
    .set(
      to === 'hidden'
        ? { status: 'hidden', hidden_by: by.adminId, hidden_at: by.now }
        : { status: 'visible', hidden_by: null, hidden_at: null },
    )
    .where('id', '=', id)
    .where('status', '!=', to)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export type DanmuFilter = { projectId?: number; status?: 'visible' | 'hidden' };

/** Danmu for operators, newest first, with the member, the project's title and who hid them. */
export function danmuPage(db: Db, f: DanmuFilter, at: PageAt, order: 'asc' | 'desc') {
  let base = db
    .selectFrom('danmu')
    .innerJoin('users', 'users.id', 'danmu.user_id')
    .leftJoin('admins', 'admins.id', 'danmu.hidden_by');
  if (f.projectId !== undefined) base = base.where('danmu.project_id', '=', f.projectId);
  if (f.status !== undefined) base = base.where('danmu.status', '=', f.status);
  return paged(base, at, (q) =>
    q
      .selectAll('danmu')
      .select(['users.nickname', 'users.phone_e164', 'admins.username as hidden_by_name'])
      .select((eb) =>
        eb
          .selectFrom('project_texts')
          .select('project_texts.title')
          .whereRef('project_texts.project_id', '=', 'danmu.project_id')
          // English first, else the first language the project has.
          .orderBy(sql`case when project_texts.lang = 'en' then 0 else 1 end`)
          .orderBy('project_texts.lang')
          .limit(1)
          .as('project_title'),
      )
      .orderBy('danmu.created_at', order)
      .orderBy('danmu.id', order),
  );
}

import type { Insertable, Selectable, Updateable } from 'kysely';
import { sql } from 'kysely';
import type { Db, Trx } from '../../db';
import { type PageAt, paged } from '../../db/paged';
import type { ProjectFundingTable, ProjectsTable, ProjectTextsTable } from './tables';

export type ProjectRow = Selectable<ProjectsTable>;
export type ProjectText = Selectable<ProjectTextsTable>;

/** What investments say about a project: the parts of its lifecycle that are not stored. */
export type ProjectStats = { holding: number; completed: number; investors: number; principalPaid: number };
export const NO_STATS: ProjectStats = { holding: 0, completed: 0, investors: 0, principalPaid: 0 };

export function findProject(db: Db, id: number) {
  return db.selectFrom('projects').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The project row locked for the rest of the transaction (PostgreSQL; SQLite has one writer). */
export function lockProject(db: Trx, id: number) {
  return db
    .updateTable('projects')
    .set((eb) => ({ id: eb.ref('id') }))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function insertProject(db: Db, row: Insertable<ProjectsTable>) {
  const r = await db.insertInto('projects').values(row).returning('id').executeTakeFirstOrThrow();
  return r.id;
}

export function updateProject(db: Db, id: number, changes: Updateable<ProjectsTable>) {
  return db.updateTable('projects').set(changes).where('id', '=', id).execute();
}

export async function replaceTexts(db: Db, projectId: number, texts: Omit<ProjectText, 'project_id'>[]) {
  await db.deleteFrom('project_texts').where('project_id', '=', projectId).execute();
  if (texts.length > 0) {
    await db
      .insertInto('project_texts')
      .values(texts.map((t) => ({ ...t, project_id: projectId })))
      .execute();
  }
}

/** Texts of the projects in the asked language and in `en`, the fallback. */
export function textsOf(db: Db, ids: number[], langs: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  let q = db.selectFrom('project_texts').selectAll().where('project_id', 'in', ids);
  if (langs.length > 0) q = q.where('lang', 'in', langs);
  return q.execute();
}

export type ListFilter = { hot?: boolean; ids?: number[]; status?: ProjectRow['status'] };

/** Projects by the operator's order then newest; for members, published (and closed) ones only. */
export function listProjects(
  db: Db,
  f: ListFilter & { memberVisible: boolean },
  limit: number,
  offset: number,
) {
  return listQuery(db, f)
    .selectAll()
    .orderBy('sort', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** One page of `listProjects` and the count of all it matches. */
export function projectsPage(db: Db, f: ListFilter & { memberVisible: boolean }, at: PageAt) {
  return paged(listQuery(db, f), at, (q) => q.selectAll().orderBy('sort', 'desc').orderBy('id', 'desc'));
}

function listQuery(db: Db, f: ListFilter & { memberVisible: boolean }) {
  let q = db.selectFrom('projects');
  if (f.memberVisible) q = q.where('status', '!=', 'draft');
  if (f.status) q = q.where('status', '=', f.status);
  if (f.hot) q = q.where('hot', '=', 1);
  if (f.ids) q = q.where('id', 'in', f.ids.length > 0 ? f.ids : [0]);
  return q;
}

/** Holding / completed investments, distinct investors and principal returned, per project. */
export async function statsOf(db: Db, ids: number[]): Promise<Map<number, ProjectStats>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('investments')
    .select([
      'project_id',
      sql<number>`sum(case when status = 'holding' then 1 else 0 end)`.as('holding'),
      sql<number>`sum(case when status = 'completed' then 1 else 0 end)`.as('completed'),
      sql<number>`count(distinct case when status <> 'revoked' then user_id end)`.as('investors'),
      sql<number>`sum(case when status <> 'revoked' then principal_paid else 0 end)`.as('principal_paid'),
    ])
    .where('project_id', 'in', ids)
    .groupBy('project_id')
    .execute();
  return new Map(
    rows.map((r) => [
      r.project_id,
      {
        holding: Number(r.holding),
        completed: Number(r.completed),
        investors: Number(r.investors),
        principalPaid: Number(r.principal_paid),
      },
    ]),
  );
}

/** Projects in which the member holds a live (not revoked) investment. */
export async function projectsWithPosition(db: Db, userId: number, ids: number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db
    .selectFrom('investments')
    .select('project_id')
    .distinct()
    .where('user_id', '=', userId)
    .where('project_id', 'in', ids)
    .where('status', '!=', 'revoked')
    .execute();
  return new Set(rows.map((r) => r.project_id));
}

export async function positionOf(db: Db, userId: number, projectId: number) {
  const row = await db
    .selectFrom('investments')
    .select([
      sql<number>`coalesce(sum(principal), 0)`.as('invested'),
      sql<number>`count(*)`.as('investments'),
      sql<number>`coalesce(sum(interest_paid), 0)`.as('interest_paid'),
      sql<number>`coalesce(sum(interest_total - interest_paid), 0)`.as('interest_pending'),
    ])
    .where('user_id', '=', userId)
    .where('project_id', '=', projectId)
    .where('status', '!=', 'revoked')
    .executeTakeFirstOrThrow();
  return {
    invested: Number(row.invested),
    investments: Number(row.investments),
    interestPaid: Number(row.interest_paid),
    interestPending: Number(row.interest_pending),
  };
}

export function insertFunding(db: Db, row: Insertable<ProjectFundingTable>) {
  return db.insertInto('project_funding').values(row).execute();
}

export function fundingOf(db: Db, projectId: number) {
  return db
    .selectFrom('project_funding')
    .selectAll()
    .where('project_id', '=', projectId)
    .orderBy('id', 'desc')
    .limit(200)
    .execute();
}

export async function focusOf(db: Db, userId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('project_focus')
    .select(['project_id', 'kind'])
    .where('user_id', '=', userId)
    .where('project_id', 'in', ids)
    .execute();
}

export async function setFocus(
  db: Db,
  userId: number,
  projectId: number,
  kind: 'favorite' | 'follow',
  on: boolean,
  now: number,
) {
  if (on) {
    await db
      .insertInto('project_focus')
      .values({ user_id: userId, project_id: projectId, kind, created_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'kind', 'project_id']).doNothing())
      .execute();
  } else {
    await db
      .deleteFrom('project_focus')
      .where('user_id', '=', userId)
      .where('project_id', '=', projectId)
      .where('kind', '=', kind)
      .execute();
  }
}

/** The member's favourites or follows, newest first. */
export async function focusedIds(db: Db, userId: number, kind: 'favorite' | 'follow', at: PageAt) {
  const { rows, total } = await paged(
    db.selectFrom('project_focus').where('user_id', '=', userId).where('kind', '=', kind),
    at,
    (q) => q.select('project_id').orderBy('created_at', 'desc').orderBy('project_id', 'desc'),
  );
  return { ids: rows.map((r) => r.project_id), total };
}

/** Adds to the raised amount only while the project is open and the scale is not exceeded. */
export async function addRaised(db: Trx, id: number, amount: number, now: number) {
  const r = await db
    .updateTable('projects')
    .set((eb) => ({ raised: eb('raised', '+', amount) }))
    .where('id', '=', id)
    .where('status', '=', 'published')
    .where('fundraising_start_at', '<=', now)
    .where('fundraising_end_at', '>', now)
    .where(sql<number>`raised + ${amount}`, '<=', sql<number>`scale`)
    .executeTakeFirst();
  return r.numUpdatedRows === 1n;
}

export function subtractRaised(db: Trx, id: number, amount: number) {
  return db
    .updateTable('projects')
    .set((eb) => ({ raised: eb('raised', '-', amount) }))
    .where('id', '=', id)
    .execute();
}

/** True when the project was not short before: it starts waiting for repayment now. */
export async function markShortfall(trx: Trx, id: number, now: number) {
  const r = await trx
    .updateTable('projects')
    .set({ shortfall_since: now })
    .where('id', '=', id)
    .where('shortfall_since', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** Clears the shortfall of projects that have nothing due and unpaid any more; answers their ids. */
export function clearShortfalls(trx: Trx, now: number) {
  return trx
    .updateTable('projects')
    .set({ shortfall_since: null })
    .where('shortfall_since', 'is not', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('investments')
            .select('investments.id')
            .whereRef('investments.project_id', '=', 'projects.id')
            .where('investments.status', '=', 'holding')
            .where('investments.next_due_at', '<=', now),
        ),
      ),
    )
    .returning('id')
    .execute();
}

/** Due payouts of the project that are still unpaid (for the back office). */
export async function unpaidDueCount(db: Db, projectId: number, now: number) {
  const row = await db
    .selectFrom('investments')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('project_id', '=', projectId)
    .where('status', '=', 'holding')
    .where('next_due_at', '<=', now)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

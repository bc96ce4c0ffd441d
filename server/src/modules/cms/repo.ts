import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db';
import type { ContentItemsTable, ContentTextsTable } from '../../db/schema';

export type ContentRow = Selectable<ContentItemsTable>;
export type ContentText = Selectable<ContentTextsTable>;

export type ContentFilter = { kind?: string; status?: ContentRow['status']; visibleAt?: number };

function listQuery(db: Db, f: ContentFilter) {
  let q = db.selectFrom('content_items').where('status', '!=', 'deleted');
  if (f.kind) q = q.where('kind', '=', f.kind);
  if (f.status) q = q.where('status', '=', f.status);
  if (f.visibleAt !== undefined) {
    const now = f.visibleAt;
    q = q
      .where('status', '=', 'published')
      .where((eb) => eb.or([eb('show_from', 'is', null), eb('show_from', '<=', now)]))
      .where((eb) => eb.or([eb('show_until', 'is', null), eb('show_until', '>', now)]));
  }
  return q;
}

/** By the operator's order, then newest published first. */
export function listContent(db: Db, f: ContentFilter, limit: number, offset: number) {
  return listQuery(db, f)
    .selectAll()
    .orderBy('sort', 'desc')
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countContent(db: Db, f: ContentFilter) {
  const row = await listQuery(db, f)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findContent(db: Db, id: number) {
  return db.selectFrom('content_items').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertContent(db: Db, row: Insertable<ContentItemsTable>) {
  const r = await db.insertInto('content_items').values(row).returning('id').executeTakeFirstOrThrow();
  return r.id;
}

export function updateContent(db: Db, id: number, changes: Updateable<ContentItemsTable>) {
  return db.updateTable('content_items').set(changes).where('id', '=', id).execute();
}

export async function replaceContentTexts(db: Db, itemId: number, texts: Omit<ContentText, 'item_id'>[]) {
  await db.deleteFrom('content_texts').where('item_id', '=', itemId).execute();
  if (texts.length > 0) {
    await db
      .insertInto('content_texts')
      .values(texts.map((t) => ({ ...t, item_id: itemId })))
      .execute();
  }
}

export function contentTextsOf(db: Db, ids: number[], langs: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  let q = db.selectFrom('content_texts').selectAll().where('item_id', 'in', ids);
  if (langs.length > 0) q = q.where('lang', 'in', langs);
  return q.execute();
}

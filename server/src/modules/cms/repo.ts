import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db';
import { type PageAt, paged } from '../../db/paged';
import type { ContentItemsTable, ContentTextsTable } from './tables';

export type ContentRow = Selectable<ContentItemsTable>;
export type ContentText = Selectable<ContentTextsTable>;

/** `visibleAt`: only published items whose optional show window holds that instant (what members see). */
export type ContentFilter = {
  kind?: string;
  status?: 'draft' | 'published';
  visibleAt?: number;
  /** Part of the title in any language (operators search their own lists). */
  search?: string;
};
const SORT_COLUMNS = { sort: 'sort', publishedAt: 'published_at', updatedAt: 'updated_at' } as const;
export type ContentSort = { field?: keyof typeof SORT_COLUMNS; order: 'asc' | 'desc' };

function listQuery(db: Db, f: ContentFilter) {
  let q = db.selectFrom('content_items').where('status', '!=', 'deleted');
  if (f.kind) q = q.where('kind', '=', f.kind);
  if (f.status) q = q.where('status', '=', f.status);
  const search = f.search?.toLowerCase();
  if (search) {
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('content_texts')
          .select('content_texts.item_id')
          .whereRef('content_texts.item_id', '=', 'content_items.id')
          .where((inner) => inner(inner.fn('lower', ['content_texts.title']), 'like', `%${search}%`)),
      ),
    );
  }
  if (f.visibleAt !== undefined) {
    const now = f.visibleAt;
    q = q
      .where('status', '=', 'published')
      .where((eb) => eb.or([eb('show_from', 'is', null), eb('show_from', '<=', now)]))
      .where((eb) => eb.or([eb('show_until', 'is', null), eb('show_until', '>', now)]));
  }
  return q;
}

/**
 * A page of the items that pass the filter, and how many do: by the operator's order (a higher
 * `sort` first: pinned news, banner order), then newest published first; drafts (never published)
 * after, newest created first.
 */
export function contentPage(db: Db, f: ContentFilter, at: PageAt, sort?: ContentSort) {
  return paged(listQuery(db, f), at, (base) => {
    let q = base.selectAll();
    // An operator's chosen column first; the members' order breaks its ties.
    if (sort?.field) q = q.orderBy(SORT_COLUMNS[sort.field], sort.order);
    return q
      .orderBy('sort', 'desc')
      .orderBy((eb) => eb.fn.coalesce('published_at', eb.val(0)), 'desc')
      .orderBy('id', 'desc');
  });
}

/** The single text of a kind that shows now: the one published last. */
export function latestShowing(db: Db, kind: string, now: number) {
  return listQuery(db, { kind, visibleAt: now })
    .selectAll()
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
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

/** Texts of the items, in the given languages (all languages when none are given). */
export function contentTextsOf(db: Db, ids: number[], langs: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  let q = db.selectFrom('content_texts').selectAll().where('item_id', 'in', ids);
  if (langs.length > 0) q = q.where('lang', 'in', langs);
  return q.orderBy('item_id').orderBy('lang').execute();
}

/** A banner may lead to any project the operator has created (it may be published later). */
export async function projectExists(db: Db, id: number) {
  return (await db.selectFrom('projects').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

import type { Selectable } from 'kysely';
import type { Db } from '../../db';
import { type PageAt, paged } from '../../db/paged';
import type { DemoGoodsTable, DemoQueueTable } from './tables';

export type GoodsRow = Selectable<DemoGoodsTable>;
export type QueueRow = Selectable<DemoQueueTable>;

/** Every goods row, whatever the tenant: what the table's cap counts. */
export async function countAllGoods(db: Db): Promise<number> {
  const row = await db
    .selectFrom('demo_goods')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

function tenantGoods(db: Db, tenant: string, keyWord?: string) {
  let q = db.selectFrom('demo_goods').where('tenant', '=', tenant);
  const search = keyWord?.toLowerCase();
  if (search) q = q.where((eb) => eb(eb.fn('lower', ['title']), 'like', `%${search}%`));
  return q;
}

export async function countGoods(db: Db, tenant: string, keyWord?: string): Promise<number> {
  const row = await tenantGoods(db, tenant, keyWord)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

const newestFirst = <Q extends ReturnType<typeof tenantGoods>>(q: Q) => q.selectAll().orderBy('id', 'desc');

/** Newest first, at most `limit`. */
export function listGoods(db: Db, tenant: string, keyWord: string | undefined, limit: number) {
  return newestFirst(tenantGoods(db, tenant, keyWord))
    .limit(limit)
    .execute();
}

/** A page of the tenant's goods, newest first, with how many match. */
export function goodsPage(db: Db, tenant: string, keyWord: string | undefined, at: PageAt) {
  return paged(tenantGoods(db, tenant, keyWord), at, newestFirst);
}

export function findGoods(db: Db, tenant: string, id: number) {
  return db
    .selectFrom('demo_goods')
    .selectAll()
    .where('tenant', '=', tenant)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Throws the unique index's violation when the tenant already has the title. */
export function insertGoods(db: Db, tenant: string, title: string, now: number): Promise<GoodsRow> {
  return db
    .insertInto('demo_goods')
    .values({ tenant, title, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The updated row, or undefined when the tenant has no such goods. */
export function updateGoodsTitle(db: Db, tenant: string, id: number, title: string, now: number) {
  return db
    .updateTable('demo_goods')
    .set({ title, updated_at: now })
    .where('tenant', '=', tenant)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** How many of `ids` the tenant had. */
export async function deleteGoods(db: Db, tenant: string, ids: number[]): Promise<number> {
  const result = await db
    .deleteFrom('demo_goods')
    .where('tenant', '=', tenant)
    .where('id', 'in', ids)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function countQueue(db: Db): Promise<number> {
  const row = await db
    .selectFrom('demo_queue')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export function enqueue(db: Db, message: string, now: number): Promise<QueueRow> {
  return db
    .insertInto('demo_queue')
    .values({ message, state: 'waiting', created_at: now, processed_at: null })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function findQueueItem(db: Db, id: number) {
  return db.selectFrom('demo_queue').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Oldest first. */
export function waitingItems(db: Db, limit: number) {
  return db
    .selectFrom('demo_queue')
    .selectAll()
    .where('state', '=', 'waiting')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * Claims a waiting message for this worker: true when this call moved it to `done`, false when
 * another worker (a second process) got there first.
 */
export async function claimItem(db: Db, id: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('demo_queue')
    .set({ state: 'done', processed_at: now })
    .where('id', '=', id)
    .where('state', '=', 'waiting')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function purgeProcessed(db: Db, before: number): Promise<number> {
  const result = await db
    .deleteFrom('demo_queue')
    .where('state', '=', 'done')
    .where('processed_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

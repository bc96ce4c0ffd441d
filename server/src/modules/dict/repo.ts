import type { Db } from '../../db';

export function entriesOfTypes(db: Db, types: string[]) {
  if (types.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('dict_entries')
    .selectAll()
    .where('type', 'in', types)
    .orderBy('order_num')
    .orderBy('id')
    .execute();
}

export async function distinctTypes(db: Db) {
  const rows = await db.selectFrom('dict_entries').select('type').distinct().orderBy('type').execute();
  return rows.map((r) => r.type);
}

export function insertEntry(
  db: Db,
  row: { type: string; name: string; value: string; parent_id: number | null; order_num: number },
) {
  return db.insertInto('dict_entries').values(row).returning('id').executeTakeFirstOrThrow();
}

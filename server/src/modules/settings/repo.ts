import type { Db } from '../../db';

export function listSettingRows(db: Db) {
  return db.selectFrom('settings').select(['key', 'value']).execute();
}

/** Stores an operator's value (JSON text) for a key, replacing the one stored before. */
export function upsertSetting(db: Db, key: string, value: string, now: number) {
  return db
    .insertInto('settings')
    .values({ key, value, updated_at: now })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: now }))
    .execute();
}

/** Removes the stored value, so the key's default applies again. */
export function deleteSetting(db: Db, key: string) {
  return db.deleteFrom('settings').where('key', '=', key).execute();
}

/** Has any money moved yet (one ledger entry is enough)? */
export async function moneyHasMoved(db: Db) {
  const row = await db.selectFrom('ledger_entries').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

import type { Db } from '../../db';

export function listSettingRows(db: Db) {
  return db.selectFrom('settings').select(['key', 'value']).execute();
}

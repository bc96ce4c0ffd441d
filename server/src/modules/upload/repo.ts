import type { Db } from '../../db';

export function insertUpload(
  db: Db,
  row: {
    file_name: string;
    mime: string;
    size: number;
    owner_kind: string;
    owner_id: number;
    created_at: number;
    private: number;
  },
) {
  return db.insertInto('uploads').values(row).execute();
}

export function findUpload(db: Db, fileName: string) {
  return db.selectFrom('uploads').selectAll().where('file_name', '=', fileName).executeTakeFirst();
}

export function markPublic(db: Db, fileName: string) {
  return db.updateTable('uploads').set({ private: 0 }).where('file_name', '=', fileName).execute();
}

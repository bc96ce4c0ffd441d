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
    width: number | null;
    height: number | null;
    variants: string;
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

/** The image upload `<stem>.<ext>`, whatever its extension: the original of a variant's name. */
export function findImageByStem(db: Db, stem: string) {
  const names = ['png', 'jpg', 'webp', 'gif'].map((ext) => `${stem}.${ext}`);
  return db.selectFrom('uploads').selectAll().where('file_name', 'in', names).executeTakeFirst();
}

export function setVariants(
  db: Db,
  fileName: string,
  size: { width: number; height: number } | undefined,
  variants: string,
) {
  return db
    .updateTable('uploads')
    .set({ width: size?.width ?? null, height: size?.height ?? null, variants })
    .where('file_name', '=', fileName)
    .execute();
}

import type { Db } from '../../db';

/** The history of checked logins (who, from where, whether it worked); nothing is decided on it. */
export function recordLoginAttempt(
  db: Db,
  row: { subject: string; ip: string; succeeded: boolean; at: number },
) {
  return db
    .insertInto('login_attempts')
    .values({ subject: row.subject, ip: row.ip, succeeded: row.succeeded ? 1 : 0, created_at: row.at })
    .execute();
}

/** Deletes up to `limit` attempts made before `before`; answers how many. */
export async function deleteAttemptsBefore(db: Db, before: number, limit: number) {
  const stale = db.selectFrom('login_attempts').select('id').where('created_at', '<', before).limit(limit);
  const r = await db.deleteFrom('login_attempts').where('id', 'in', stale).executeTakeFirst();
  return Number(r.numDeletedRows);
}

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

export function deleteAttemptsBefore(db: Db, before: number) {
  return db.deleteFrom('login_attempts').where('created_at', '<', before).execute();
}

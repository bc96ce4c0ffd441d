import type { Db } from '../../db';

export function recordLoginAttempt(
  db: Db,
  row: { subject: string; ip: string; succeeded: boolean; at: number },
) {
  return db
    .insertInto('login_attempts')
    .values({ subject: row.subject, ip: row.ip, succeeded: row.succeeded ? 1 : 0, created_at: row.at })
    .execute();
}

/** Failed attempts for a login since `since`, newest first, stopping at the last success. */
export async function recentFailures(db: Db, subject: string, since: number): Promise<number[]> {
  const rows = await db
    .selectFrom('login_attempts')
    .select(['succeeded', 'created_at'])
    .where('subject', '=', subject)
    .where('created_at', '>=', since)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(100)
    .execute();
  const failures: number[] = [];
  for (const row of rows) {
    if (row.succeeded) break;
    failures.push(row.created_at);
  }
  return failures;
}

export function deleteAttemptsBefore(db: Db, before: number) {
  return db.deleteFrom('login_attempts').where('created_at', '<', before).execute();
}

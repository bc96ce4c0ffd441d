import type { Db } from '../../db';

export function insertChallenge(
  db: Db,
  row: { id: string; answer_x: number; created_at: number; expires_at: number },
) {
  return db
    .insertInto('captcha_challenges')
    .values({ ...row, used_at: null })
    .execute();
}

/** Marks the challenge used if it is live; only one caller can ever win it. */
export async function takeChallenge(db: Db, id: string, now: number): Promise<number | undefined> {
  const result = await db
    .updateTable('captcha_challenges')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (result.numUpdatedRows !== 1n) return undefined;
  const row = await db
    .selectFrom('captcha_challenges')
    .select('answer_x')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.answer_x;
}

/** Deletes up to `limit` puzzles expired before `before`; answers how many. */
export async function deleteChallengesBefore(db: Db, before: number, limit: number) {
  const stale = db
    .selectFrom('captcha_challenges')
    .select('id')
    .where('expires_at', '<', before)
    .limit(limit);
  const r = await db.deleteFrom('captcha_challenges').where('id', 'in', stale).executeTakeFirst();
  return Number(r.numDeletedRows);
}

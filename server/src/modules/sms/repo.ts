import type { Db } from '../../db';

export type SmsCodeRow = {
  phone_e164: string;
  purpose: string;
  code_hash: string;
  ip: string;
  attempts: number;
  created_at: number;
  expires_at: number;
};

export function lastCodeFor(db: Db, e164: string, purpose: string) {
  return db
    .selectFrom('sms_codes')
    .selectAll()
    .where('phone_e164', '=', e164)
    .where('purpose', '=', purpose)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function countSince(db: Db, column: 'phone_e164' | 'ip', value: string, since: number) {
  const row = await db
    .selectFrom('sms_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(column, '=', value)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A new code replaces every live code for the same phone and purpose. */
export async function insertCode(db: Db, row: SmsCodeRow, now: number) {
  await db
    .updateTable('sms_codes')
    .set({ consumed_at: now })
    .where('phone_e164', '=', row.phone_e164)
    .where('purpose', '=', row.purpose)
    .where('consumed_at', 'is', null)
    .execute();
  await db
    .insertInto('sms_codes')
    .values({ ...row, consumed_at: null })
    .execute();
}

export async function countFailedTry(db: Db, id: number, maxTries: number): Promise<number | undefined> {
  const row = await db
    .updateTable('sms_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('attempts', '<', maxTries)
    .returning('attempts')
    .executeTakeFirst();
  return row?.attempts;
}

export async function consumeCode(db: Db, id: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('sms_codes')
    .set({ consumed_at: now })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Deletes up to `limit` codes sent before `before`; answers how many. */
export async function deleteCodesBefore(db: Db, before: number, limit: number) {
  const stale = db.selectFrom('sms_codes').select('id').where('created_at', '<', before).limit(limit);
  const r = await db.deleteFrom('sms_codes').where('id', 'in', stale).executeTakeFirst();
  return Number(r.numDeletedRows);
}

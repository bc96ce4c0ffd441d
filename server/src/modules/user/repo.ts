import type { Insertable, Updateable } from 'kysely';
import type { Db, Trx } from '../../db';
import type { UsersTable } from '../../db/schema';

export function findUserById(db: Db, id: number) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findUserByPhone(db: Db, e164: string) {
  return db.selectFrom('users').selectAll().where('phone_e164', '=', e164).executeTakeFirst();
}

export function findUserByInvitationCode(db: Db, code: string) {
  return db.selectFrom('users').selectAll().where('invitation_code', '=', code).executeTakeFirst();
}

export async function insertUser(db: Db, row: Insertable<UsersTable>): Promise<number> {
  const inserted = await db.insertInto('users').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export function updateUser(db: Db, id: number, changes: Updateable<UsersTable>) {
  return db.updateTable('users').set(changes).where('id', '=', id).execute();
}

/** Sets the pay password only if none is set yet, so two racing requests cannot both set it. */
export async function setFirstPayPassword(db: Db, id: number, hash: string): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ pay_password_hash: hash })
    .where('id', '=', id)
    .where('pay_password_hash', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/**
 * Takes the member's row lock (a no-op update) for the rest of the transaction, serialising that
 * member's money requests on PostgreSQL (SQLite already runs one writer at a time).
 */
export function lockMember(db: Trx, userId: number) {
  return db
    .updateTable('users')
    .set((eb) => ({ id: eb.ref('id') }))
    .where('id', '=', userId)
    .execute();
}

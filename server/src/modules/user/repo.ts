import { type Insertable, type Selectable, sql, type Updateable } from 'kysely';
import type { Db, Trx } from '../../db';
import type { MembershipsTable } from '../member/tables';
import type { ReportRolesTable } from '../report/tables';
import type { UsersTable } from './tables';

export function findUserById(db: Db, id: number) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

type PersonRow = Pick<
  Selectable<UsersTable>,
  'id' | 'nickname' | 'avatar' | 'area_code' | 'phone' | 'invitation_code' | 'created_at'
> & {
  has_pay_password: number;
  membership_status: MembershipsTable['status'] | null;
  membership_expires_at: number | null;
  report_role: ReportRolesTable['role'] | null;
};

/**
 * The member with what their own page shows beside the row, in one read: the latest membership's
 * state (as `currentMembership` picks it) and their report role, and of the row only what the page
 * shows (not the password hashes). Written as SQL because this read runs on every app start and page
 * refresh, and building the same join through the query builder costs several times what SQLite
 * takes to answer it.
 */
export async function findPersonRow(db: Db, id: number): Promise<PersonRow | undefined> {
  const { rows } = await sql<PersonRow>`
    select u.id, u.nickname, u.avatar, u.area_code, u.phone, u.invitation_code, u.created_at,
      case when u.pay_password_hash is null then 0 else 1 end as has_pay_password,
      m.status as membership_status, m.expires_at as membership_expires_at, r.role as report_role
    from users u
    left join memberships m on m.id = (select max(id) from memberships where user_id = u.id)
    left join report_roles r on r.user_id = u.id
    where u.id = ${id}`.execute(db);
  return rows[0];
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

import { sql, type Updateable } from 'kysely';
import type { Db, DialectName } from '../../db';
import { type PageAt, paged } from '../../db/paged';
import type { AdminsTable } from './tables';

/**
 * Serialises operator and role writes, so two of them cannot each see the other's operator as the
 * remaining full-access one. PostgreSQL: a transaction-scoped advisory lock. SQLite has one writer
 * at a time: a second writer that read before the first committed fails instead of deciding on
 * stale rows.
 */
export async function lockOperatorWrites(db: Db, dialect: DialectName) {
  if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(424243)`.execute(db);
}

export type OperatorFilter = { username?: string; roleId?: number; status?: 'active' | 'disabled' };
export type OperatorSort = { field: 'createdAt' | 'username' | 'id'; order: 'asc' | 'desc' };

const SORT_COLUMNS = {
  createdAt: 'admins.created_at',
  username: 'admins.username',
  id: 'admins.id',
} as const;

function operatorQuery(db: Db, f: OperatorFilter) {
  let q = db.selectFrom('admins').innerJoin('admin_roles', 'admin_roles.id', 'admins.role_id');
  if (f.username) {
    // Usernames hold `_` and `.`: escape LIKE's wildcards so the text is matched as typed.
    const pattern = `%${f.username.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where(sql<boolean>`lower(admins.username) like ${pattern} escape '\\'`);
  }
  if (f.roleId !== undefined) q = q.where('admins.role_id', '=', f.roleId);
  if (f.status) q = q.where('admins.status', '=', f.status);
  return q;
}

/**
 * One page of operators with their role's name and whether they have a second factor, and the count
 * of all the filter matches.
 */
export function operatorsPage(db: Db, f: OperatorFilter, sort: OperatorSort, at: PageAt) {
  return paged(operatorQuery(db, f), at, (q) =>
    q
      .select([
        'admins.id',
        'admins.username',
        'admins.display_name',
        'admins.role_id',
        'admin_roles.name as role_name',
        'admins.status',
        'admins.created_at',
        (eb) =>
          eb
            .exists(
              eb
                .selectFrom('operator_factors')
                .select('operator_factors.admin_id')
                .whereRef('operator_factors.admin_id', '=', 'admins.id')
                .where('operator_factors.enrolled_at', 'is not', null),
            )
            .as('second_factor'),
      ])
      .orderBy(SORT_COLUMNS[sort.field], sort.order)
      .orderBy('admins.id', sort.order),
  );
}

export function findOperator(db: Db, id: number) {
  return db
    .selectFrom('admins')
    .select(['id', 'username', 'display_name', 'role_id', 'status', 'created_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function usernameTaken(db: Db, username: string) {
  const row = await db
    .selectFrom('admins')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase()))
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertOperator(
  db: Db,
  row: {
    username: string;
    display_name: string | null;
    password_hash: string;
    role_id: number;
    status: 'active' | 'disabled';
    created_at: number;
  },
) {
  const r = await db.insertInto('admins').values(row).returning('id').executeTakeFirstOrThrow();
  return r.id;
}

export function updateOperator(db: Db, id: number, changes: Updateable<AdminsTable>) {
  return db.updateTable('admins').set(changes).where('id', '=', id).execute();
}

/** Each operator's keys: the active ones, or all (disabled ones could be enabled again). */
export async function operatorKeys(db: Db, which: 'active' | 'all') {
  let query = db
    .selectFrom('admins')
    .innerJoin('admin_roles', 'admin_roles.id', 'admins.role_id')
    .select(['admins.id', 'admin_roles.permissions']);
  if (which === 'active') query = query.where('admins.status', '=', 'active');
  const rows = await query.execute();
  return rows.map((r) => ({ id: r.id, keys: JSON.parse(r.permissions) as string[] }));
}

/** Every role with how many operators (active or disabled) hold it, in the order they were made. */
export function listRoles(db: Db) {
  return db
    .selectFrom('admin_roles')
    .leftJoin('admins', 'admins.role_id', 'admin_roles.id')
    .select(['admin_roles.id', 'admin_roles.name', 'admin_roles.permissions'])
    .select((eb) => eb.fn.count<number>('admins.id').as('operators'))
    .groupBy(['admin_roles.id', 'admin_roles.name', 'admin_roles.permissions'])
    .orderBy('admin_roles.id')
    .execute();
}

export function findRole(db: Db, id: number) {
  return db.selectFrom('admin_roles').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Is the name used by another role (compared ignoring case)? */
export async function roleNameTaken(db: Db, name: string, exceptId?: number) {
  let q = db
    .selectFrom('admin_roles')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()));
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

export async function insertRole(db: Db, row: { name: string; permissions: string }) {
  const r = await db.insertInto('admin_roles').values(row).returning('id').executeTakeFirstOrThrow();
  return r.id;
}

export function updateRole(db: Db, id: number, changes: { name?: string; permissions?: string }) {
  return db.updateTable('admin_roles').set(changes).where('id', '=', id).execute();
}

export function deleteRole(db: Db, id: number) {
  return db.deleteFrom('admin_roles').where('id', '=', id).execute();
}

export async function countOperatorsWithRole(db: Db, roleId: number) {
  const row = await db
    .selectFrom('admins')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('role_id', '=', roleId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

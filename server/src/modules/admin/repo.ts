import type { Db } from '../../db';

export function findAdminByUsername(db: Db, username: string) {
  return db.selectFrom('admins').selectAll().where('username', '=', username).executeTakeFirst();
}

export function findAdminById(db: Db, id: number) {
  return db.selectFrom('admins').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function permissionsOf(db: Db, adminId: number): Promise<string[] | undefined> {
  const row = await db
    .selectFrom('admins')
    .innerJoin('admin_roles', 'admin_roles.id', 'admins.role_id')
    .select(['admin_roles.permissions', 'admins.status'])
    .where('admins.id', '=', adminId)
    .executeTakeFirst();
  if (row?.status !== 'active') return undefined;
  return JSON.parse(row.permissions) as string[];
}

export async function ensureRole(db: Db, name: string, permissions: string[]): Promise<number> {
  const existing = await db
    .selectFrom('admin_roles')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirst();
  if (existing) return existing.id;
  const row = await db
    .insertInto('admin_roles')
    .values({ name, permissions: JSON.stringify(permissions) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function countAdmins(db: Db) {
  const row = await db
    .selectFrom('admins')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function insertAdmin(
  db: Db,
  row: { username: string; password_hash: string; role_id: number; created_at: number },
) {
  return db.insertInto('admins').values(row).execute();
}

/** An operator with their role's name and keys (for the back office's own profile call). */
export function findOperatorWithRole(db: Db, adminId: number) {
  return db
    .selectFrom('admins')
    .innerJoin('admin_roles', 'admin_roles.id', 'admins.role_id')
    .select([
      'admins.id',
      'admins.username',
      'admins.status',
      'admin_roles.name as role_name',
      'admin_roles.permissions',
    ])
    .where('admins.id', '=', adminId)
    .executeTakeFirst();
}

import type { Db, Trx } from '../../db';
import { type PageAt, paged } from '../../db/paged';
import { searchMatches } from '../member-admin/repo';
import type { ReportRole } from './repo';

// Who holds a report role (director or assistant), and a director's assistants.

export function roleOf(db: Db, userId: number) {
  return db.selectFrom('report_roles').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export function allHolders(db: Db) {
  return db.selectFrom('report_roles').select(['user_id', 'role']).orderBy('user_id').execute();
}

/** A director's assistants, earliest first. */
export function assistantsPage(db: Db, directorId: number, at: PageAt) {
  const base = db
    .selectFrom('report_roles as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .where('r.director_id', '=', directorId)
    .where('r.role', '=', 'assistant');
  return paged(base, at, (q) =>
    q
      .select(['r.user_id', 'r.created_at', 'u.phone', 'u.nickname'])
      .orderBy('r.created_at')
      .orderBy('r.user_id'),
  );
}

/** Gives the member a role; false when they hold one already. */
export async function insertRole(
  trx: Trx,
  row: {
    user_id: number;
    role: ReportRole;
    director_id: number | null;
    admin_id: number;
    created_at: number;
  },
) {
  const r = await trx
    .insertInto('report_roles')
    .values(row)
    .onConflict((oc) => oc.column('user_id').doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return r !== undefined;
}

/** The ids of a director's assistants. */
export function assistantIdsOf(db: Db, directorId: number) {
  return db.selectFrom('report_roles').select('user_id').where('director_id', '=', directorId).execute();
}

export function deleteRole(trx: Trx, userId: number) {
  return trx.deleteFrom('report_roles').where('user_id', '=', userId).execute();
}

/** The back office's list of role holders, with their director and how many assistants they lead. */
function rolesQuery(db: Db, f: { role?: ReportRole; directorId?: number; search?: string }) {
  let q = db
    .selectFrom('report_roles as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .leftJoin('users as d', 'd.id', 'r.director_id');
  if (f.role) q = q.where('r.role', '=', f.role);
  if (f.directorId) q = q.where('r.director_id', '=', f.directorId);
  if (f.search) {
    const text = f.search;
    q = q.where((eb) => searchMatches(eb as never, text));
  }
  return q;
}

export function rolesPage(
  db: Db,
  f: { role?: ReportRole; directorId?: number; search?: string },
  order: 'asc' | 'desc',
  at: PageAt,
) {
  return paged(rolesQuery(db, f), at, (q) =>
    q
      .select((eb) => [
        'r.user_id',
        'r.role',
        'r.director_id',
        'r.created_at',
        'u.phone_e164',
        'u.nickname',
        'd.phone_e164 as director_phone',
        eb
          .selectFrom('report_roles as x')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('x.director_id', '=', 'r.user_id')
          .as('assistants'),
      ])
      .orderBy('r.created_at', order)
      .orderBy('r.user_id', order),
  );
}

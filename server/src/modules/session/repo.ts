import { type Insertable, type Selectable, sql } from 'kysely';
import type { Db } from '../../db';
import type { SessionsTable } from './tables';

export function insertSession(db: Db, row: Insertable<SessionsTable>) {
  return db.insertInto('sessions').values(row).execute();
}

/** In SQL: every signed-in request reads its session first, and the query builder would cost more than the read. */
export async function findSession(db: Db, id: string): Promise<Selectable<SessionsTable> | undefined> {
  const { rows } = await sql<Selectable<SessionsTable>>`select * from sessions where id = ${id}`.execute(db);
  return rows[0];
}

/** Moves the session from `fromGeneration` to the next; false when another request already did. */
export async function advanceGeneration(
  db: Db,
  id: string,
  fromGeneration: number,
  now: number,
  refreshExpiresAt: number,
) {
  const result = await db
    .updateTable('sessions')
    .set({ generation: fromGeneration + 1, rotated_at: now, refresh_expires_at: refreshExpiresAt })
    .where('id', '=', id)
    .where('generation', '=', fromGeneration)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export function revokeSession(db: Db, id: string, now: number, reason: string) {
  return db
    .updateTable('sessions')
    .set({ revoked_at: now, revoke_reason: reason })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
}

export function revokeSubjectSessions(
  db: Db,
  subject: { kind: 'member' | 'admin'; id: number },
  now: number,
  reason: string,
  exceptId?: string,
) {
  let q = db
    .updateTable('sessions')
    .set({ revoked_at: now, revoke_reason: reason })
    .where('subject_kind', '=', subject.kind)
    .where('subject_id', '=', subject.id)
    .where('revoked_at', 'is', null);
  if (exceptId) q = q.where('id', '!=', exceptId);
  return q.execute();
}

/** Deletes up to `limit` sessions whose refresh ran out before `before`; answers how many. */
export async function deleteStaleSessions(db: Db, before: number, limit: number) {
  const stale = db.selectFrom('sessions').select('id').where('refresh_expires_at', '<', before).limit(limit);
  const r = await db.deleteFrom('sessions').where('id', 'in', stale).executeTakeFirst();
  return Number(r.numDeletedRows);
}

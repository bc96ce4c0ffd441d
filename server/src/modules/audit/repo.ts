import type { Db } from '../../db';

/** Who did what to which object, with the state before and after (JSON); written in the same transaction. */
export function writeAudit(
  db: Db,
  row: { adminId: number; action: string; target: string; before?: unknown; after?: unknown; now: number },
) {
  return db
    .insertInto('audit_log')
    .values({
      actor_kind: 'admin',
      actor_id: row.adminId,
      action: row.action,
      target: row.target,
      before: row.before === undefined ? null : JSON.stringify(row.before),
      after: row.after === undefined ? null : JSON.stringify(row.after),
      created_at: row.now,
    })
    .execute();
}

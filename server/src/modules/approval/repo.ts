import type { Insertable } from 'kysely';
import type { Db, Trx } from '../../db';
import { type PageAt, paged } from '../../db/paged';
import type { ApprovalsTable } from './tables';

export async function insertApproval(trx: Trx, row: Insertable<ApprovalsTable>) {
  const r = await trx.insertInto('approvals').values(row).returning('id').executeTakeFirstOrThrow();
  return r.id;
}

export function findApproval(db: Db, id: number) {
  return db.selectFrom('approvals').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Decides a waiting request; false when it was decided already. The claim is the decision: of two
 * operators approving at once, one updates the row and the other finds it decided (on PostgreSQL
 * the second waits for the first's row lock, then sees its state).
 */
export async function decideApproval(
  trx: Trx,
  id: number,
  decision: { state: 'applied' | 'rejected'; adminId: number; reason: string | null; now: number },
) {
  const r = await trx
    .updateTable('approvals')
    .set({
      state: decision.state,
      decided_by: decision.adminId,
      decided_at: decision.now,
      reason: decision.reason,
    })
    .where('id', '=', id)
    .where('state', '=', 'waiting')
    .executeTakeFirst();
  return r.numUpdatedRows === 1n;
}

export type ApprovalFilter = { state?: ApprovalsTable['state']; kind?: ApprovalsTable['kind'] };

/** Requests for the operators' queue, with the proposer's and the decider's usernames. */
export function approvalsPage(db: Db, f: ApprovalFilter, order: 'asc' | 'desc', at: PageAt) {
  let base = db.selectFrom('approvals');
  if (f.state) base = base.where('approvals.state', '=', f.state);
  if (f.kind) base = base.where('approvals.kind', '=', f.kind);
  return paged(base, at, (q) =>
    q
      .innerJoin('admins as proposer', 'proposer.id', 'approvals.proposed_by')
      .leftJoin('admins as decider', 'decider.id', 'approvals.decided_by')
      .selectAll('approvals')
      .select(['proposer.username as proposer_name', 'decider.username as decider_name'])
      .orderBy('approvals.proposed_at', order)
      .orderBy('approvals.id', order),
  );
}

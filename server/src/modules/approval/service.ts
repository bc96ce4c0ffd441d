import {
  type TApprovalDecided,
  type TApprovalDetails,
  type TApprovalItem,
  type TApprovalKind,
  type TApprovalRequested,
  ZApprovalDetails,
  type ZApprovalPageBody,
} from '@club/contract';
import type * as z from 'zod';
import type { Db, Trx } from '../../db';
import { pageOf } from '../../db/paged';
import { iso } from '../../kernel/calendar';
import type { Clock } from '../../kernel/clock';
import { fail } from '../../kernel/errors';
import type { Commit } from '../../kernel/idempotency';
import { operatorNames, writeAudit } from '../audit/repo';
import { approvalsPage, decideApproval, findApproval, insertApproval } from './repo';

/** Who gave the two keys of an approved request, by id and username (for the owner's audit line). */
export type Keys = {
  requestId: number;
  proposedBy: { id: number; username: string };
  approvedBy: { id: number; username: string };
};

/**
 * What a module that owns a kind of request does once a second operator approves one: applies it in
 * the approval's transaction (a failure rolls the approval back with it), and, if it has more to do
 * once that committed, `afterCommit` (e.g. paying the rewards a top-up now covers).
 */
export type Executor<K extends TApprovalKind> = {
  apply(trx: Trx, details: TApprovalDetails<K>, keys: Keys, now: number): Promise<void>;
  afterCommit?(now: number): Promise<unknown>;
};

/**
 * Four eyes: money decisions two different operators must give. The module that owns a kind
 * registers how it is applied when it is made (`register`), records a request with `propose` in its
 * own transaction instead of acting, and serves the approve and reject calls under its own
 * permission key (`operator-routes.ts`). Nothing moves until a second operator approves, and a
 * request is applied once: the approval claims the row in the same transaction as the effect.
 */
export function createApprovalService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  const executors = new Map<TApprovalKind, Executor<TApprovalKind>>();

  function executorOf(kind: TApprovalKind) {
    const executor = executors.get(kind);
    if (!executor) throw new Error(`no module applies approvals of kind ${kind}`);
    return executor;
  }

  const detailsOf = <K extends TApprovalKind>(kind: K, payload: string) =>
    ZApprovalDetails[kind].parse(JSON.parse(payload)) as TApprovalDetails<K>;

  return {
    register<K extends TApprovalKind>(kind: K, executor: Executor<K>) {
      if (executors.has(kind)) throw new Error(`approvals of kind ${kind} are applied by one module`);
      executors.set(kind, executor as unknown as Executor<TApprovalKind>);
    },

    /**
     * Records a request in the caller's transaction, audited as the first key; nothing else happens
     * until another operator approves it.
     */
    async propose<K extends TApprovalKind>(
      trx: Trx,
      request: { kind: K; adminId: number; details: TApprovalDetails<K>; amount: number | null; now: number },
    ): Promise<TApprovalRequested> {
      const details = ZApprovalDetails[request.kind].parse(request.details);
      const requestId = await insertApproval(trx, {
        kind: request.kind,
        payload: JSON.stringify(details),
        amount: request.amount,
        proposed_by: request.adminId,
        proposed_at: request.now,
        state: 'waiting',
      });
      await writeAudit(trx, {
        adminId: request.adminId,
        action: `approval:${request.kind}:propose`,
        target: `approval:${requestId}`,
        after: { state: 'waiting', amount: request.amount, details },
        now: request.now,
      });
      return { requestId, state: 'waiting' };
    },

    /**
     * The second key: a different operator than the one who asked (the route holds them to the
     * kind's own permission key) approves, and the request is applied in the same transaction. Of
     * two approvals at once, or a retry under another key, one applies and the other is told
     * ALREADY_DECIDED.
     */
    async approve(
      adminId: number,
      kind: TApprovalKind,
      id: number,
      commit: Commit,
    ): Promise<TApprovalDecided> {
      const executor = executorOf(kind);
      const now = clock.now();
      const answer = await commit.run(async (trx) => {
        const row = await findApproval(trx, id);
        if (!row || row.kind !== kind) fail('NOT_FOUND');
        if (row.state !== 'waiting') fail('ALREADY_DECIDED');
        if (row.proposed_by === adminId) fail('FOUR_EYES_SAME_OPERATOR');
        if (!(await decideApproval(trx, id, { state: 'applied', adminId, reason: null, now }))) {
          fail('ALREADY_DECIDED');
        }
        const names = await operatorNames(trx, [row.proposed_by, adminId]);
        const keys: Keys = {
          requestId: id,
          proposedBy: { id: row.proposed_by, username: names.get(row.proposed_by) ?? `#${row.proposed_by}` },
          approvedBy: { id: adminId, username: names.get(adminId) ?? `#${adminId}` },
        };
        await executor.apply(trx, detailsOf(kind, row.payload), keys, now);
        await writeAudit(trx, {
          adminId,
          action: `approval:${kind}:approve`,
          target: `approval:${id}`,
          before: { state: 'waiting' },
          after: {
            state: 'applied',
            proposedBy: keys.proposedBy.username,
            approvedBy: keys.approvedBy.username,
          },
          now,
        });
        return { requestId: id, state: 'applied' as const };
      });
      await executor.afterCommit?.(now);
      return answer;
    },

    /** Ends a waiting request without applying it: the operator who asked, or any other holding the key. */
    async reject(
      adminId: number,
      kind: TApprovalKind,
      id: number,
      reason: string | undefined,
      commit: Commit,
    ): Promise<TApprovalDecided> {
      const now = clock.now();
      return commit.run(async (trx) => {
        const row = await findApproval(trx, id);
        if (!row || row.kind !== kind) fail('NOT_FOUND');
        const decision = { state: 'rejected' as const, adminId, reason: reason ?? null, now };
        if (!(await decideApproval(trx, id, decision))) fail('ALREADY_DECIDED');
        await writeAudit(trx, {
          adminId,
          action: `approval:${kind}:reject`,
          target: `approval:${id}`,
          before: { state: 'waiting' },
          after: { state: 'rejected', reason: reason ?? null },
          now,
        });
        return { requestId: id, state: 'rejected' as const };
      });
    },

    /** The operators' queue of requests, newest first unless told, with who asked and who decided. */
    async page(body: z.output<typeof ZApprovalPageBody>) {
      const { rows, total } = await approvalsPage(
        db,
        { state: body.state, kind: body.kind },
        body.sortOrder,
        body,
      );
      const list = rows.map(
        (r) =>
          ({
            id: r.id,
            kind: r.kind,
            state: r.state,
            amount: r.amount,
            details: detailsOf(r.kind, r.payload),
            proposedBy: r.proposer_name,
            proposedAt: iso(r.proposed_at),
            decidedBy: r.decider_name ?? null,
            decidedAt: r.decided_at === null ? null : iso(r.decided_at),
            reason: r.reason,
          }) as TApprovalItem,
      );
      return pageOf(list, body, total);
    },
  };
}

export type ApprovalService = ReturnType<typeof createApprovalService>;

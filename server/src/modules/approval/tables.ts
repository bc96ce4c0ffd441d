// The tables this module owns; `db/schema.ts` puts every module's together into `Database`.
import type { TApprovalKind } from '@club/contract';
import type { Generated } from 'kysely';

export type ApprovalTables = {
  approvals: ApprovalsTable;
};

/** A money decision waiting for a second operator, or decided (four eyes). */
export type ApprovalsTable = {
  id: Generated<number>;
  kind: TApprovalKind;
  /** What the request does once approved, as its kind's details (JSON, `ZApprovalDetails`). */
  payload: string;
  /** The money it moves, in minor units; null for role changes. */
  amount: number | null;
  proposed_by: number;
  proposed_at: number;
  state: 'waiting' | 'applied' | 'rejected';
  /** The second operator who approved it, or whoever rejected it. */
  decided_by: number | null;
  decided_at: number | null;
  reason: string | null;
};

import * as z from 'zod';
import { ZAdminPageBody } from './admin';
import { ZPageOf } from './paging';

// ---------------------------------------------------------------------------------------------
// Four eyes: a money decision that two different operators must give (`/api/admin/base/approval/*`
// lists them; each kind is approved and rejected under its own module's route and permission key).
// The first call records the request and moves nothing; a second operator holding the same key
// approves it, and only then is it applied, once. Withdrawals at or above the `fourEyesAmount`
// setting keep their first approval on the order itself (`withdraw.ts`).

/**
 * A manual balance adjustment, a marketing-budget top-up, a new role that holds a money
 * permission, and a change of a role's money permissions.
 */
export const APPROVAL_KINDS = ['funds-credit', 'marketing-contribute', 'role-add', 'role-update'] as const;
export type TApprovalKind = (typeof APPROVAL_KINDS)[number];
export const APPROVAL_STATES = ['waiting', 'applied', 'rejected'] as const;

/** What a call answers when it needs a second operator: the request it recorded, nothing moved yet. */
export const ZApprovalRequested = z.object({ requestId: z.number().int(), state: z.literal('waiting') });
export type TApprovalRequested = z.infer<typeof ZApprovalRequested>;

/** What a second operator's approval or a rejection answers. */
export const ZApprovalDecided = z.object({
  requestId: z.number().int(),
  state: z.enum(['applied', 'rejected']),
});
export type TApprovalDecided = z.infer<typeof ZApprovalDecided>;

/** What each kind of request holds: what it will do once approved, as the operators read it. */
export const ZApprovalDetails = {
  'funds-credit': z.object({
    userId: z.number().int(),
    memberPhone: z.string().nullable(),
    amount: z.number().int(),
    reason: z.string(),
  }),
  'marketing-contribute': z.object({
    amount: z.number().int(),
    source: z.string(),
    memo: z.string().nullable(),
  }),
  'role-add': z.object({ name: z.string(), permissions: z.array(z.string()) }),
  /** The role's keys when the change was proposed (`before`) and the keys it asks for (`after`). */
  'role-update': z.object({
    roleId: z.number().int(),
    roleName: z.string(),
    newName: z.string().nullable(),
    before: z.array(z.string()),
    after: z.array(z.string()),
  }),
} as const;
export type TApprovalDetails<K extends TApprovalKind> = z.infer<(typeof ZApprovalDetails)[K]>;

const common = {
  id: z.number().int(),
  state: z.enum(APPROVAL_STATES),
  /** The money it moves (null for role changes). */
  amount: z.number().int().nullable(),
  /** Who asked (the first key) and who decided (the second key, or whoever rejected), by username. */
  proposedBy: z.string(),
  proposedAt: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  reason: z.string().nullable(),
};

export const ZApprovalItem = z.discriminatedUnion('kind', [
  z.object({ ...common, kind: z.literal('funds-credit'), details: ZApprovalDetails['funds-credit'] }),
  z.object({
    ...common,
    kind: z.literal('marketing-contribute'),
    details: ZApprovalDetails['marketing-contribute'],
  }),
  z.object({ ...common, kind: z.literal('role-add'), details: ZApprovalDetails['role-add'] }),
  z.object({ ...common, kind: z.literal('role-update'), details: ZApprovalDetails['role-update'] }),
]);
export type TApprovalItem = z.infer<typeof ZApprovalItem>;
export const ZApprovalPage = ZPageOf(ZApprovalItem);

export const ZApprovalPageBody = ZAdminPageBody(['createdAt'], {
  state: z.enum(APPROVAL_STATES).optional(),
  kind: z.enum(APPROVAL_KINDS).optional(),
});

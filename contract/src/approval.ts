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
 * A manual balance adjustment, an award to a member from the marketing budget, a marketing-budget top-up, a new role that holds a money
 * permission, a change of a role's money permissions, an operator given a role with money
 * permissions (a new one, another role, or enabled again), a change of a money setting, and the
 * reset of a money operator's second factor.
 */
export const APPROVAL_KINDS = [
  'funds-credit',
  'funds-award',
  'marketing-contribute',
  'role-add',
  'role-update',
  'operator-grant',
  'setting-update',
  'factor-reset',
] as const;
export type TApprovalKind = (typeof APPROVAL_KINDS)[number];
export const APPROVAL_STATES = ['waiting', 'applied', 'rejected'] as const;

/** What a call answers when it needs a second operator: the request it recorded, nothing moved yet. */
export const ZApprovalRequested = z.object({ requestId: z.number().int(), state: z.literal('waiting') });
export type TApprovalRequested = z.infer<typeof ZApprovalRequested>;
/** Null once done, or the request a second operator must approve. */
export const ZDoneOrRequested = z.union([z.null(), ZApprovalRequested]);
export type TDoneOrRequested = z.infer<typeof ZDoneOrRequested>;

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
  /** An award (ledger type AWARD) to a member's work or income wallet, paid from the marketing budget. */
  'funds-award': z.object({
    userId: z.number().int(),
    memberPhone: z.string().nullable(),
    amount: z.number().int(),
    wallet: z.enum(['work', 'income']),
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
  /**
   * An operator who will be active with a role that gives money permissions they did not have
   * (`gives`): a new operator (waiting disabled until approved), another role, or enabled again.
   * `before` is their role and status when proposed; a request that no longer matches is outdated.
   */
  'operator-grant': z.object({
    operatorId: z.number().int(),
    username: z.string(),
    roleId: z.number().int(),
    roleName: z.string(),
    newOperator: z.boolean(),
    before: z.object({ roleId: z.number().int(), status: z.enum(['active', 'disabled']) }),
    gives: z.array(z.string()),
  }),
  /**
   * Settings changed together, one of them at least a money setting: each key's value when
   * proposed (`before`), the value asked for (`after`), and whether it goes back to its default.
   */
  'setting-update': z.object({
    changes: z.array(
      z.object({ key: z.string(), before: z.unknown(), after: z.unknown(), reset: z.boolean() }),
    ),
  }),
  /** A lost phone: the second factor of an operator holding money permissions is removed. */
  'factor-reset': z.object({ operatorId: z.number().int(), username: z.string() }),
} as const;
export type TApprovalDetails<K extends TApprovalKind> = z.infer<(typeof ZApprovalDetails)[K]>;

const common = {
  id: z.number().int(),
  state: z.enum(APPROVAL_STATES),
  /** The money it moves (null for role, operator and setting changes). */
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
  z.object({ ...common, kind: z.literal('funds-award'), details: ZApprovalDetails['funds-award'] }),
  z.object({
    ...common,
    kind: z.literal('marketing-contribute'),
    details: ZApprovalDetails['marketing-contribute'],
  }),
  z.object({ ...common, kind: z.literal('role-add'), details: ZApprovalDetails['role-add'] }),
  z.object({ ...common, kind: z.literal('role-update'), details: ZApprovalDetails['role-update'] }),
  z.object({
    ...common,
    kind: z.literal('operator-grant'),
    details: ZApprovalDetails['operator-grant'],
  }),
  z.object({
    ...common,
    kind: z.literal('setting-update'),
    details: ZApprovalDetails['setting-update'],
  }),
  z.object({ ...common, kind: z.literal('factor-reset'), details: ZApprovalDetails['factor-reset'] }),
]);
export type TApprovalItem = z.infer<typeof ZApprovalItem>;
export const ZApprovalPage = ZPageOf(ZApprovalItem);

export const ZApprovalPageBody = ZAdminPageBody(['createdAt'], {
  state: z.enum(APPROVAL_STATES).optional(),
  kind: z.enum(APPROVAL_KINDS).optional(),
});

import * as z from 'zod';
import { ZAdminPageBody, ZSearchText } from './admin';
import { ZApprovalRequested, ZDoneOrRequested } from './approval';
import { ZCreatedId, ZId } from './ids';
import { ZPageOf } from './paging';
import { ZSingleLineText } from './text';

// Operators and roles (`/api/admin/base/operator/*`, `/api/admin/base/role/*`)

/** Operator usernames: 3–32 of lowercase letters, digits, `.`, `_`, `-`; unique ignoring case. */
export const OPERATOR_USERNAME_PATTERN = /^[a-z0-9._-]{3,32}$/;
/** Operator passwords: 12–64 characters (OWASP ASVS), checked by the server with its own error. */
export const OPERATOR_PASSWORD_MIN = 12;
export const OPERATOR_PASSWORD_MAX = 64;
const ZOperatorPassword = ZSingleLineText.min(1).max(256);

export const OPERATOR_STATUSES = ['active', 'disabled'] as const;
const ZOperatorStatus = z.enum(OPERATOR_STATUSES);

export const ZOperatorPageBody = ZAdminPageBody(['createdAt', 'username', 'id'], {
  /** Part of the username, any case. */
  username: ZSearchText,
  roleId: ZId.optional(),
  status: ZOperatorStatus.optional(),
});

/** The name members see on an operator's customer-service replies (null: "Customer service"). */
const ZOperatorDisplayName = ZSingleLineText.trim().min(1).max(30).nullable();

const ZOperatorItem = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string().nullable(),
  roleId: z.number().int(),
  roleName: z.string(),
  status: ZOperatorStatus,
  /** Has a second factor (an authenticator app) for signing in. */
  secondFactor: z.boolean(),
  createdAt: z.string(),
});
export type TOperatorItem = z.infer<typeof ZOperatorItem>;
export const ZOperatorPage = ZPageOf(ZOperatorItem);

export const ZOperatorAddBody = z.strictObject({
  username: z.string().regex(OPERATOR_USERNAME_PATTERN),
  password: ZOperatorPassword,
  roleId: ZId,
  displayName: ZOperatorDisplayName.optional(),
});
export type TOperatorAddBody = z.infer<typeof ZOperatorAddBody>;
/**
 * The new operator; one whose role gives money permissions waits disabled, with the request a
 * second operator must approve (unless no other operator could: the club's first one).
 */
export const ZOperatorAddAnswer = z.union([ZCreatedId.extend(ZApprovalRequested.shape), ZCreatedId]);
export type TOperatorAddAnswer = z.infer<typeof ZOperatorAddAnswer>;

/**
 * Changes what is given. Disabling signs the operator out everywhere at once; a new password signs
 * them out everywhere too (the caller's own current session stays when they change their own).
 * Nobody disables themself or changes their own role, and the last active operator holding `*`
 * keeps it.
 */
export const ZOperatorUpdateBody = z.strictObject({
  id: ZId,
  roleId: ZId.optional(),
  status: ZOperatorStatus.optional(),
  password: ZOperatorPassword.optional(),
  displayName: ZOperatorDisplayName.optional(),
});
export type TOperatorUpdateBody = z.infer<typeof ZOperatorUpdateBody>;
/**
 * Null once changed, or, when the operator would be active with money permissions they did not
 * have (another role, or enabled again), the request a second operator must approve; the rest of
 * the change (name, password) is made at once.
 */
export const ZOperatorUpdateAnswer = ZDoneOrRequested;

/**
 * Permission keys are `module:submodule:action`; a segment may be `*`, and a lone `*` grants
 * everything. The server refuses (PERMISSION_UNKNOWN) a key that matches no key of the route table.
 */
const ZPermissionKey = ZSingleLineText.trim().min(1).max(100);

const ZRoleName = ZSingleLineText.trim().min(1).max(40);

const ZRoleItem = z.object({
  id: z.number().int(),
  name: z.string(),
  permissions: z.array(z.string()),
  /** Operators holding the role, active or disabled (a role is deleted only when none do). */
  operatorCount: z.number().int(),
});
export type TRoleItem = z.infer<typeof ZRoleItem>;
export const ZRoleList = z.array(ZRoleItem);

export const ZRoleAddBody = z.strictObject({
  name: ZRoleName,
  permissions: z.array(ZPermissionKey).max(500),
});
export type TRoleAddBody = z.infer<typeof ZRoleAddBody>;
/** The new role, or, for one holding a money permission, the request a second operator must approve. */
export const ZRoleAddAnswer = z.union([ZCreatedId, ZApprovalRequested]);
export type TRoleAddAnswer = z.infer<typeof ZRoleAddAnswer>;

/** An operator cannot change the keys of the role they hold themself (renaming it is fine). */
export const ZRoleUpdateBody = z.strictObject({
  id: ZId,
  name: ZRoleName.optional(),
  permissions: z.array(ZPermissionKey).max(500).optional(),
});
export type TRoleUpdateBody = z.infer<typeof ZRoleUpdateBody>;
/** Null once changed, or, when a money permission comes or goes, the request a second operator must approve. */
export const ZRoleUpdateAnswer = ZDoneOrRequested;

export const ZRoleDeleteBody = z.strictObject({ id: ZId });

/** Every permission key of the route table, grouped by module, with the routes each one guards. */
export const ZPermissionCatalogue = z.array(
  z.object({
    module: z.string(),
    keys: z.array(
      z.object({
        key: z.string(),
        submodule: z.string(),
        action: z.string(),
        routes: z.array(z.object({ method: z.string(), url: z.string() })),
      }),
    ),
  }),
);
export type TPermissionCatalogue = z.infer<typeof ZPermissionCatalogue>;

import * as z from 'zod';
import { ZAdminPageBody, ZSearchText } from './admin';
import { ZId } from './ids';
import { ZPageOf } from './paging';
import { ZSingleLineText } from './text';

// ---------------------------------------------------------------------------------------------
// Settings (`/api/admin/base/setting/*`)

/**
 * How the back office renders a setting's input, derived on the server from the setting's own zod
 * schema (so a new setting needs no second table): `int` and `number` with min/max, `boolean`,
 * `string` with length and pattern, `enum` with its options, `rate` a decimal string with at most
 * 6 decimals, `rateList` a list of rates, `list` a list of `item`s, `json` anything else.
 */
const SETTING_TYPES = [
  'int',
  'number',
  'boolean',
  'string',
  'enum',
  'rate',
  'rateList',
  'list',
  'json',
] as const;
export type TSettingType = (typeof SETTING_TYPES)[number];

const settingShape = {
  type: z.enum(SETTING_TYPES),
  /** null is a valid value (for example `siteName`: null means the translated default name). */
  nullable: z.boolean(),
  /** Bounds of numbers; left out when the schema has none. */
  min: z.number().optional(),
  max: z.number().optional(),
  /** Length of strings, in characters. */
  minLength: z.number().int().optional(),
  maxLength: z.number().int().optional(),
  /** A JavaScript regular expression the whole string must match. */
  pattern: z.string().optional(),
  /** The allowed values of an `enum`. */
  options: z.array(z.string()).optional(),
  /** How many items a list takes. */
  minItems: z.number().int().optional(),
  maxItems: z.number().int().optional(),
};
const ZSettingItemType = z.object(settingShape);

const ZSetting = z.object({
  key: z.string(),
  ...settingShape,
  /** For `list` and `rateList`: what each item is. */
  item: ZSettingItemType.optional(),
  /** The value in force now: the stored override, or the default. */
  value: z.unknown(),
  default: z.unknown(),
  /** An operator's value is stored (a reset removes it and the default applies again). */
  overridden: z.boolean(),
  /** False for the currency and its exponent once money has moved: changing them would rescale every amount. */
  editable: z.boolean(),
});
export type TSetting = z.infer<typeof ZSetting>;
export const ZSettingList = z.array(ZSetting);

const ZSettingKey = ZSingleLineText.min(1).max(64);

/**
 * Changes settings all at once or not at all: `values` sets each key to a value its own schema
 * accepts (null only where `nullable`); `reset` removes a key's stored value so its default applies.
 * A key cannot be in both. Answers the whole list as it is afterwards.
 */
export const ZSettingUpdateBody = z.strictObject({
  values: z.record(ZSettingKey, z.unknown()).default({}),
  reset: z.array(ZSettingKey).max(100).default([]),
});
export type TSettingUpdateBody = z.input<typeof ZSettingUpdateBody>;

// ---------------------------------------------------------------------------------------------
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

export const ZCreatedId = z.object({ id: z.number().int() });

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

/** An operator cannot change the keys of the role they hold themself (renaming it is fine). */
export const ZRoleUpdateBody = z.strictObject({
  id: ZId,
  name: ZRoleName.optional(),
  permissions: z.array(ZPermissionKey).max(500).optional(),
});
export type TRoleUpdateBody = z.infer<typeof ZRoleUpdateBody>;

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

// ---------------------------------------------------------------------------------------------
// Audit log (`/api/admin/base/audit/page`)

/**
 * A point in time: a day `YYYY-MM-DD` (UTC; `from` takes its start, `to` its end) or an ISO 8601
 * date-time with its offset (taken as it is, both ends inclusive).
 */
const ZTimeBound = z.union([z.string().regex(/^\d{4}-\d{2}-\d{2}$/), z.iso.datetime({ offset: true })]);

/**
 * `action` and `target` are exact (`cms:content:add`, `content:12`), or a prefix when they end with
 * `:` or `*` (`cms:`, `content:*`). `actor` is an operator's username (any case) or id (digits).
 */
export const ZAuditPageBody = ZAdminPageBody(['createdAt', 'action'], {
  actor: ZSearchText,
  action: ZSearchText,
  target: ZSearchText,
  from: ZTimeBound.optional(),
  to: ZTimeBound.optional(),
});

const ZAuditItem = z.object({
  id: z.number().int(),
  actorKind: z.enum(['admin', 'system']),
  actorId: z.number().int(),
  /** The operator's username; null for the system or an operator row that is gone. */
  actorName: z.string().nullable(),
  /** The permission key of the call that wrote the line (`cms:content:publish`), or a finer verb. */
  action: z.string(),
  /** `<kind>:<id>`, for example `content:12`, `admin:3`, `role:2`, `setting:withdrawDailyLimit`. */
  target: z.string(),
  /** The object's state before and after, as recorded (null when there was none). */
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type TAuditItem = z.infer<typeof ZAuditItem>;
export const ZAuditPage = ZPageOf(ZAuditItem);

import * as z from 'zod';
import { ZApprovalRequested } from './approval';
import { ZSingleLineText } from './text';

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
  /** A money setting: a change of it waits for a second operator's approval (four eyes). */
  money: z.boolean(),
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
/**
 * The whole list as it is afterwards, or, when a money setting is among the changes (`money` in
 * the list), the request a second operator must approve: nothing of the call is changed before.
 */
export const ZSettingUpdateAnswer = z.union([ZSettingList, ZApprovalRequested]);
export type TSettingUpdateAnswer = z.infer<typeof ZSettingUpdateAnswer>;

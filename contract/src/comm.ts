import * as z from 'zod';
import { ZSingleLineText } from './text';

export const ZConfigQuery = z.strictObject({ tempUserId: ZSingleLineText.max(64).optional() });
export const ZSiteConfig = z.object({
  siteName: z.string(),
  description: z.string(),
  /** An anonymous id the client keeps before login; echoed, or issued when absent. */
  tempUserId: z.string(),
  /** The platform currency (ISO 4217) and its minor-unit exponent, for formatting every amount. */
  currency: z.string(),
  currencyExponent: z.number().int(),
});
export type TSiteConfig = z.infer<typeof ZSiteConfig>;

export const ZLanguage = z.object({ code: z.string(), name: z.string(), rtl: z.boolean() });

export const ZAreaCodeEntry = z.object({
  /** ISO 3166-1 alpha-2. */
  country: z.string(),
  /** Country or region name in the request's language. */
  name: z.string(),
  areaCode: z.string(),
});
export type TAreaCodeEntry = z.infer<typeof ZAreaCodeEntry>;

export const ZUploaded = z.object({ url: z.string() });
export const ZUploadMode = z.object({ mode: z.literal('local'), maxBytes: z.number().int() });

export type TDictEntry = {
  id: number;
  name: string;
  value: string;
  parentId: number | null;
  orderNum: number;
  children: TDictEntry[];
};
const ZDictEntry: z.ZodType<TDictEntry> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    value: z.string(),
    parentId: z.number().int().nullable(),
    orderNum: z.number().int(),
    children: z.array(ZDictEntry),
  }),
);
export const ZDictDataBody = z.strictObject({ types: z.array(ZSingleLineText.max(64)).max(50) });
export const ZDictData = z.record(z.string(), z.array(ZDictEntry));
export const ZDictType = z.object({ type: z.string(), name: z.string() });

/** The settings anyone may read one by one (`base/comm/param`): what `comm/comm/config` shows. */
const PUBLIC_SETTING_KEYS = ['siteName', 'description', 'currency', 'currencyExponent'] as const;
export const ZParamQuery = z.strictObject({ key: z.enum(PUBLIC_SETTING_KEYS) });
/** An object, not the bare value: a string answer would skip the kernel's envelope (Fastify does not run preSerialization on strings). */
export const ZParam = z.object({
  key: z.enum(PUBLIC_SETTING_KEYS),
  value: z.union([z.string(), z.number().int()]),
});

/**
 * The app's endpoints (`base/comm/eps`) as the template the specification comes from serves them:
 * member and open routes grouped by module, then by controller (the path without its last part,
 * without the `/api` base), with the columns of the table a controller edits, if any.
 */
const ZEpsColumn = z.object({
  propertyName: z.string(),
  type: z.string(),
  length: z.number().int().optional(),
  nullable: z.boolean(),
});
export type TEpsColumn = z.infer<typeof ZEpsColumn>;
const ZEpsController = z.object({
  module: z.string(),
  name: z.string(),
  prefix: z.string(),
  /** `ignoreToken`: callable without signing in. */
  api: z.array(z.object({ method: z.string(), path: z.string(), ignoreToken: z.boolean() })),
  columns: z.array(ZEpsColumn),
});
export type TEpsController = z.infer<typeof ZEpsController>;
export const ZEps = z.record(z.string(), z.array(ZEpsController));

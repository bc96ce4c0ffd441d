import { ZMultiLineText, ZSingleLineText } from '@club/contract';
import * as z from 'zod';
import type { DialectName } from '../../db';
import { isTimeZone } from '../../kernel/calendar';

/**
 * Every business number the product runs on (PRODUCT.md), with its default. Operators override a
 * value in the `settings` table; nothing else hard-codes these.
 */
export const SETTINGS = {
  /** The platform currency (ISO 4217) and its minor-unit exponent; every amount is in its minor units. */
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .default('USD'),
  currencyExponent: z.number().int().min(0).max(6).default(2),
  siteName: ZSingleLineText.max(60).nullable().default(null),
  /** Long enough that the back office edits it in a text area: it may hold line breaks. */
  siteDescription: ZMultiLineText.max(300).nullable().default(null),
  requireInviteCode: z.boolean().default(true),
  loginCaptchaAfterFailures: z.number().int().min(1).default(3),
  loginMaxFailures: z.number().int().min(1).default(5),
  loginLockMinutes: z.number().int().min(1).default(15),
  payPasswordMaxTries: z.number().int().min(1).default(5),
  payPasswordLockMinutes: z.number().int().min(1).default(30),
  captchaTtlSeconds: z.number().int().min(10).default(120),
  captchaTolerancePx: z.number().int().min(0).max(20).default(5),
  smsCodeTtlSeconds: z.number().int().min(60).default(300),
  smsResendSeconds: z.number().int().min(0).default(60),
  smsMaxTries: z.number().int().min(1).default(5),
  smsDailyPerPhone: z.number().int().min(1).default(10),
  smsDailyPerIp: z.number().int().min(1).default(30),
  /** An unpaid recharge order without a voucher expires after this many minutes. */
  rechargeExpireMinutes: z.number().int().min(1).default(30),
  /** Withdrawal requests a member may make per day (PRODUCT.md §4). */
  withdrawDailyLimit: z.number().int().min(1).default(3),
  /**
   * Four eyes: a withdrawal of this much or more (minor units; 1,000.00) is paid out only when two
   * different operators have approved it. Below it, one operator decides.
   */
  fourEyesAmount: z.number().int().min(1).max(1_000_000_000_000).default(100_000),
  /** Withdrawal accounts (bank cards and addresses) a member may keep. */
  withdrawAccountLimit: z.number().int().min(1).default(5),
  /** Investing needs a bank card an operator has verified (PRODUCT.md §5). */
  requireVerifiedCard: z.boolean().default(true),
  /** The reflection period: an investment can be revoked this long after it is made (PRODUCT.md §7). */
  revokeWindowHours: z.number().int().min(0).max(720).default(24),
  /** Invitation rebates on invested principal, levels 1–3, as rates (PRODUCT.md §8). */
  inviteRebateRates: z
    .array(
      z
        .string()
        .regex(/^0(\.\d{1,6})?$/)
        .meta({ format: 'rate' }),
    )
    .length(3)
    .default(['0.01', '0', '0']),
  /** The platform time zone (an IANA name): rankings count days, weeks and months in it (PRODUCT.md §8). */
  timeZone: z.string().refine(isTimeZone, { message: 'not a known time zone' }).default('UTC'),
  /** Team activity (PRODUCT.md §8): members a group needs, and the days it has to gather them. */
  teamTargetSize: z.number().int().min(2).max(100).default(6),
  teamWindowDays: z.number().int().min(1).max(90).default(7),
  /** The leader's reward per counted member, in minor units. */
  teamInviteRebate: z.number().int().min(0).max(1_000_000_000).default(500),
  /** Whether a complete group pays a dividend a day for `teamDividendDays`, or one dividend. */
  teamDividendKind: z.enum(['day', 'one']).default('day'),
  teamDayDividend: z.number().int().min(0).max(1_000_000_000).default(100),
  teamDividendDays: z.number().int().min(1).max(365).default(7),
  teamOneDividend: z.number().int().min(0).max(1_000_000_000).default(500),
  /** Schedule items the settlement job pays in one transaction (PostgreSQL's default: `ENGINE_DEFAULTS`). */
  settlementBatchSize: z.number().int().min(1).max(1000).default(100),
  /** Trailer clips operators upload for projects (MP4 or WebM). */
  uploadVideoMaxBytes: z
    .number()
    .int()
    .min(1024)
    .default(30 * 1024 * 1024),
  uploadMaxBytes: z
    .number()
    .int()
    .min(1024)
    .default(5 * 1024 * 1024),
} as const;

export type SettingKey = keyof typeof SETTINGS;
export type Settings = { [K in SettingKey]: z.output<(typeof SETTINGS)[K]> };

/**
 * Defaults that depend on the database engine, in place of the schema's own; an operator's stored
 * value still wins. A settlement batch: on SQLite its queries run in-process and hold the event loop
 * (500 held it up to 387 ms, 100 68 ms), on PostgreSQL they are round trips the batch shares
 * (1,000,000 investments settled in 297 s with 500, 590 s with 100; docs/SCALING.md).
 */
export const ENGINE_DEFAULTS: { readonly [D in DialectName]: Readonly<Partial<Settings>> } = {
  sqlite: {},
  postgres: { settlementBatchSize: 500 },
};

/** A key's default on the given engine: its engine default, or its schema's. */
export function defaultFor<K extends SettingKey>(key: K, dialect: DialectName): Settings[K] {
  const own = ENGINE_DEFAULTS[dialect];
  return (Object.hasOwn(own, key) ? own[key] : SETTINGS[key].parse(undefined)) as Settings[K];
}

/**
 * Settings that give every stored amount its meaning: once a ledger entry exists, changing them would
 * rescale every balance and order, so the back office shows them read-only from then on.
 */
export const FIXED_ONCE_MONEY_MOVED: ReadonlySet<SettingKey> = new Set(['currency', 'currencyExponent']);

/**
 * Money settings: what members are paid, and what guards money going out. A change of one is a
 * request a second operator must approve (four eyes), or one operator could lower the four-eyes
 * amount and then pay out alone, or raise a rebate for an accomplice.
 */
export const MONEY_SETTINGS: ReadonlySet<SettingKey> = new Set([
  'currency',
  'currencyExponent',
  'fourEyesAmount',
  'withdrawDailyLimit',
  'requireVerifiedCard',
  'inviteRebateRates',
  'teamTargetSize',
  'teamWindowDays',
  'teamInviteRebate',
  'teamDividendKind',
  'teamDayDividend',
  'teamDividendDays',
  'teamOneDividend',
]);

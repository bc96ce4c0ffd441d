import * as z from 'zod';
import { ZAdminPageBody, ZSearchText } from './admin';
import { ZId, ZIdText } from './ids';
import { LANGUAGE_CODES, type LanguageCode } from './languages';
import { ZInvestCoupon } from './lottery';
import { ZAmount } from './money';
import { ZPageOf } from './paging';
import { ZMultiLineText, ZSingleLineText } from './text';
import { ZPayPasswordInput } from './user';

export const REPAY_TYPES = ['PIOARB', 'LINEAR', 'DEBT'] as const;
export type TRepayType = (typeof REPAY_TYPES)[number];

/** Where a project is in its life (PRODUCT.md §7), derived from its dates, raised amount and payouts. */
export const PROJECT_PHASES = ['draft', 'scheduled', 'fundraising', 'running', 'repaying', 'ended'] as const;
export type TProjectPhase = (typeof PROJECT_PHASES)[number];

/** The member-facing state of the specification (§4), derived for the member asking. */
export const PROJECT_LABELS = [
  'notStarted',
  'participate',
  'participated',
  'distributing',
  'waitingRepayment',
  'repaying',
  'repaymentEnded',
  'ended',
] as const;
export type TProjectLabel = (typeof PROJECT_LABELS)[number];

export const REVENUE_SOURCES = ['boxOffice', 'distribution', 'licensing', 'subsidy'] as const;

/** A rate as a decimal string with at most 6 decimals ("0.0015" = 0.15 % a day), PRODUCT.md §1. */
export const ZRate = z.string().regex(/^\d{1,2}(\.\d{1,6})?$/);

export const ZProject = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  poster: z.string().nullable(),
  stills: z.array(z.string()),
  trailer: z.string().nullable(),
  actor: z.string(),
  cast: z.string(),
  /** Critics' score out of 10, e.g. "8.6". */
  score: z.string(),
  focusIndex: z.number().int(),
  /** Scale: the most the project raises, minor units. */
  amount: z.number().int(),
  /** Minimum investment, and the step amounts are multiples of, minor units. */
  single: z.number().int(),
  /** Daily rate, e.g. "0.0003". */
  returnValue: z.string(),
  annualRate: z.string(),
  cycle: z.number().int(),
  repayType: z.enum(REPAY_TYPES),
  raised: z.number().int(),
  /** raised / amount, 4 decimals, e.g. "0.4512". */
  progressRate: z.string(),
  investorCount: z.number().int(),
  phase: z.enum(PROJECT_PHASES),
  state: z.enum(PROJECT_LABELS),
  fundraisingStartAt: z.string(),
  fundraisingEndAt: z.string(),
  riskText: z.string(),
  hot: z.boolean(),
  favorite: z.boolean(),
  follow: z.boolean(),
});
export type TProject = z.infer<typeof ZProject>;

export const ZFundingEvent = z.object({
  kind: z.enum(['revenue', 'disbursement']),
  source: z.enum(REVENUE_SOURCES).nullable(),
  amount: z.number().int(),
  memo: z.string(),
  at: z.string(),
});
export type TFundingEvent = z.infer<typeof ZFundingEvent>;

/** The asking member's stake in a project. */
export const ZPosition = z.object({
  invested: z.number().int(),
  investments: z.number().int(),
  interestPaid: z.number().int(),
  interestPending: z.number().int(),
});

export const ZProjectDetail = ZProject.extend({
  fundingHistory: z.array(ZFundingEvent),
  position: ZPosition.nullable(),
});
export type TProjectDetail = z.infer<typeof ZProjectDetail>;

export const ZProjectPage = ZPageOf(ZProject);
export type TProjectPage = z.infer<typeof ZProjectPage>;
export const ZIdQuery = z.strictObject({ id: ZIdText });

export const ZFocusBody = z.strictObject({
  projectId: ZId,
  kind: z.enum(['favorite', 'follow']),
  on: z.boolean(),
});
export const ZFocusState = z.object({ favorite: z.boolean(), follow: z.boolean() });

export const ZScheduleItem = z.object({
  day: z.number().int(),
  dueAt: z.string(),
  principal: z.number().int(),
  interest: z.number().int(),
  /** The ledger type the interest is paid under. */
  type: z.enum(['DIVIDEND', 'INTEREST', 'ONEDIVIDEND']),
});
export type TScheduleItem = z.infer<typeof ZScheduleItem>;

/** Why an investment cannot go ahead; the client turns some into prompts (activate, verify, set). */
export const INVEST_BLOCKERS = [
  'MEMBERSHIP_REQUIRED',
  'CARD_NOT_VERIFIED',
  'PAY_PASSWORD_NOT_SET',
  'PROJECT_NOT_FUNDRAISING',
  'INVEST_BELOW_MINIMUM',
  'INVEST_NOT_MULTIPLE',
  'INVEST_OVER_SCALE',
  'INSUFFICIENT_BALANCE',
  'COUPON_NOT_USABLE',
  'COUPON_MIN_ORDER',
] as const;

export const ZInvestCheckBody = z.strictObject({
  projectId: ZId,
  amount: ZAmount,
  /** The coupon to use; null for none. invest/check preselects the best one when it is left out. */
  couponId: ZId.nullable().optional(),
});
export const ZInvestCheck = z.object({
  schedule: z.array(ZScheduleItem),
  totalPrincipal: z.number().int(),
  totalInterest: z.number().int(),
  dailyRate: z.string(),
  annualRate: z.string(),
  riskWarning: z.string(),
  /** The member has not yet acknowledged the risk warning (first investment). */
  riskAcceptanceRequired: z.boolean(),
  /** What the member can spend on investing now (promotional credit included). */
  spendable: z.number().int(),
  remaining: z.number().int(),
  /** The member's usable coupons, each with what it takes off this amount. */
  coupons: z.array(ZInvestCoupon),
  /** The coupon applied (the one asked for, or the best one), its discount, and what the member pays. */
  couponId: z.number().int().nullable(),
  discount: z.number().int(),
  pay: z.number().int(),
  blockers: z.array(z.object({ name: z.enum(INVEST_BLOCKERS), code: z.number().int(), message: z.string() })),
});
export type TInvestCheck = z.infer<typeof ZInvestCheck>;

export const ZInvestBody = ZInvestCheckBody.extend({
  couponId: ZId.nullable().default(null),
  payPassword: ZPayPasswordInput,
  acceptRisk: z.boolean(),
});
export const ZRevokeBody = z.strictObject({ investmentId: ZId });

export const INVESTMENT_STATES = ['holding', 'completed', 'revoked'] as const;

export const ZInvestment = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  projectTitle: z.string(),
  poster: z.string().nullable(),
  principal: z.number().int(),
  dailyRate: z.string(),
  annualRate: z.string(),
  cycle: z.number().int(),
  repayType: z.enum(REPAY_TYPES),
  investedAt: z.string(),
  maturesAt: z.string(),
  state: z.enum(INVESTMENT_STATES),
  daysPaid: z.number().int(),
  principalPaid: z.number().int(),
  interestPaid: z.number().int(),
  interestTotal: z.number().int(),
  /** What a coupon took off the member's payment (the principal counts in full). */
  discount: z.number().int(),
  /** Until when the member may still revoke; null once the reflection period is over. */
  revocableUntil: z.string().nullable(),
  /**
   * Holding, with a schedule item due that its project's accounts could not pay (the project is
   * waiting for repayment, PRODUCT.md §7): paid, oldest first, as soon as revenue arrives.
   */
  waitingRepayment: z.boolean(),
  /** When the project last received revenue (box office, distribution, …); null when it never has. */
  lastRevenueAt: z.string().nullable(),
});
export type TInvestment = z.infer<typeof ZInvestment>;

export const ZUserInvestQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
  state: z.enum(['all', ...INVESTMENT_STATES]).default('all'),
});
export const ZUserInvest = ZPageOf(ZInvestment).extend({
  totals: z.object({
    /** Principal still invested (not yet returned). */
    holding: z.number().int(),
    interestPaid: z.number().int(),
    interestPending: z.number().int(),
    /** Principal ever invested, revoked investments excluded. */
    invested: z.number().int(),
  }),
});
export type TUserInvest = z.infer<typeof ZUserInvest>;

export const ZInvestmentDetail = ZInvestment.extend({
  schedule: z.array(
    ZScheduleItem.extend({
      paid: z.boolean(),
      paidAt: z.string().nullable(),
      /** Whole days (started ones count) an unpaid item is past due while its project waits for repayment; else null. */
      overdueDays: z.number().int().nullable(),
    }),
  ),
  ledger: z.array(
    z.object({
      type: z.string(),
      label: z.string(),
      wallet: z.string(),
      amount: z.number().int(),
      at: z.string(),
    }),
  ),
});
export type TInvestmentDetail = z.infer<typeof ZInvestmentDetail>;

// Operator calls.

/** The title is one line; the description and risk text are edited in text areas. */
const ZProjectText = z.strictObject({
  title: ZSingleLineText.trim().min(1).max(120),
  description: ZMultiLineText.trim().max(5000).default(''),
  riskText: ZMultiLineText.trim().max(2000).default(''),
});
const ZMediaUrl = ZSingleLineText.max(200);

export const ZProjectInput = z.strictObject({
  /** Per-language texts; `en` is required and is the fallback. */
  texts: z
    .partialRecord(z.enum(LANGUAGE_CODES as [LanguageCode, ...LanguageCode[]]), ZProjectText)
    .refine((t) => t.en !== undefined, { message: 'en required', path: ['en'] }),
  poster: ZMediaUrl.nullable().default(null),
  stills: z.array(ZMediaUrl).max(12).default([]),
  trailer: ZMediaUrl.nullable().default(null),
  actor: ZSingleLineText.trim().max(300).default(''),
  cast: ZSingleLineText.trim().max(300).default(''),
  score: z
    .string()
    .regex(/^(10(\.0)?|\d(\.\d)?)$/)
    .default('0'),
  focusIndex: z.number().int().min(0).max(1_000_000_000).default(0),
  amount: ZAmount,
  single: ZAmount,
  dailyRate: ZRate,
  cycleDays: z.number().int().min(1).max(3650),
  repayType: z.enum(REPAY_TYPES),
  fundraisingStartAt: z.iso.datetime({ offset: true }),
  fundraisingEndAt: z.iso.datetime({ offset: true }),
  hot: z.boolean().default(false),
  sort: z.number().int().min(0).max(1_000_000).default(0),
});
export type TProjectInput = z.input<typeof ZProjectInput>;
export const ZProjectUpdateBody = ZProjectInput.extend({ id: ZId });

export const ZProjectActionBody = z.strictObject({ id: ZId });
export const ZRevenueBody = z.strictObject({
  projectId: ZId,
  amount: ZAmount,
  source: z.enum(REVENUE_SOURCES),
  memo: ZSingleLineText.trim().max(200).default(''),
});
export const ZDisburseBody = z.strictObject({
  projectId: ZId,
  amount: ZAmount,
  memo: ZSingleLineText.trim().min(1).max(200),
});
export const ADMIN_PROJECT_SORTS = ['id', 'fundraisingStartAt', 'amount', 'raised'] as const;
export const ZAdminProjectPageBody = ZAdminPageBody(ADMIN_PROJECT_SORTS, {
  phase: z.enum(PROJECT_PHASES).optional(),
  /** Part of the title in any language, or the cast. */
  search: ZSearchText,
});
export const ZAdminProject = ZProject.extend({
  status: z.enum(['draft', 'published', 'closed']),
  principalBalance: z.number().int(),
  returnsBalance: z.number().int(),
  /** Due payouts the project's accounts could not cover yet. */
  unpaidDue: z.number().int(),
  texts: z.record(z.string(), z.object({ title: z.string(), description: z.string(), riskText: z.string() })),
  sort: z.number().int(),
});
export type TAdminProject = z.infer<typeof ZAdminProject>;

import * as z from 'zod';
import { ZAdminPageBody, ZSearchText } from './admin';
import { ZId, ZIdText } from './ids';
import { LANGUAGE_CODES, type LanguageCode } from './lib/languages';
import { ZAmount } from './money';
import { ZPageOf } from './paging';
import { ZMultiLineText, ZSingleLineText } from './text';

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
const ZRate = z.string().regex(/^\d{1,2}(\.\d{1,6})?$/);

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
const ZPosition = z.object({
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
export type TFocusBody = z.input<typeof ZFocusBody>;
export const ZFocusState = z.object({ favorite: z.boolean(), follow: z.boolean() });

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
export type TRevenueBody = z.input<typeof ZRevenueBody>;
export const ZDisburseBody = z.strictObject({
  projectId: ZId,
  amount: ZAmount,
  memo: ZSingleLineText.trim().min(1).max(200),
});
export type TDisburseBody = z.input<typeof ZDisburseBody>;
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

import * as z from 'zod';
import { ZAdminPageBody, ZOrderMember } from './admin';
import { ZId } from './ids';
import { ZAmount } from './money';
import { ZPageOf } from './paging';
import { ZSingleLineText } from './text';

// ---------------------------------------------------------------------------------------------
// Lottery, prizes, coupons and redeem codes (PRODUCT.md §9). Draws are granted (VIP activation,
// an investment of at least 1,000.00 once its reflection period is over, each SVIP level's "extra
// lottery draws", redeem codes); a draw picks among the prizes in stock by their integer weights
// with a crypto RNG, and records the random value and the prize table's version. Cash prizes pay
// LOTTERY to the work wallet from the marketing budget; coupon prizes grant a coupon that lowers
// what the member pays for an investment (the platform's promotion account pays the difference).
// Prizes carry no free text: the client names each from its kind and figures, in every language.

export const PRIZE_KINDS = ['cash', 'coupon', 'none'] as const;
export type TPrizeKind = (typeof PRIZE_KINDS)[number];
export const COUPON_KINDS = ['percent', 'fixed'] as const;
export type TCouponKind = (typeof COUPON_KINDS)[number];

/** What a coupon takes off: `percent` whole percent of the amount (capped by `maxDiscount`), or `amount` off. */
const ZCouponTerms = z.object({
  kind: z.enum(COUPON_KINDS),
  percent: z.number().int().nullable(),
  amount: z.number().int().nullable(),
  /** The smallest investment it applies to. */
  minOrder: z.number().int(),
  /** The most a percent coupon takes off (null: no cap). */
  maxDiscount: z.number().int().nullable(),
  /** How many investments it can be used for. */
  usageLimit: z.number().int(),
  /** Days it stays valid from when it is granted. */
  validDays: z.number().int(),
});
export type TCouponTerms = z.infer<typeof ZCouponTerms>;

const ZPrize = z.object({
  id: z.number().int(),
  kind: z.enum(PRIZE_KINDS),
  /** A cash prize's amount. */
  amount: z.number().int().nullable(),
  coupon: ZCouponTerms.nullable(),
});
export type TPrize = z.infer<typeof ZPrize>;

/** A prize as the lottery page offers it: its chance now (`odds`, percent with two decimals). */
const ZPrizeOdds = ZPrize.extend({ weight: z.number().int(), odds: z.string() });
export type TPrizeOdds = z.infer<typeof ZPrizeOdds>;

/** `lottery/info`: the draws the member holds, the prizes in stock with their odds, and how to earn draws. */
export const ZLotteryInfo = z.object({
  /** Drawing needs an active VIP membership. */
  qualified: z.boolean(),
  draws: z.number().int(),
  /** The prize table's version the odds belong to. */
  tableVersion: z.number().int(),
  prizes: z.array(ZPrizeOdds),
  earn: z.object({
    vipActivation: z.number().int(),
    /** One draw per investment of at least this amount, once its reflection period is over. */
    investThreshold: z.number().int(),
    /** Draws each SVIP level grants on reaching it (index 0 = SVIP1). */
    svipLevels: z.array(z.number().int()),
  }),
});
export type TLotteryInfo = z.infer<typeof ZLotteryInfo>;

/** unused: a coupon not used up and not expired; used: paid out, or a coupon used up; not won; expired: a coupon that expired unused. */
const PRIZE_STATES = ['unused', 'used', 'notWon', 'expired'] as const;
export type TPrizeState = (typeof PRIZE_STATES)[number];

/** usable: uses left and not expired. */
export const COUPON_STATES = ['usable', 'used', 'expired'] as const;
export type TCouponState = (typeof COUPON_STATES)[number];

const COUPON_SOURCES = ['lottery', 'redeem'] as const;

/** A coupon the member holds, with the terms it was granted under. */
const ZMemberCoupon = ZCouponTerms.omit({ validDays: true }).extend({
  id: z.number().int(),
  used: z.number().int(),
  state: z.enum(COUPON_STATES),
  source: z.enum(COUPON_SOURCES),
  obtainedAt: z.string(),
  expiresAt: z.string(),
});
export type TMemberCoupon = z.infer<typeof ZMemberCoupon>;

/** One draw: what it won, and how (the random value out of the total weight, the table version). */
const ZDraw = z.object({
  id: z.number().int(),
  at: z.string(),
  prize: ZPrize,
  state: z.enum(PRIZE_STATES),
  /** A cash prize waiting for the marketing budget. */
  pending: z.boolean(),
  coupon: ZMemberCoupon.nullable(),
  randomValue: z.number().int(),
  totalWeight: z.number().int(),
  tableVersion: z.number().int(),
});
export type TDraw = z.infer<typeof ZDraw>;

/** `POST lottery/draw` (Idempotency-Key): the draw and the draws left. */
export const ZDrawResult = z.object({ draw: ZDraw, drawsLeft: z.number().int() });
export type TDrawResult = z.infer<typeof ZDrawResult>;

export const ZLotteryPageQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(50).default(20),
});
/** `lottery/draws`: my prizes, newest first. */
export const ZDrawPage = ZPageOf(ZDraw);

export const ZCouponQuery = ZLotteryPageQuery.extend({ state: z.enum(COUPON_STATES).default('usable') });
/** `lottery/coupons`: the member's coupons in one state, newest first. */
export const ZCouponPage = ZPageOf(ZMemberCoupon);

/** A redeem code as members type it: letters and digits, dashes and spaces ignored. */
export const ZRedeemBody = z.strictObject({
  code: ZSingleLineText.trim()
    .min(1)
    .max(40)
    .transform((s) => s.replace(/[\s-]/g, '').toUpperCase()),
});
export type TRedeemBody = z.input<typeof ZRedeemBody>;
/** `POST lottery/redeem`: what the code gave, draws or a coupon. */
export const ZRedeemResult = z.object({
  draws: z.number().int(),
  coupon: ZMemberCoupon.nullable(),
  drawsLeft: z.number().int(),
});
export type TRedeemResult = z.infer<typeof ZRedeemResult>;

/** A coupon the invest sheet offers, with what it takes off the amount being checked (0 when its minimum is not met). */
export const ZInvestCoupon = ZMemberCoupon.extend({ discount: z.number().int() });
export type TInvestCoupon = z.infer<typeof ZInvestCoupon>;

// ---- Back office (`/api/admin/lottery/*`) ----

const couponFields = {
  /** The operator's label; members see the terms, not this. */
  name: ZSingleLineText.trim().min(1).max(60),
  kind: z.enum(COUPON_KINDS),
  percent: z.number().int().min(1).max(100).nullable(),
  amount: ZAmount.nullable(),
  minOrder: z.number().int().min(0).max(1_000_000_000_000),
  maxDiscount: ZAmount.nullable(),
  usageLimit: z.number().int().min(1).max(100),
  validDays: z.number().int().min(1).max(3650),
  enabled: z.boolean(),
};
export const ZCouponAddBody = z.strictObject(couponFields);
export type TCouponAddBody = z.input<typeof ZCouponAddBody>;
export const ZCouponUpdateBody = z.strictObject({ id: ZId, ...couponFields });
const ZAdminCoupon = ZCouponTerms.extend({
  id: z.number().int(),
  name: z.string(),
  enabled: z.boolean(),
  /** Member coupons granted from it, and investments they paid part of. */
  issued: z.number().int(),
  uses: z.number().int(),
  createdAt: z.string(),
});
export type TAdminCoupon = z.infer<typeof ZAdminCoupon>;
export const ZCouponPageBody = ZAdminPageBody(['createdAt'], {});
export const ZAdminCouponPage = ZPageOf(ZAdminCoupon);

const prizeFields = {
  kind: z.enum(PRIZE_KINDS),
  amount: ZAmount.nullable(),
  couponId: ZId.nullable(),
  weight: z.number().int().min(0).max(1_000_000),
  /** Units left to win (null: no limit). */
  stock: z.number().int().min(0).max(1_000_000).nullable(),
  sort: z.number().int().min(0).max(1000),
  enabled: z.boolean(),
};
export const ZPrizeAddBody = z.strictObject(prizeFields);
export type TPrizeAddBody = z.input<typeof ZPrizeAddBody>;
export const ZPrizeUpdateBody = z.strictObject({ id: ZId, ...prizeFields });
export const ZPrizeDeleteBody = z.strictObject({ id: ZId });
const ZAdminPrize = ZPrize.extend({
  couponId: z.number().int().nullable(),
  /** The operator's label of the coupon it grants. */
  couponName: z.string().nullable(),
  weight: z.number().int(),
  stock: z.number().int().nullable(),
  sort: z.number().int(),
  enabled: z.boolean(),
  /** Its chance in a draw now, percent with two decimals ("0.00" when out of stock or disabled). */
  odds: z.string(),
  won: z.number().int(),
});
export type TAdminPrize = z.infer<typeof ZAdminPrize>;
/** `prize/list`: the whole table (it is short) and its current version. */
export const ZAdminPrizeList = z.object({ version: z.number().int(), list: z.array(ZAdminPrize) });
export type TAdminPrizeList = z.infer<typeof ZAdminPrizeList>;

export const REDEEM_REWARDS = ['draws', 'coupon'] as const;
export const ZRedeemBatchAddBody = z.strictObject({
  name: ZSingleLineText.trim().min(1).max(60),
  reward: z.enum(REDEEM_REWARDS),
  draws: z.number().int().min(1).max(100).nullable(),
  couponId: ZId.nullable(),
  /** Members who may redeem each code (1: single-use). */
  maxUses: z.number().int().min(1).max(100_000),
  count: z.number().int().min(1).max(1000),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type TRedeemBatchAddBody = z.input<typeof ZRedeemBatchAddBody>;
const ZAdminRedeemBatch = z.object({
  id: z.number().int(),
  name: z.string(),
  reward: z.enum(REDEEM_REWARDS),
  draws: z.number().int().nullable(),
  couponId: z.number().int().nullable(),
  couponName: z.string().nullable(),
  maxUses: z.number().int(),
  count: z.number().int(),
  /** Redemptions of its codes so far. */
  redeemed: z.number().int(),
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type TAdminRedeemBatch = z.infer<typeof ZAdminRedeemBatch>;
export const ZRedeemBatchPageBody = ZAdminPageBody(['createdAt'], {});
export const ZAdminRedeemBatchPage = ZPageOf(ZAdminRedeemBatch);
export const ZRedeemCodePageBody = ZAdminPageBody(['createdAt'], { batchId: ZId });
const ZAdminRedeemCode = z.object({ id: z.number().int(), code: z.string(), uses: z.number().int() });
export const ZAdminRedeemCodePage = ZPageOf(ZAdminRedeemCode);

export const ZDrawRecordPageBody = ZAdminPageBody(['createdAt'], { userId: ZId.optional() });
const ZAdminDrawRecord = z.object({
  id: z.number().int(),
  ...ZOrderMember,
  prize: ZPrize,
  randomValue: z.number().int(),
  totalWeight: z.number().int(),
  tableVersion: z.number().int(),
  /** The prizes and weights the draw chose among, in order: the value fell in one of their ranges. */
  candidates: z.array(z.object({ prizeId: z.number().int(), weight: z.number().int() })),
  createdAt: z.string(),
});
export type TAdminDrawRecord = z.infer<typeof ZAdminDrawRecord>;
export const ZAdminDrawRecordPage = ZPageOf(ZAdminDrawRecord);

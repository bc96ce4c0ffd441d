import * as z from 'zod';
import { ZCreatedId, ZId } from './ids';
import { ZInvestCoupon } from './lottery';
import { ZAmount } from './money';
import { ZPageOf } from './paging';
import { REPAY_TYPES } from './project';
import { ZPayPasswordInput } from './user';

const ZScheduleItem = z.object({
  day: z.number().int(),
  dueAt: z.string(),
  principal: z.number().int(),
  interest: z.number().int(),
  /** The ledger type the interest is paid under. */
  type: z.enum(['DIVIDEND', 'INTEREST', 'ONEDIVIDEND']),
});

/** Why an investment cannot go ahead; the client turns some into prompts (activate, verify, set). */
export const INVEST_BLOCKERS = [
  'MEMBERSHIP_REQUIRED',
  'CARD_NOT_VERIFIED',
  'PAY_PASSWORD_NOT_SET',
  'PROJECT_NOT_STARTED',
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
export type TInvestCheckBody = z.input<typeof ZInvestCheckBody>;
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
export type TInvestBody = z.input<typeof ZInvestBody>;
export const ZRevokeBody = z.strictObject({ investmentId: ZId });
export type TRevokeBody = z.input<typeof ZRevokeBody>;

export const INVESTMENT_STATES = ['holding', 'completed', 'revoked'] as const;

const ZInvestment = z.object({
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

/** What an investment answers: the new investment's id. */
export const ZInvestResult = ZCreatedId;

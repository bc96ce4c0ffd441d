import * as z from 'zod';
import { ZAdminPageBody, ZOrderMember } from './admin';
import { ZId, ZIdText } from './ids';
import { ZAmount } from './money';
import { ZPageOf } from './paging';
import { ZMultiLineText, ZSingleLineText } from './text';
import { ZPayPasswordInput } from './user';

export const WITHDRAW_ACCOUNT_KINDS = ['bank', 'usdt-trc20'] as const;
export const ACCOUNT_STATUSES = ['pending', 'verified', 'rejected'] as const;

export const ZWithdrawAccount = z.object({
  id: z.number().int(),
  kind: z.enum(WITHDRAW_ACCOUNT_KINDS),
  holderName: z.string().nullable(),
  bankName: z.string().nullable(),
  /** Only the last four characters, e.g. "•••• 1234". */
  accountNumber: z.string().nullable(),
  address: z.string().nullable(),
  status: z.enum(ACCOUNT_STATUSES),
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
});
export type TWithdrawAccount = z.infer<typeof ZWithdrawAccount>;

const text = (max: number) => ZSingleLineText.trim().min(1).max(max);
export const ZAddWithdrawAccountBody = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('bank'),
    holderName: text(64),
    bankName: text(64),
    accountNumber: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9 -]{6,34}$/),
    branch: ZSingleLineText.trim().max(64).optional(),
    iban: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}\d{2}[A-Za-z0-9 ]{10,32}$/)
      .optional(),
    swift: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]{8}([A-Za-z0-9]{3})?$/)
      .optional(),
  }),
  z.strictObject({ kind: z.literal('usdt-trc20'), address: ZSingleLineText.trim().max(64) }),
]);
export type TAddWithdrawAccountBody = z.infer<typeof ZAddWithdrawAccountBody>;

export const ZCardVerificationStatus = z.object({ status: z.enum(['none', ...ACCOUNT_STATUSES]) });

const ZWithdrawChannel = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(WITHDRAW_ACCOUNT_KINDS),
  name: z.string(),
  minAmount: z.number().int(),
  maxAmount: z.number().int(),
  /** Percent fee as a decimal rate string ("0.01" = 1 %). */
  feeRate: z.string(),
  feeFixed: z.number().int(),
});
export type TWithdrawChannel = z.infer<typeof ZWithdrawChannel>;

/** A channel as a member sees it: with their SVIP withdrawal fee discount (whole percent of the fee). */
export const ZMemberWithdrawChannel = ZWithdrawChannel.extend({
  feeDiscountPercent: z.number().int().min(0).max(100),
});

/** A withdrawal channel as operators configure it (PRODUCT.md §4). */
export const ZAdminWithdrawChannel = ZWithdrawChannel.extend({
  enabled: z.boolean(),
  sort: z.number().int(),
});
export type TAdminWithdrawChannel = z.infer<typeof ZAdminWithdrawChannel>;
export const ZWithdrawChannelUpdateBody = z.strictObject({
  id: ZId,
  minAmount: ZAmount,
  maxAmount: ZAmount,
  /** Percent fee as a decimal rate ("0.01" = 1 %), at most 100 %. */
  feeRate: z.string().regex(/^(0(\.\d{1,6})?|1(\.0{1,6})?)$/),
  feeFixed: z.number().int().min(0).max(1_000_000_000_000),
  enabled: z.boolean(),
  sort: z.number().int().min(0).max(1000),
});
export type TWithdrawChannelUpdateBody = z.input<typeof ZWithdrawChannelUpdateBody>;

export const ZTaxationQuery = z.strictObject({
  channelId: ZIdText,
  amount: z.coerce.number().int().min(1).max(1_000_000_000_000),
});
export const ZTaxation = z.object({
  amount: z.number().int(),
  fee: z.number().int(),
  total: z.number().int(),
});

/** The member's withdrawals on this UTC day against the club's daily limit (PRODUCT.md §4). */
export const ZWithdrawQuota = z.object({
  used: z.number().int(),
  limit: z.number().int(),
});
export type TWithdrawQuota = z.infer<typeof ZWithdrawQuota>;

export const ZWithdrawCheckBody = z.strictObject({
  channelId: ZId,
  amount: ZAmount,
  accountId: ZId,
});
export type TWithdrawCheckBody = z.input<typeof ZWithdrawCheckBody>;
export const ZWithdrawCheck = ZTaxation.extend({ available: z.number().int() });
export const ZWithdrawSubmitBody = ZWithdrawCheckBody.extend({ payPassword: ZPayPasswordInput });
export type TWithdrawSubmitBody = z.input<typeof ZWithdrawSubmitBody>;

export const WITHDRAW_STATES = ['waiting', 'success', 'failed'] as const;
export const ZWithdrawOrder = z.object({
  id: z.number().int(),
  channelName: z.string(),
  account: z.string(),
  amount: z.number().int(),
  fee: z.number().int(),
  state: z.enum(WITHDRAW_STATES),
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type TWithdrawOrder = z.infer<typeof ZWithdrawOrder>;
export const ZWithdrawOrderPage = ZPageOf(ZWithdrawOrder);

export const ZWithdrawAdminPageBody = ZAdminPageBody(['createdAt', 'amount'], {
  state: z.enum(WITHDRAW_STATES).optional(),
  userId: ZId.optional(),
  /** Only the waiting withdrawals one operator has approved, which wait for a second one. */
  awaitingSecond: z.literal(true).optional(),
});
export const ZAccountAdminPageBody = ZAdminPageBody(['createdAt'], {
  status: z.enum(ACCOUNT_STATUSES).optional(),
  kind: z.enum(WITHDRAW_ACCOUNT_KINDS).optional(),
  userId: ZId.optional(),
});
/** A withdrawal account in full: operators verify it against the holder's documents and pay to it. */
export const ZAdminWithdrawAccount = ZWithdrawAccount.extend({
  ...ZOrderMember,
  branch: z.string().nullable(),
  iban: z.string().nullable(),
  swift: z.string().nullable(),
});
export type TAdminWithdrawAccount = z.infer<typeof ZAdminWithdrawAccount>;
export const ZAdminWithdrawOrder = ZWithdrawOrder.extend({
  ...ZOrderMember,
  payTo: ZAdminWithdrawAccount.nullable(),
  /**
   * Four eyes: the amount is at or above the `fourEyesAmount` setting, so paying it out takes two
   * different operators' approvals; `firstApprovedBy` is the first one's username once given.
   */
  needsSecondKey: z.boolean(),
  firstApprovedBy: z.string().nullable(),
  firstApprovedAt: z.string().nullable(),
  /** The operator who decided it (the second key of a four-eyes withdrawal); null for the provider's word. */
  decidedBy: z.string().nullable(),
  /** The reference of the transfer, typed by the operator whose approval paid it out. */
  payoutReference: z.string().nullable(),
});
export type TAdminWithdrawOrder = z.infer<typeof ZAdminWithdrawOrder>;
/** The reason is typed in a text area (the member reads it under the request or card). */
export const ZDecisionBody = z.strictObject({
  id: ZId,
  reason: ZMultiLineText.trim().min(1).max(200).optional(),
});
export type TDecisionBody = z.input<typeof ZDecisionBody>;
/** Long enough for a SWIFT UETR (36) or a TRON transaction id (64), with room to spare. */
export const PAYOUT_REFERENCE_MAX = 100;
/**
 * An approval: `payoutReference` is the bank's or the chain's id of the transfer the operator made,
 * recorded with the approval that pays out (a first of two approvals moves no money, and keeps none).
 */
export const ZWithdrawApproveBody = ZDecisionBody.extend({
  payoutReference: ZSingleLineText.trim().min(1).max(PAYOUT_REFERENCE_MAX).optional(),
});
export type TWithdrawApproveBody = z.input<typeof ZWithdrawApproveBody>;

/**
 * What an operator's approval or rejection of a withdrawal answers: its state after the decision.
 * A first approval of a four-eyes withdrawal leaves it `waiting` with `firstApprovedBy` set: no
 * money moves until a second operator approves.
 */
export const ZWithdrawDecided = z.object({
  state: z.enum(WITHDRAW_STATES),
  firstApprovedBy: z.string().nullable(),
});
export type TWithdrawDecided = z.infer<typeof ZWithdrawDecided>;

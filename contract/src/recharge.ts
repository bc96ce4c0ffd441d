import * as z from 'zod';
import { ZAdminPageBody, ZOrderMember, ZSearchText } from './admin';
import { ZId, ZIdText } from './ids';
import { ZAmount } from './money';
import { ZPageOf } from './paging';
import { ZMultiLineText, ZSingleLineText } from './text';

export const RECHARGE_STATES = ['placed', 'waiting', 'review', 'success', 'failed', 'expired'] as const;

export const ZRechargeChannel = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(['bank', 'usdt', 'gateway']),
  name: z.string(),
  minAmount: z.number().int(),
  maxAmount: z.number().int(),
  /** Units of the channel's currency per platform unit ("1" = one to one; USDT per USD for `usdt`). */
  rate: z.string(),
});

/** A recharge channel as operators configure it (PRODUCT.md §3). */
export const ZAdminRechargeChannel = ZRechargeChannel.extend({
  provider: z.string().nullable(),
  enabled: z.boolean(),
  sort: z.number().int(),
  /** What the payer is shown: the bank account (bank) or the receiving TRC20 address (usdt). */
  details: z.record(z.string(), z.string()),
  /** A gateway can take payments only with its signing secret and address set on the server. */
  configured: z.boolean(),
});
export type TAdminRechargeChannel = z.infer<typeof ZAdminRechargeChannel>;
const channelText = (max: number) => ZSingleLineText.trim().min(1).max(max);
export const ZRechargeChannelUpdateBody = z.strictObject({
  id: ZId,
  minAmount: ZAmount,
  maxAmount: ZAmount,
  rate: z.string().regex(/^\d{1,4}(\.\d{1,6})?$/),
  enabled: z.boolean(),
  sort: z.number().int().min(0).max(1000),
  /** Bank channels: the account members transfer to. USDT channels: the receiving address. */
  details: z
    .union([
      z.strictObject({
        bankName: channelText(64),
        accountName: channelText(64),
        accountNumber: channelText(64),
      }),
      z.strictObject({ address: channelText(64) }),
    ])
    .optional(),
});
export type TRechargeChannelUpdateBody = z.input<typeof ZRechargeChannelUpdateBody>;

/** How to pay an order: a bank transfer with a reference, or an exact USDT amount to an address. */
const ZPayInstructions = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('bank'),
    bankName: z.string(),
    accountName: z.string(),
    accountNumber: z.string(),
    reference: z.string(),
  }),
  z.object({
    kind: z.literal('usdt'),
    network: z.literal('TRC20'),
    address: z.string(),
    /** Exact amount to send, in USDT with 6 decimals, e.g. "100.000123". */
    amount: z.string(),
  }),
  z.object({ kind: z.literal('gateway'), provider: z.string() }),
]);

export const ZRechargeOrder = z.object({
  id: z.number().int(),
  channelId: z.number().int(),
  channelName: z.string(),
  amount: z.number().int(),
  state: z.enum(RECHARGE_STATES),
  reference: z.string(),
  voucherUrl: z.string().nullable(),
  /** A second picture of the same payment (`voucher2`), e.g. the other side of a receipt. */
  voucher2Url: z.string().nullable(),
  instructions: ZPayInstructions,
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type TRechargeOrder = z.infer<typeof ZRechargeOrder>;
/** The payment page's poll: where the order stands. */
export const ZRechargeSyncCheck = ZRechargeOrder.pick({ id: true, state: true });
export const ZRechargeOrderPage = ZPageOf(ZRechargeOrder);

export const ZRechargeSubmitBody = z.strictObject({
  channelId: ZId,
  amount: ZAmount,
});
export type TRechargeSubmitBody = z.input<typeof ZRechargeSubmitBody>;
export const ZRechargeVoucherBody = z.strictObject({
  orderId: ZId,
  url: ZSingleLineText.max(200),
});
export const ZOrderIdQuery = z.strictObject({ orderId: ZIdText });

export const ZRechargeAdminPageBody = ZAdminPageBody(['createdAt', 'amount'], {
  state: z.enum(RECHARGE_STATES).optional(),
  /**
   * Only the orders waiting for an operator, as the dashboard counts them: in `review`, or placed or
   * waiting with a voucher uploaded.
   */
  toReview: z.literal(true).optional(),
  userId: ZId.optional(),
  /** Order reference or the member's phone. */
  search: ZSearchText,
});
export const ZAdminRechargeOrder = ZRechargeOrder.extend(ZOrderMember).extend({
  /** The transfer's reference on the bank statement, as the confirming operator read it. */
  bankReference: z.string().nullable(),
});
export type TAdminRechargeOrder = z.infer<typeof ZAdminRechargeOrder>;
/** The reason is typed in a text area (the member reads it under the order). */
export const ZRechargeDecisionBody = z.strictObject({
  orderId: ZId,
  reason: ZMultiLineText.trim().min(1).max(200).optional(),
});
export type TRechargeDecisionBody = z.input<typeof ZRechargeDecisionBody>;
/** Bounds of the bank reference an operator types when confirming a bank transfer. */
export const BANK_REFERENCE_LENGTH = { min: 4, max: 64 } as const;
/**
 * A bank transfer's confirmation names the reference the operator found on the statement; it is
 * required when the member sent no voucher, so every credit without a picture is traceable.
 */
export const ZRechargeConfirmBody = z.strictObject({
  orderId: ZId,
  bankReference: ZSingleLineText.trim()
    .min(BANK_REFERENCE_LENGTH.min)
    .max(BANK_REFERENCE_LENGTH.max)
    .optional(),
});
export type TRechargeConfirmBody = z.input<typeof ZRechargeConfirmBody>;

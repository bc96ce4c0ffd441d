import * as z from 'zod';
import { ZAdminPageBody, ZSearchText } from './admin';
import { ZId, ZIdText } from './ids';
import { ZMultiLineText, ZSingleLineText } from './text';
import { ZPayPasswordInput } from './user';

/** The specification's ledger transaction types (§3). */
export const LEDGER_TYPES = [
  'RECHARGE',
  'WITHDRAW',
  'FREEZE',
  'MEMBER',
  'INVESTED',
  'INTEREST',
  'CAPITAL',
  'AWARD',
  'REVOKE',
  'SYSTEM',
  'INVESTREWARD',
  'TASKAWARD',
  'LOTTERY',
  'DIVIDEND',
  'SVIP',
  'ONEDIVIDEND',
  'MEMBERFEE_RETURN',
  'TEAM_ACTIVITY_INVITE_REBATE',
  'TEAM_ACTIVITY_DAY_DIVIDEND',
  'TEAM_ACTIVITY_ONE_DIVIDEND',
  'CROWDFUNDING_WEEK_RANK_REWARD',
  'CROWDFUNDING_MONTH_RANK_REWARD',
  'INVITE_WEEK_RANK_REWARD',
  'INVITE_MONTH_RANK_REWARD',
] as const;
export type LedgerType = (typeof LEDGER_TYPES)[number];
export const ZLedgerType = z.enum(LEDGER_TYPES);

/** A member's wallets (PRODUCT.md §2); `frozen` holds money of pending withdrawals. */
export const WALLETS = ['recharge', 'income', 'work', 'internal', 'frozen'] as const;
export type Wallet = (typeof WALLETS)[number];
export const ZWallet = z.enum(WALLETS);

/** Integer minor units (12345 = 123.45), at most 10^12 (PRODUCT.md §1). */
export const ZAmount = z.number().int().min(1).max(1_000_000_000_000);

/** Wallet figures in minor units; withdrawal = available = recharge + income + work. */
export const ZIncome = z.object({
  currency: z.string(),
  currencyExponent: z.number().int(),
  recharge: z.number().int(),
  work: z.number().int(),
  income: z.number().int(),
  withdrawal: z.number().int(),
  internal: z.number().int(),
  available: z.number().int(),
  frozen: z.number().int(),
  /** All wallets, frozen money, and principal still invested. */
  totalAssets: z.number().int(),
});
export type TIncome = z.infer<typeof ZIncome>;

export const ZAccountType = z.object({ type: ZLedgerType, label: z.string() });

const ZDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const ZAccountDetailBody = z.strictObject({
  page: z.number().int().min(1).max(100_000).default(1),
  size: z.number().int().min(1).max(100).default(20),
  type: ZLedgerType.optional(),
  wallet: ZWallet.optional(),
  /** Inclusive first day (UTC), YYYY-MM-DD. */
  from: ZDay.optional(),
  /** Inclusive last day (UTC), YYYY-MM-DD. */
  to: ZDay.optional(),
});
export type TAccountDetailBody = z.infer<typeof ZAccountDetailBody>;
/** An operator reads one member's lines with the same filters. */
export const ZMemberLedgerBody = ZAccountDetailBody.extend({ userId: ZId });

export const ZAccountDetailLine = z.object({
  id: z.number().int(),
  type: ZLedgerType,
  typeLabel: z.string(),
  wallet: ZWallet,
  /** Signed: positive into the wallet, negative out of it. */
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  createdAt: z.string(),
  /** What caused it, e.g. `recharge:12`. */
  reference: z.string().nullable(),
  memo: z.string().nullable(),
});
export type TAccountDetailLine = z.infer<typeof ZAccountDetailLine>;

export function ZPageOf<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    pagination: z.object({ page: z.number().int(), size: z.number().int(), total: z.number().int() }),
  });
}

export const ZStatementQuery = z.strictObject({ from: ZDay, to: ZDay, wallet: ZWallet.optional() });

export const ZSystemCreditBody = z.strictObject({
  userId: ZId,
  amount: ZAmount,
  reason: ZSingleLineText.trim().min(1).max(200),
});

export const RECHARGE_STATES = ['placed', 'waiting', 'review', 'success', 'failed', 'expired'] as const;
export type RechargeState = (typeof RECHARGE_STATES)[number];

export const ZRechargeChannel = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(['bank', 'usdt', 'gateway']),
  name: z.string(),
  minAmount: z.number().int(),
  maxAmount: z.number().int(),
});

/** A recharge channel as operators configure it (PRODUCT.md §3). */
export const ZAdminRechargeChannel = ZRechargeChannel.extend({
  provider: z.string().nullable(),
  /** Units of the channel's currency per platform unit ("1" = one to one; USDT per USD for `usdt`). */
  rate: z.string(),
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

/** How to pay an order: a bank transfer with a reference, or an exact USDT amount to an address. */
export const ZPayInstructions = z.discriminatedUnion('kind', [
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
  instructions: ZPayInstructions,
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type TRechargeOrder = z.infer<typeof ZRechargeOrder>;

export const ZRechargeSubmitBody = z.strictObject({
  channelId: ZId,
  amount: ZAmount,
});
export const ZRechargeVoucherBody = z.strictObject({
  orderId: ZId,
  url: ZSingleLineText.max(200),
});
export const ZOrderIdQuery = z.strictObject({ orderId: ZIdText });
export const ZPageQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
/** The member an order, card or request belongs to, as the operator sees them. */
const ZOrderMember = { userId: z.number().int(), memberPhone: z.string().nullable() };

export const ZRechargeAdminPageBody = ZAdminPageBody(['createdAt', 'amount'], {
  state: z.enum(RECHARGE_STATES).optional(),
  userId: ZId.optional(),
  /** Order reference or the member's phone. */
  search: ZSearchText,
});
export const ZAdminRechargeOrder = ZRechargeOrder.extend(ZOrderMember);
export type TAdminRechargeOrder = z.infer<typeof ZAdminRechargeOrder>;
/** The reason is typed in a text area (the member reads it under the order). */
export const ZRechargeDecisionBody = z.strictObject({
  orderId: ZId,
  reason: ZMultiLineText.trim().min(1).max(200).optional(),
});

/** The body every payment provider's callback carries (after its adapter), PRODUCT.md §3. */
export const ZPaymentCallback = z.object({
  /** A number, or its digits as text (some providers send ids as strings). */
  orderId: z.union([ZId, z.string().regex(/^\d+$/).transform(Number).pipe(ZId)]),
  providerTxnId: ZSingleLineText.min(1).max(128),
  /** Minor units of `currency`, or micro-USDT for tron. */
  amount: z.number().int().positive(),
  currency: ZSingleLineText.min(3).max(8),
  status: z.enum(['paid', 'failed']),
});

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

export const ZIdBody = z.strictObject({ id: ZId });
export const ZCardVerificationStatus = z.object({ status: z.enum(['none', ...ACCOUNT_STATUSES]) });

export const ZWithdrawChannel = z.object({
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

export const ZTaxationQuery = z.strictObject({
  channelId: ZIdText,
  amount: z.coerce.number().int().min(1).max(1_000_000_000_000),
});
export const ZTaxation = z.object({
  amount: z.number().int(),
  fee: z.number().int(),
  total: z.number().int(),
});

export const ZWithdrawCheckBody = z.strictObject({
  channelId: ZId,
  amount: ZAmount,
  accountId: ZId,
});
export const ZWithdrawCheck = ZTaxation.extend({ available: z.number().int() });
export const ZWithdrawSubmitBody = ZWithdrawCheckBody.extend({ payPassword: ZPayPasswordInput });

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

export const ZWithdrawAdminPageBody = ZAdminPageBody(['createdAt', 'amount'], {
  state: z.enum(WITHDRAW_STATES).optional(),
  userId: ZId.optional(),
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
});
export type TAdminWithdrawOrder = z.infer<typeof ZAdminWithdrawOrder>;
/** The reason is typed in a text area (the member reads it under the request or card). */
export const ZDecisionBody = z.strictObject({
  id: ZId,
  reason: ZMultiLineText.trim().min(1).max(200).optional(),
});

export const ZPaymentBody = z.strictObject({ orderId: ZId });
/** Where to send the payer: a checkout page (`payment`) or the provider's app (`evoke`). */
export const ZPaymentRequest = z.object({ provider: z.string(), payUrl: z.string() });

import * as z from 'zod';
import { ZId } from './ids';
import { ZAmount, ZLedgerType, ZWallet } from './money';
import { ZPageOf } from './paging';
import { ZSingleLineText } from './text';

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

/** A ledger type as members read it: its name, and one line on what it is. */
export const ZAccountType = z.object({ type: ZLedgerType, label: z.string(), help: z.string() });

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
  /**
   * The inviter level (1–3) an invitation rebate (INVESTREWARD) was paid for, for the client to name
   * in its own language; memo is null on such a line. Null on every other line.
   */
  level: z.number().int().nullable(),
});
export type TAccountDetailLine = z.infer<typeof ZAccountDetailLine>;
export const ZAccountDetailPage = ZPageOf(ZAccountDetailLine);

export const ZStatementQuery = z.strictObject({ from: ZDay, to: ZDay, wallet: ZWallet.optional() });

export const ZSystemCreditBody = z.strictObject({
  userId: ZId,
  amount: ZAmount,
  reason: ZSingleLineText.trim().min(1).max(200),
});

/**
 * An award (spec: ledger type AWARD): an operator rewards a member for something the club values,
 * paid from the marketing budget, never from members' money, once a second operator approves.
 */
export const ZAwardBody = z.strictObject({
  userId: ZId,
  amount: ZAmount,
  wallet: z.enum(['work', 'income']).default('work'),
  reason: ZSingleLineText.trim().min(1).max(200),
});
export type TAwardBody = z.input<typeof ZAwardBody>;

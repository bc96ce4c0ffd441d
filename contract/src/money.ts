import * as z from 'zod';

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

/** What an operator's money entry answers: the ledger entry it posted. */
export const ZEntryPosted = z.object({ entryId: z.number().int() });

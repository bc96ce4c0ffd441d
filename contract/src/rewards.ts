import * as z from 'zod';
import { ZAmount, ZLedgerType } from './money';
import { ZMultiLineText, ZSingleLineText } from './text';

// ---------------------------------------------------------------------------------------------
// The marketing budget (PRODUCT.md §9): every reward to a member is paid from it; what it cannot
// cover waits, shown to the member, and is paid oldest first when an operator tops it up.

/** A reward waiting for the budget, as its member sees it. */
const ZPendingReward = z.object({
  id: z.number().int(),
  type: ZLedgerType,
  amount: z.number().int(),
  createdAt: z.string(),
});

/** `funds/reward/pending`: the member's waiting rewards, oldest first, and their sum. */
export const ZPendingRewards = z.object({ total: z.number().int(), list: z.array(ZPendingReward) });
export type TPendingRewards = z.infer<typeof ZPendingRewards>;

/** An operator's contribution to the budget: the amount and where the money comes from. */
export const ZContributionBody = z.strictObject({
  amount: ZAmount,
  source: ZSingleLineText.trim().min(1).max(100),
  memo: ZMultiLineText.trim().max(500).optional(),
});
export type TContributionBody = z.infer<typeof ZContributionBody>;

const ZKindFigure = z.object({ type: ZLedgerType, count: z.number().int(), amount: z.number().int() });

/** The budget for the back office: what is in it, what waits, what was paid and who put money in. */
export const ZMarketingBudget = z.object({
  balance: z.number().int(),
  pending: z.object({ count: z.number().int(), amount: z.number().int(), byType: z.array(ZKindFigure) }),
  /** Paid over the last 30 days, by UTC day (`YYYY-MM-DD`, newest first) and kind. */
  paid: z.array(ZKindFigure.extend({ day: z.string() })),
  contributions: z.array(
    z.object({
      entryId: z.number().int(),
      amount: z.number().int(),
      source: z.string(),
      operator: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type TMarketingBudget = z.infer<typeof ZMarketingBudget>;

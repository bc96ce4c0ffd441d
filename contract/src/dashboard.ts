import * as z from 'zod';

/** A count of orders and their amount in minor units. */
const ZFlow = z.object({ count: z.number().int(), amount: z.number().int() });

/**
 * The back office's home (`GET /api/admin/base/dashboard/summary`). Days are UTC days; "last 7
 * days" is today and the six days before it. Money in is successful recharges (what the wallets
 * received), money out is successful withdrawals (what was paid out, fees apart), both counted on
 * the day they succeeded.
 */
/** One invariant of the ledger: `key` names it for translated screens, `detail` is its diagnostic. */
export const ZLedgerCheck = z.object({
  key: z.string(),
  name: z.string(),
  ok: z.boolean(),
  detail: z.string(),
});

export const ZDashboardSummary = z.object({
  /** The server time the figures are for (ISO). */
  at: z.string(),
  currency: z.string(),
  currencyExponent: z.number().int(),
  members: z.object({
    total: z.number().int(),
    newToday: z.number().int(),
    newLast7Days: z.number().int(),
  }),
  /** Members whose VIP membership is active now. */
  activeVips: z.number().int(),
  moneyIn: z.object({ today: ZFlow, last7Days: ZFlow }),
  moneyOut: z.object({
    today: ZFlow.extend({ fees: z.number().int() }),
    last7Days: ZFlow.extend({ fees: z.number().int() }),
  }),
  /** One row per UTC day of the last 7, oldest first (for a chart). */
  days: z.array(
    z.object({
      /** YYYY-MM-DD (UTC). */
      day: z.string(),
      newMembers: z.number().int(),
      moneyIn: ZFlow,
      moneyOut: ZFlow,
    }),
  ),
  /** What waits for an operator. */
  pending: z.object({
    /** Recharge orders in manual review (paid amount did not match) or waiting with a voucher uploaded. */
    recharges: z.number().int(),
    withdrawals: z.number().int(),
    /** Bank cards waiting for verification. */
    bankCards: z.number().int(),
  }),
  /** The ledger's invariants checked now (`npm run ledger:verify`). */
  ledger: z.object({ ok: z.boolean(), checks: z.array(ZLedgerCheck) }),
  /** The marketing budget that pays every reward, and the rewards that wait for it (PRODUCT.md §9). */
  marketing: z.object({
    balance: z.number().int(),
    pendingCount: z.number().int(),
    pendingAmount: z.number().int(),
  }),
});
export type TDashboardSummary = z.infer<typeof ZDashboardSummary>;

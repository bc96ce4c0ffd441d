import type { Terms } from '../../money/schedule';
import type { ProjectRow } from '../project/repo';
import type { InvestmentRow } from './repo';

/** The ledger reference of everything an investment moves: its principal, payouts, refund and rebates. */
export const investmentReference = (id: number) => `investment:${id}`;

/** The terms an investment is paid under, fixed when it is made. */
export function termsOf(inv: InvestmentRow): Terms {
  return {
    principal: inv.principal,
    dailyRatePpm: inv.daily_rate_ppm,
    cycleDays: inv.cycle_days,
    repayType: inv.repay_type,
    investedAt: inv.invested_at,
  };
}

/** The terms an investment of `amount` in the project made at `at` would be paid under. */
export const projectTerms = (p: ProjectRow, amount: number, at: number): Terms => ({
  principal: amount,
  dailyRatePpm: p.daily_rate_ppm,
  cycleDays: p.cycle_days,
  repayType: p.repay_type,
  investedAt: at,
});

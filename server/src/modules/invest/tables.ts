// The tables this module owns; `db/schema.ts` puts every module's together into `Database`.
import type { Generated } from 'kysely';

export type InvestTables = {
  investments: InvestmentsTable;
  investment_payouts: InvestmentPayoutsTable;
};

export type InvestmentsTable = {
  id: Generated<number>;
  user_id: number;
  project_id: number;
  principal: number;
  daily_rate_ppm: number;
  cycle_days: number;
  repay_type: 'PIOARB' | 'LINEAR' | 'DEBT';
  invested_at: number;
  status: 'holding' | 'completed' | 'revoked';
  /** Schedule days paid so far; day `days_paid + 1` is next. */
  days_paid: Generated<number>;
  next_due_at: number | null;
  principal_paid: Generated<number>;
  interest_paid: Generated<number>;
  interest_total: number;
  /** The INVESTED entry. */
  entry_id: number;
  revoked_at: number | null;
  rebates_paid_at: number | null;
  /** The part of the principal paid with promotional credit; it is repaid to `internal`. */
  internal_principal: Generated<number>;
  /** What a coupon took off the member's payment; the promotion account paid it. */
  discount: Generated<number>;
};

export type InvestmentPayoutsTable = {
  investment_id: number;
  day: number;
  type: string;
  amount: number;
  entry_id: number;
  paid_at: number;
};

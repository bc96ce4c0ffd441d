/** What the invest module publishes, in the transaction that made it so (kernel/events.ts). */
export type InvestEvents = {
  /** A member invested `principal` (it stands unless revoked in the reflection period). */
  'investment.made': { userId: number; investmentId: number; principal: number; now: number };
  /** An investment was revoked in its reflection period: as if it had not been made at `investedAt`. */
  'investment.revoked': {
    userId: number;
    investmentId: number;
    principal: number;
    investedAt: number;
    now: number;
  };
  /**
   * An investment's reflection period is over without a revoke: it stands, once per investment
   * (its inviters' rebates are paid in the same transaction).
   */
  'investment.confirmed': { userId: number; investmentId: number; principal: number; now: number };
  /** A settlement batch paid these schedule items (one per investment and day), in its transaction. */
  'returns.paid': {
    payouts: { userId: number; investmentId: number; type: string; amount: number; paidAt: number }[];
  };
};

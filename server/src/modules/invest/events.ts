/** What the invest module publishes, in the transaction that made it so (kernel/events.ts). */
export type InvestEvents = {
  /**
   * An investment's reflection period is over without a revoke: it stands, once per investment
   * (its inviters' rebates are paid in the same transaction).
   */
  'investment.confirmed': { userId: number; investmentId: number; principal: number; now: number };
};

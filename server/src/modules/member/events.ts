/** What the member module publishes, in the transaction that made it so (kernel/events.ts). */
export type MemberEvents = {
  /** A membership was paid for: a first activation, or a renewal inside its window. */
  'membership.activated': {
    userId: number;
    membershipId: number;
    levelId: number;
    renewal: boolean;
    now: number;
  };
  /** The member's SVIP level stepped up to `level`, once per member and level. */
  'svip.reached': { userId: number; level: number; extraLotteryDraws: number; now: number };
};

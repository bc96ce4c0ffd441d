/** What the team module publishes, in the transaction that made it so (kernel/events.ts). */
export type TeamEvents = {
  /** A team activity group reached its target, once per group. */
  'team.completed': { groupId: number; leaderId: number; now: number };
};

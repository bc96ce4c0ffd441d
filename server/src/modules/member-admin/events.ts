/** What the member-admin module publishes, in the transaction that made it so (kernel/events.ts). */
export type MemberAdminEvents = {
  /** An operator banned the member from the club: every session of theirs has just ended. */
  'member.banned': { userId: number; now: number };
};

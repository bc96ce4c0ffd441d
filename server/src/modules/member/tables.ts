// The tables this module owns; `db/schema.ts` puts every module's together into `Database`.
import type { Generated } from 'kysely';

export type MemberTables = {
  member_levels: MemberLevelsTable;
  memberships: MembershipsTable;
  member_counts: MemberCountsTable;
  member_holders: MemberHoldersTable;
};

export type MemberLevelsTable = {
  id: Generated<number>;
  kind: 'vip' | 'svip';
  level: number;
  name: string;
  deposit: number;
  fee: number;
  duration_days: number;
  threshold: number;
  bonus: number;
  /** JSON: [{key, value}] — what the level unlocks. */
  privileges: string;
  enabled: number;
};

/** One membership cycle: opened by an activation, extended by renewals, closed by expiry or cancel. */
export type MembershipsTable = {
  id: Generated<number>;
  user_id: number;
  level_id: number;
  status: 'active' | 'expired' | 'cancelled';
  activated_at: number;
  expires_at: number;
  deposit: number;
  deposit_returned_at: number | null;
  updated_at: number;
};

/** Members holding a membership under an ancestor at one depth (depth 0: the ancestor themselves). */
export type MemberCountsTable = { ancestor_id: number; depth: number; members: number };

/** Members `member_counts` counts as holding a membership. */
export type MemberHoldersTable = { user_id: number };

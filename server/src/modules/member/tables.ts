// The tables this module owns; `db/schema.ts` puts every module's together into `Database`.
import type { Generated } from 'kysely';

export type MemberTables = {
  member_levels: MemberLevelsTable;
  memberships: MembershipsTable;
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

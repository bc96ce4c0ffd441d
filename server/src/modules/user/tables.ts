// The tables this module owns; `db/schema.ts` puts every module's together into `Database`.
import type { Generated } from 'kysely';

export type UserTables = {
  users: UsersTable;
  user_ancestors: UserAncestorsTable;
  user_ancestor_counts: UserAncestorCountsTable;
};

export type UsersTable = {
  id: Generated<number>;
  area_code: string | null;
  phone: string | null;
  /** The unique login identity; null only for the root member. */
  phone_e164: string | null;
  password_hash: string | null;
  pay_password_hash: string | null;
  pay_fail_count: Generated<number>;
  pay_locked_until: number | null;
  /** When a forgotten pay password was last replaced through an SMS code (withdrawals wait a day). */
  pay_password_reset_at: number | null;
  nickname: string;
  avatar: string | null;
  invitation_code: string;
  inviter_id: number | null;
  status: Generated<'active' | 'banned'>;
  created_at: number;
  /** Highest SVIP level reached; its level-up bonuses are paid. */
  svip_level: Generated<number>;
  /** When the member acknowledged the investment risk warning (first investment). */
  risk_accepted_at: number | null;
  /** Why an operator banned the member; null while not banned. */
  ban_reason: string | null;
  banned_at: number | null;
};

/** A member and one of their inviters at any depth (1: the inviter). */
export type UserAncestorsTable = {
  user_id: number;
  ancestor_id: number;
  depth: number;
};

/** How many members registered under an ancestor at one depth, counted at registration. */
export type UserAncestorCountsTable = {
  ancestor_id: number;
  depth: number;
  users: number;
};

// The tables this module owns; `db/schema.ts` puts every module's together into `Database`.
import type { Generated } from 'kysely';

export type TeamTables = {
  team_groups: TeamGroupsTable;
  team_group_members: TeamGroupMembersTable;
};

export type TeamGroupsTable = {
  id: Generated<number>;
  leader_id: number;
  target: number;
  counted: Generated<number>;
  state: 'forming' | 'complete' | 'dissolved';
  opened_at: number;
  expires_at: number;
  completed_at: number | null;
  dissolved_at: number | null;
  /** The terms it opened under. */
  invite_rebate: number;
  dividend_kind: 'day' | 'one';
  day_dividend: number;
  dividend_days: number;
  one_dividend: number;
  /** Day dividends paid so far. */
  days_paid: Generated<number>;
};

export type TeamGroupMembersTable = {
  id: Generated<number>;
  group_id: number;
  user_id: number;
  joined_at: number;
  /** When they counted: their VIP activated after the group opened, within its window. */
  counted_at: number | null;
};

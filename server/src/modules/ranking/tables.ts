// The tables this module owns; `db/schema.ts` puts every module's together into `Database`.
import type { Generated } from 'kysely';

export type RankingTables = {
  rank_rewards: RankRewardsTable;
  rank_closes: RankClosesTable;
  rank_awards: RankAwardsTable;
};

export type RankRewardsTable = {
  board: 'invite' | 'crowdfunding';
  span: 'week' | 'month';
  place: number;
  amount: number;
};

/** A board's period closed: its winners were decided and granted their rewards, once. */
export type RankClosesTable = {
  id: Generated<number>;
  board: 'invite' | 'crowdfunding';
  span: 'week' | 'month';
  period_start: number;
  period_end: number;
  closed_at: number;
};

export type RankAwardsTable = {
  id: Generated<number>;
  close_id: number;
  place: number;
  user_id: number;
  figure: number;
  amount: number;
};

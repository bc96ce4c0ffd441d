// The tables this module owns; `db/schema.ts` puts every module's together into `Database`.
import type { Generated } from 'kysely';

export type RankingTables = {
  rank_rewards: RankRewardsTable;
  rank_closes: RankClosesTable;
  rank_awards: RankAwardsTable;
  rank_standings: RankStandingsTable;
  rank_standings_build: RankStandingsBuildTable;
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

/** A member's running figure on a board in one period (the period's start in the club's zone). */
export type RankStandingsTable = {
  board: 'invite' | 'crowdfunding';
  span: 'week' | 'month';
  period_start: number;
  user_id: number;
  figure: number;
  /** When the member reached the figure: their last counted event in the period. */
  reached_at: number;
};

/**
 * The one row saying which zone's periods `rank_standings` holds ('' before the first build):
 * complete when `next_user_id` is null, else rebuilt up to (not including) that member.
 */
export type RankStandingsBuildTable = {
  id: number;
  zone: string;
  next_user_id: number | null;
};

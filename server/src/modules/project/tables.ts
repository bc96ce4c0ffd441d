// The tables this module owns; `db/schema.ts` puts every module's together into `Database`.
import type { Generated } from 'kysely';

export type ProjectTables = {
  projects: ProjectsTable;
  project_texts: ProjectTextsTable;
  project_funding: ProjectFundingTable;
  project_focus: ProjectFocusTable;
};

export type ProjectsTable = {
  id: Generated<number>;
  /** The operator's part of the lifecycle; the rest is derived from dates and payouts. */
  status: 'draft' | 'published' | 'closed';
  poster: string | null;
  /** JSON array of upload URLs. */
  stills: string;
  trailer: string | null;
  actor: string;
  cast_names: string;
  score: string;
  focus_index: number;
  /** The most the project raises (the specification's `amount`). */
  scale: number;
  single: number;
  daily_rate_ppm: number;
  cycle_days: number;
  repay_type: 'PIOARB' | 'LINEAR' | 'DEBT';
  fundraising_start_at: number;
  fundraising_end_at: number;
  /** Principal of live investments, moved with each investment and revocation in their transaction. */
  raised: Generated<number>;
  hot: number;
  sort: number;
  /** Set while a due payout cannot be covered by the project's accounts. */
  shortfall_since: number | null;
  created_at: number;
  updated_at: number;
};

export type ProjectTextsTable = {
  project_id: number;
  lang: string;
  title: string;
  description: string;
  risk_text: string;
};

export type ProjectFundingTable = {
  id: Generated<number>;
  project_id: number;
  kind: 'revenue' | 'disbursement';
  source: string | null;
  amount: number;
  memo: string;
  entry_id: number;
  admin_id: number;
  created_at: number;
};

export type ProjectFocusTable = {
  user_id: number;
  project_id: number;
  kind: 'favorite' | 'follow';
  created_at: number;
};

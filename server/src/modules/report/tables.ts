// The tables this module owns; `db/schema.ts` puts every module's together into `Database`.

export type ReportTables = {
  report_roles: ReportRolesTable;
  report_days: ReportDaysTable;
  report_counts: ReportCountsTable;
  report_spans: ReportSpansTable;
};

/** A member's report role (PRODUCT.md §11); an assistant works for one director. */
export type ReportRolesTable = {
  user_id: number;
  role: 'director' | 'assistant';
  director_id: number | null;
  admin_id: number;
  created_at: number;
};

/** A role holder's team at the end of one day of the platform's time zone. */
export type ReportDaysTable = {
  holder_id: number;
  day_start: number;
  /** `YYYY-MM-DD` in the platform's time zone. */
  day: string;
  users: number;
  new_users: number;
  members: number;
  shareholding: number;
};

/**
 * Running totals kept in the events' transactions (`counts-repo.ts`): at depth 0 a member's own
 * figures, at depth d the sums over the members d levels below `ancestor_id`.
 */
export type ReportCountsTable = {
  ancestor_id: number;
  depth: number;
  /** Team activity groups completed with them as leader. */
  teams: number;
  /** Principal invested and not revoked. */
  principal: number;
  /** Returns paid (interest and dividends, not principal). */
  income: number;
};

/** Principal and returns per quarter hour, the member's own (`own` 1) or below them (0): today's and this week's. */
export type ReportSpansTable = {
  ancestor_id: number;
  own: number;
  at: number;
  principal: number;
  income: number;
};

// The tables this module owns; `db/schema.ts` puts every module's together into `Database`.

export type ReportTables = {
  report_roles: ReportRolesTable;
  report_days: ReportDaysTable;
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

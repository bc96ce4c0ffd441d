// The tables this module owns; `db/schema.ts` puts every module's together into `Database`.
import type { Generated } from 'kysely';

export type DanmuTables = {
  danmu: DanmuTable;
};

/** A member's comment flying over a project's trailer, entering at `at_ms` into the video. */
export type DanmuTable = {
  id: Generated<number>;
  project_id: number;
  user_id: number;
  body: string;
  at_ms: number;
  status: 'visible' | 'hidden';
  created_at: number;
  /** The operator who hid it and when, while it is hidden. */
  hidden_by: number | null;
  hidden_at: number | null;
};

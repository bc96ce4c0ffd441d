// The tables this module owns; `db/schema.ts` puts every module's together into `Database`.
import type { Generated } from 'kysely';

export type TaskTables = {
  trailer_tasks: TrailerTasksTable;
  task_texts: TaskTextsTable;
  task_sessions: TaskSessionsTable;
};

export type TrailerTasksTable = {
  id: Generated<number>;
  project_id: number | null;
  video_url: string;
  reward: number;
  required_seconds: number;
  /** First and last UTC day offered, as days since the epoch. */
  from_day: number;
  to_day: number;
  enabled: number;
  deleted_at: number | null;
  created_at: number;
  updated_at: number;
};

/** A task's title in one language; `en` is the fallback. */
export type TaskTextsTable = {
  task_id: number;
  lang: string;
  title: string;
};

export type TaskSessionsTable = {
  id: Generated<number>;
  user_id: number;
  task_id: number;
  /** The UTC day it counts for (days since the epoch), fixed when it starts. */
  day: number;
  started_at: number;
  /** The task's terms when the session started. */
  required_seconds: number;
  reward: number;
  rewarded_at: number | null;
};

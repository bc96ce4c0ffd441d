// The tables this module owns; `db/schema.ts` puts every module's together into `Database`.
import type { Generated } from 'kysely';

export type AuthTables = {
  login_attempts: LoginAttemptsTable;
};

export type LoginAttemptsTable = {
  id: Generated<number>;
  subject: string;
  ip: string;
  succeeded: number;
  created_at: number;
};

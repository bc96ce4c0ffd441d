// The tables this module owns; `db/schema.ts` puts every module's together into `Database`.
import type { Generated } from 'kysely';

export type AuditTables = {
  audit_log: AuditLogTable;
};

export type AuditLogTable = {
  id: Generated<number>;
  actor_kind: 'admin' | 'system';
  actor_id: number;
  action: string;
  target: string;
  before: string | null;
  after: string | null;
  created_at: number;
};

// The tables this module owns; `db/schema.ts` puts every module's together into `Database`.

export type SessionTables = {
  sessions: SessionsTable;
};

export type SessionsTable = {
  id: string;
  subject_kind: 'member' | 'admin';
  subject_id: number;
  /** Bumped on every refresh; the refresh token names the generation it was issued for. */
  generation: number;
  rotated_at: number;
  login_type: string;
  created_at: number;
  refresh_expires_at: number;
  revoked_at: number | null;
  revoke_reason: string | null;
};

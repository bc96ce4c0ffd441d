// The tables this module owns; `db/schema.ts` puts every module's together into `Database`.
import type { Generated } from 'kysely';

export type AdminTables = {
  admins: AdminsTable;
  admin_roles: AdminRolesTable;
  operator_factors: OperatorFactorsTable;
  operator_recovery_codes: OperatorRecoveryCodesTable;
};

export type AdminsTable = {
  id: Generated<number>;
  username: string;
  password_hash: string;
  role_id: number;
  status: Generated<'active' | 'disabled'>;
  /** The name members see on this operator's service replies; null shows "Customer service". */
  display_name: Generated<string | null>;
  created_at: number;
};

export type AdminRolesTable = {
  id: Generated<number>;
  name: string;
  /** JSON array of permission keys `module:submodule:action`; `*` grants all. */
  permissions: string;
};

/** An operator's TOTP factor (`second-factor.ts`); a row without `enrolled_at` awaits its first code. */
export type OperatorFactorsTable = {
  admin_id: number;
  /** The TOTP secret, AES-256-GCM under a key derived from the server's secret (`second-factor.ts`). */
  secret: string;
  /** The 30-second step of the last code accepted: a code is never accepted twice. */
  last_step: number | null;
  enrolled_at: number | null;
  created_at: number;
};

export type OperatorRecoveryCodesTable = {
  id: Generated<number>;
  admin_id: number;
  /** HMAC-SHA256 of the code under a key derived from the server's secret. */
  code_hash: string;
  used_at: number | null;
  created_at: number;
};

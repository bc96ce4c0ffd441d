// The tables this module owns; `db/schema.ts` puts every module's together into `Database`.
import type { Generated } from 'kysely';

export type AdminTables = {
  admins: AdminsTable;
  admin_roles: AdminRolesTable;
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

import type { Generated } from 'kysely';

/** Times are Unix epoch milliseconds; flags are 0/1 integers, the same on SQLite and PostgreSQL. */
export type Database = {
  users: UsersTable;
  sessions: SessionsTable;
  login_attempts: LoginAttemptsTable;
  captcha_challenges: CaptchaChallengesTable;
  sms_codes: SmsCodesTable;
  admins: AdminsTable;
  admin_roles: AdminRolesTable;
  uploads: UploadsTable;
  dict_entries: DictEntriesTable;
  settings: SettingsTable;
  app_secrets: AppSecretsTable;
  schema_migrations: { name: string; applied_at: number };
};

export type UsersTable = {
  id: Generated<number>;
  area_code: string | null;
  phone: string | null;
  /** The unique login identity; null only for the root member. */
  phone_e164: string | null;
  password_hash: string | null;
  pay_password_hash: string | null;
  pay_fail_count: Generated<number>;
  pay_locked_until: number | null;
  nickname: string;
  avatar: string | null;
  invitation_code: string;
  inviter_id: number | null;
  status: Generated<'active' | 'banned'>;
  created_at: number;
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

export type LoginAttemptsTable = {
  id: Generated<number>;
  subject: string;
  ip: string;
  succeeded: number;
  created_at: number;
};

export type CaptchaChallengesTable = {
  id: string;
  answer_x: number;
  created_at: number;
  expires_at: number;
  used_at: number | null;
};

export type SmsCodesTable = {
  id: Generated<number>;
  phone_e164: string;
  purpose: string;
  code_hash: string;
  ip: string;
  attempts: number;
  created_at: number;
  expires_at: number;
  consumed_at: number | null;
};

export type AdminsTable = {
  id: Generated<number>;
  username: string;
  password_hash: string;
  role_id: number;
  status: Generated<'active' | 'disabled'>;
  created_at: number;
};

export type AdminRolesTable = {
  id: Generated<number>;
  name: string;
  /** JSON array of permission keys `module:submodule:action`; `*` grants all. */
  permissions: string;
};

export type UploadsTable = {
  id: Generated<number>;
  file_name: string;
  mime: string;
  size: number;
  owner_kind: string;
  owner_id: number;
  created_at: number;
};

export type DictEntriesTable = {
  id: Generated<number>;
  type: string;
  name: string;
  value: string;
  parent_id: number | null;
  order_num: number;
};

export type SettingsTable = {
  key: string;
  /** JSON text. */
  value: string;
  updated_at: number;
};

export type AppSecretsTable = {
  name: string;
  value: string;
};

import type { Generated } from 'kysely';
import type { AdminTables } from '../modules/admin/tables';
import type { ApprovalTables } from '../modules/approval/tables';
import type { AuditTables } from '../modules/audit/tables';
import type { AuthTables } from '../modules/auth/tables';
import type { CaptchaTables } from '../modules/captcha/tables';
import type { ChatTables } from '../modules/chat/tables';
import type { CmsTables } from '../modules/cms/tables';
import type { CouponTables } from '../modules/coupon/tables';
import type { DanmuTables } from '../modules/danmu/tables';
import type { DemoOpenTables } from '../modules/demo-open/tables';
import type { DictTables } from '../modules/dict/tables';
import type { InvestTables } from '../modules/invest/tables';
import type { LotteryTables } from '../modules/lottery/tables';
import type { MemberTables } from '../modules/member/tables';
import type { MessageTables } from '../modules/message/tables';
import type { PayTables } from '../modules/pay/tables';
import type { ProjectTables } from '../modules/project/tables';
import type { RankingTables } from '../modules/ranking/tables';
import type { RechargeTables } from '../modules/recharge/tables';
import type { ReportTables } from '../modules/report/tables';
import type { RewardsTables } from '../modules/rewards/tables';
import type { SessionTables } from '../modules/session/tables';
import type { SettingsTables } from '../modules/settings/tables';
import type { SmsTables } from '../modules/sms/tables';
import type { TaskTables } from '../modules/task/tables';
import type { TeamTables } from '../modules/team/tables';
import type { UploadTables } from '../modules/upload/tables';
import type { UserTables } from '../modules/user/tables';
import type { WithdrawTables } from '../modules/withdraw/tables';

/**
 * Every table, for Kysely. Times are Unix epoch milliseconds; flags are 0/1 integers, the same on
 * SQLite and PostgreSQL. Each module declares the tables it owns (`modules/<m>/tables.ts`); the
 * ones below belong to the foundation (ledger, idempotency, attempt guards, the app's secrets).
 */
export type Database = FoundationTables &
  AdminTables &
  ApprovalTables &
  AuditTables &
  AuthTables &
  CaptchaTables &
  ChatTables &
  CmsTables &
  CouponTables &
  DanmuTables &
  DemoOpenTables &
  DictTables &
  InvestTables &
  LotteryTables &
  MemberTables &
  MessageTables &
  PayTables &
  ProjectTables &
  RankingTables &
  RechargeTables &
  ReportTables &
  RewardsTables &
  SessionTables &
  SettingsTables &
  SmsTables &
  TaskTables &
  TeamTables &
  UploadTables &
  UserTables &
  WithdrawTables;

type FoundationTables = {
  attempt_guards: AttemptGuardsTable;
  app_secrets: AppSecretsTable;
  schema_migrations: { name: string; applied_at: number };
  ledger_accounts: LedgerAccountsTable;
  ledger_entries: LedgerEntriesTable;
  ledger_postings: LedgerPostingsTable;
  idempotency_keys: IdempotencyKeysTable;
};

/** Failed attempts at a secret (a login, a pay password), claimed before the secret is checked. */
export type AttemptGuardsTable = {
  subject: string;
  failures: Generated<number>;
  window_start: number;
  locked_until: number | null;
};

export type AppSecretsTable = {
  name: string;
  value: string;
};

/** An account of the double-entry ledger: a member's wallet, a platform account, or a project's. */
export type LedgerAccountsTable = {
  id: Generated<number>;
  owner_kind: 'member' | 'platform' | 'project';
  /** The member or project id; 0 for platform accounts. */
  owner_id: number;
  kind: string;
  /** Cached sum of the account's postings, updated in the posting's transaction. */
  balance: number;
  created_at: number;
};

export type LedgerEntriesTable = {
  id: Generated<number>;
  type: string;
  /** What caused the movement, e.g. `recharge:12`. */
  reference: string | null;
  /** The entry this one corrects; entries are never edited or deleted. */
  reverses_id: number | null;
  memo: string | null;
  /** `member:<id>`, `admin:<id>` or `system`. */
  actor: string;
  /** The request that moved the money; unique, so a retried request cannot post twice. */
  request_key: string | null;
  created_at: number;
};

export type LedgerPostingsTable = {
  id: Generated<number>;
  entry_id: number;
  account_id: number;
  type: string;
  /** Signed minor units: positive raises the account's balance. */
  amount: number;
  balance_after: number;
  created_at: number;
};

export type IdempotencyKeysTable = {
  subject: string;
  key: string;
  request_hash: string;
  /** The stored answer (JSON); null while the first request is still running. */
  response: string | null;
  created_at: number;
  /** Which running request owns the key, and until when; another may take it over only after that. */
  lease_owner: string | null;
  lease_until: number | null;
};

import type { LedgerType } from '@club/contract';
import type { Generated } from 'kysely';

/** Times are Unix epoch milliseconds; flags are 0/1 integers, the same on SQLite and PostgreSQL. */
export type Database = {
  users: UsersTable;
  sessions: SessionsTable;
  login_attempts: LoginAttemptsTable;
  attempt_guards: AttemptGuardsTable;
  captcha_challenges: CaptchaChallengesTable;
  sms_codes: SmsCodesTable;
  admins: AdminsTable;
  admin_roles: AdminRolesTable;
  uploads: UploadsTable;
  dict_entries: DictEntriesTable;
  settings: SettingsTable;
  app_secrets: AppSecretsTable;
  schema_migrations: { name: string; applied_at: number };
  ledger_accounts: LedgerAccountsTable;
  ledger_entries: LedgerEntriesTable;
  ledger_postings: LedgerPostingsTable;
  idempotency_keys: IdempotencyKeysTable;
  audit_log: AuditLogTable;
  recharge_channels: RechargeChannelsTable;
  recharge_orders: RechargeOrdersTable;
  payment_callbacks: PaymentCallbacksTable;
  withdraw_accounts: WithdrawAccountsTable;
  withdraw_channels: WithdrawChannelsTable;
  withdraw_orders: WithdrawOrdersTable;
  member_levels: MemberLevelsTable;
  memberships: MembershipsTable;
  report_roles: ReportRolesTable;
  report_days: ReportDaysTable;
  projects: ProjectsTable;
  project_texts: ProjectTextsTable;
  project_funding: ProjectFundingTable;
  investments: InvestmentsTable;
  investment_payouts: InvestmentPayoutsTable;
  project_focus: ProjectFocusTable;
  content_items: ContentItemsTable;
  content_texts: ContentTextsTable;
  demo_goods: DemoGoodsTable;
  demo_queue: DemoQueueTable;
  messages: MessagesTable;
  announcements: AnnouncementsTable;
  chat_rooms: ChatRoomsTable;
  chat_messages: ChatMessagesTable;
  chat_reads: ChatReadsTable;
  chat_bans: ChatBansTable;
  chat_senders: ChatSendersTable;
  chat_tickets: ChatTicketsTable;
  chat_albums: ChatAlbumsTable;
  chat_album_media: ChatAlbumMediaTable;
  rewards: RewardsTable;
  trailer_tasks: TrailerTasksTable;
  task_sessions: TaskSessionsTable;
  coupons: CouponsTable;
  lottery_prizes: LotteryPrizesTable;
  lottery_tables: LotteryTablesTable;
  lottery_accounts: LotteryAccountsTable;
  draw_grants: DrawGrantsTable;
  member_coupons: MemberCouponsTable;
  coupon_uses: CouponUsesTable;
  lottery_draws: LotteryDrawsTable;
  redeem_batches: RedeemBatchesTable;
  redeem_codes: RedeemCodesTable;
  redeem_uses: RedeemUsesTable;
  user_ancestors: UserAncestorsTable;
  rank_rewards: RankRewardsTable;
  rank_closes: RankClosesTable;
  rank_awards: RankAwardsTable;
  team_groups: TeamGroupsTable;
  team_group_members: TeamGroupMembersTable;
};

export type MemberLevelsTable = {
  id: Generated<number>;
  kind: 'vip' | 'svip';
  level: number;
  name: string;
  deposit: number;
  fee: number;
  duration_days: number;
  threshold: number;
  bonus: number;
  /** JSON: [{key, value}] — what the level unlocks. */
  privileges: string;
  enabled: number;
};

/** One membership cycle: opened by an activation, extended by renewals, closed by expiry or cancel. */
export type MembershipsTable = {
  id: Generated<number>;
  user_id: number;
  level_id: number;
  status: 'active' | 'expired' | 'cancelled';
  activated_at: number;
  expires_at: number;
  deposit: number;
  deposit_returned_at: number | null;
  updated_at: number;
};

export type RechargeChannelsTable = {
  id: Generated<number>;
  code: string;
  kind: 'bank' | 'usdt' | 'gateway';
  provider: 'dzd' | 'egp' | 'revolut' | 'tron' | null;
  min_amount: number;
  max_amount: number;
  /** Units of the channel's currency per platform unit, in ppm (USDT per USD for `usdt`). */
  rate_ppm: number;
  /** JSON: bank account or receiving address shown to the payer. */
  details: string;
  enabled: number;
  sort: number;
};

export type RechargeOrdersTable = {
  id: Generated<number>;
  user_id: number;
  channel_id: number;
  /** What the member's wallet receives, in platform minor units. */
  amount: number;
  /** What the payer must send: platform minor units, or micro-USDT for `usdt`. */
  pay_amount: number;
  state: 'placed' | 'waiting' | 'review' | 'success' | 'failed' | 'expired';
  reference: string;
  voucher_url: string | null;
  /** A second picture of the payment (the other side of a receipt). */
  voucher2_url: string | null;
  provider_txn_id: string | null;
  failure_reason: string | null;
  decided_by: number | null;
  /** The transfer's reference on the bank statement, typed by the operator who confirmed it. */
  bank_reference: string | null;
  created_at: number;
  updated_at: number;
  expires_at: number;
  /** The Idempotency-Key (`member:<id>:<key>`) of the request that placed the order. */
  request_key: string | null;
};

export type PaymentCallbacksTable = {
  id: Generated<number>;
  provider: string;
  direction: 'gather' | 'transfer';
  provider_txn_id: string;
  order_id: number | null;
  body: string;
  outcome: string;
  created_at: number;
};

export type WithdrawAccountsTable = {
  id: Generated<number>;
  user_id: number;
  kind: 'bank' | 'usdt-trc20';
  holder_name: string | null;
  bank_name: string | null;
  account_number: string | null;
  branch: string | null;
  iban: string | null;
  swift: string | null;
  address: string | null;
  status: 'pending' | 'verified' | 'rejected';
  reject_reason: string | null;
  decided_by: number | null;
  created_at: number;
  deleted_at: number | null;
};

export type WithdrawChannelsTable = {
  id: Generated<number>;
  code: string;
  kind: 'bank' | 'usdt-trc20';
  min_amount: number;
  max_amount: number;
  fee_ppm: number;
  fee_fixed: number;
  enabled: number;
  sort: number;
};

export type WithdrawOrdersTable = {
  id: Generated<number>;
  user_id: number;
  channel_id: number;
  account_id: number;
  amount: number;
  fee: number;
  state: 'waiting' | 'success' | 'failed';
  reason: string | null;
  decided_by: number | null;
  created_at: number;
  decided_at: number | null;
  /** The Idempotency-Key (`member:<id>:<key>`) of the request that made the hold. */
  request_key: string | null;
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
  /** Highest SVIP level reached; its level-up bonuses are paid. */
  svip_level: Generated<number>;
  /** When the member acknowledged the investment risk warning (first investment). */
  risk_accepted_at: number | null;
  /** Why an operator banned the member; null while not banned. */
  ban_reason: string | null;
  banned_at: number | null;
};

export type ProjectsTable = {
  id: Generated<number>;
  /** The operator's part of the lifecycle; the rest is derived from dates and payouts. */
  status: 'draft' | 'published' | 'closed';
  poster: string | null;
  /** JSON array of upload URLs. */
  stills: string;
  trailer: string | null;
  actor: string;
  cast_names: string;
  score: string;
  focus_index: number;
  /** The most the project raises (the specification's `amount`). */
  scale: number;
  single: number;
  daily_rate_ppm: number;
  cycle_days: number;
  repay_type: 'PIOARB' | 'LINEAR' | 'DEBT';
  fundraising_start_at: number;
  fundraising_end_at: number;
  /** Principal of live investments, moved with each investment and revocation in their transaction. */
  raised: Generated<number>;
  hot: number;
  sort: number;
  /** Set while a due payout cannot be covered by the project's accounts. */
  shortfall_since: number | null;
  created_at: number;
  updated_at: number;
};

export type ProjectTextsTable = {
  project_id: number;
  lang: string;
  title: string;
  description: string;
  risk_text: string;
};

export type ProjectFundingTable = {
  id: Generated<number>;
  project_id: number;
  kind: 'revenue' | 'disbursement';
  source: string | null;
  amount: number;
  memo: string;
  entry_id: number;
  admin_id: number;
  created_at: number;
};

export type InvestmentsTable = {
  id: Generated<number>;
  user_id: number;
  project_id: number;
  principal: number;
  daily_rate_ppm: number;
  cycle_days: number;
  repay_type: 'PIOARB' | 'LINEAR' | 'DEBT';
  invested_at: number;
  status: 'holding' | 'completed' | 'revoked';
  /** Schedule days paid so far; day `days_paid + 1` is next. */
  days_paid: Generated<number>;
  next_due_at: number | null;
  principal_paid: Generated<number>;
  interest_paid: Generated<number>;
  interest_total: number;
  /** The INVESTED entry. */
  entry_id: number;
  revoked_at: number | null;
  rebates_paid_at: number | null;
  /** The part of the principal paid with promotional credit; it is repaid to `internal`. */
  internal_principal: Generated<number>;
  /** What a coupon took off the member's payment; the promotion account paid it. */
  discount: Generated<number>;
};

export type InvestmentPayoutsTable = {
  investment_id: number;
  day: number;
  type: string;
  amount: number;
  entry_id: number;
  paid_at: number;
};

export type ProjectFocusTable = {
  user_id: number;
  project_id: number;
  kind: 'favorite' | 'follow';
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

/** Failed attempts at a secret (a login, a pay password), claimed before the secret is checked. */
export type AttemptGuardsTable = {
  subject: string;
  failures: Generated<number>;
  window_start: number;
  locked_until: number | null;
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

export type UploadsTable = {
  id: Generated<number>;
  file_name: string;
  mime: string;
  size: number;
  owner_kind: string;
  owner_id: number;
  created_at: number;
  /** 1: readable only by its owner and operators allowed to see it (recharge vouchers). */
  private: Generated<number>;
  /** An image's pixel size, upright; null for a video, a GIF, an animation or a file that did not decode. */
  width: number | null;
  height: number | null;
  /**
   * The widths of the WebP copies written beside an image, comma-separated ('' when it has none:
   * GIF, video, undecodable); null for an upload from before copies, until one is asked for.
   */
  variants: string | null;
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

export type ContentItemsTable = {
  id: Generated<number>;
  kind: string;
  status: 'draft' | 'published' | 'deleted';
  image: string | null;
  /** JSON of the contract's content link, or null. */
  link: string | null;
  sort: number;
  show_from: number | null;
  show_until: number | null;
  published_at: number | null;
  created_at: number;
  updated_at: number;
};

export type ContentTextsTable = {
  item_id: number;
  lang: string;
  title: string;
  summary: string;
  /** Sanitised HTML. */
  body: string;
};

/** The `open/demo` goods sample (modules/demo-open); a title once per tenant. */
export type DemoGoodsTable = {
  id: Generated<number>;
  tenant: string;
  title: string;
  created_at: number;
  updated_at: number;
};

/** The `open/demo` queue sample: messages the `demo-queue` job works through. */
export type DemoQueueTable = {
  id: Generated<number>;
  message: string;
  state: 'waiting' | 'done';
  created_at: number;
  processed_at: number | null;
};

/** A member's message: a system event as its kind and parameters, or an announcement's copy. */
export type MessagesTable = {
  id: Generated<number>;
  user_id: number;
  kind: string;
  /** JSON: the event's parameters (amounts in minor units, ids, a reason). */
  params: string;
  announcement_id: number | null;
  /** Set for notices a job writes (membership expiring): once per member and occasion. */
  dedupe: string | null;
  created_at: number;
  read_at: number | null;
};

export type AnnouncementsTable = {
  id: Generated<number>;
  audience: 'all' | 'level' | 'member';
  level_id: number | null;
  user_id: number | null;
  title: string;
  body: string;
  recipients: number;
  admin_id: number;
  created_at: number;
};

export type ChatRoomsTable = {
  id: Generated<number>;
  kind: 'group' | 'service';
  /** The member of a customer-service room; null for group rooms. */
  owner_id: number | null;
  name: string;
  avatar: string | null;
  announcement: string;
  rules: string;
  muted_all: number;
  /** The number of the room's last message (0: none yet). */
  last_seq: number;
  /** When the last message was sent (null: none yet). */
  last_message_at: Generated<number | null>;
  /** A service conversation's place in the desk's queue; group rooms stay `open`. */
  status: Generated<'open' | 'closed'>;
  /** The agent holding a service conversation; null while it waits in the queue. */
  agent_id: Generated<number | null>;
  created_at: number;
  updated_at: number;
};

export type ChatMessagesTable = {
  id: Generated<number>;
  room_id: number;
  seq: number;
  sender_kind: 'member' | 'agent';
  sender_id: number;
  kind: 'text' | 'image';
  body: string;
  client_msg_id: string | null;
  removed_at: number | null;
  removed_by: number | null;
  created_at: number;
};

export type ChatReadsTable = {
  room_id: number;
  /** `desk`: the service desk as one team (reader_id 0), whichever agent read. */
  reader_kind: 'member' | 'agent' | 'desk';
  reader_id: number;
  last_read_seq: number;
};

export type ChatBansTable = {
  id: Generated<number>;
  room_id: number;
  user_id: number;
  reason: string;
  until: number | null;
  admin_id: number;
  created_at: number;
};

export type ChatSendersTable = { user_id: number; last_sent_at: number };

export type ChatTicketsTable = {
  ticket_hash: string;
  user_id: number;
  expires_at: number;
  used_at: number | null;
};

export type ChatAlbumsTable = {
  id: Generated<number>;
  /** A group room. */
  room_id: number;
  name: string;
  created_at: number;
  updated_at: number;
  /** When an operator deleted it; null while it shows. */
  deleted_at: number | null;
};

export type ChatAlbumMediaTable = {
  id: Generated<number>;
  album_id: number;
  kind: 'image' | 'video';
  /** An operator's upload, `/uploads/<name>`. */
  url: string;
  /** The operator who added it. */
  admin_id: number;
  created_at: number;
  deleted_at: number | null;
};

export type RewardsTable = {
  id: Generated<number>;
  user_id: number;
  type: LedgerType;
  wallet: 'work' | 'income';
  amount: number;
  reference: string | null;
  memo: string | null;
  /** What earned it (`rebate:<investment>:<level>`, `svip:<member>:<level>`, …): granted once. */
  grant_key: string;
  state: 'pending' | 'paid';
  entry_id: number | null;
  created_at: number;
  paid_at: number | null;
};

export type TrailerTasksTable = {
  id: Generated<number>;
  title: string;
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

/** Coupon terms an operator offers; a member's coupon copies them when granted. */
export type CouponsTable = {
  id: Generated<number>;
  name: string;
  kind: 'percent' | 'fixed';
  percent: number | null;
  amount: number | null;
  min_order: number;
  max_discount: number | null;
  usage_limit: number;
  valid_days: number;
  enabled: number;
  created_at: number;
  updated_at: number;
};

export type LotteryPrizesTable = {
  id: Generated<number>;
  kind: 'cash' | 'coupon' | 'none';
  amount: number | null;
  coupon_id: number | null;
  weight: number;
  /** Units left to win; null: no limit. */
  stock: number | null;
  won: Generated<number>;
  sort: number;
  enabled: number;
  deleted_at: number | null;
  created_at: number;
  updated_at: number;
};

/** A version of the prize table: `prizes` is its JSON snapshot. */
export type LotteryTablesTable = {
  id: Generated<number>;
  prizes: string;
  admin_id: number | null;
  created_at: number;
};

export type LotteryAccountsTable = {
  user_id: number;
  draws: number;
  granted: number;
};

export type DrawGrantsTable = {
  id: Generated<number>;
  user_id: number;
  count: number;
  source: 'vip' | 'invest' | 'svip' | 'redeem';
  reference: string | null;
  /** What earned it (`vip:<membership>`, `invest:<investment>`, …): granted once. */
  grant_key: string;
  created_at: number;
};

export type MemberCouponsTable = {
  id: Generated<number>;
  user_id: number;
  coupon_id: number;
  kind: 'percent' | 'fixed';
  percent: number | null;
  amount: number | null;
  min_order: number;
  max_discount: number | null;
  usage_limit: number;
  used: Generated<number>;
  expires_at: number;
  source: 'lottery' | 'redeem';
  /** What granted it (`draw:<id>`, `redeem:<code>:<member>`): granted once. */
  grant_key: string;
  created_at: number;
};

export type CouponUsesTable = {
  id: Generated<number>;
  member_coupon_id: number;
  investment_id: number;
  discount: number;
  used_at: number;
  /** Set when the investment was revoked and the use given back. */
  returned_at: number | null;
};

export type LotteryDrawsTable = {
  id: Generated<number>;
  user_id: number;
  prize_id: number | null;
  kind: 'cash' | 'coupon' | 'none';
  amount: number | null;
  member_coupon_id: number | null;
  random_value: number;
  total_weight: number;
  /** JSON [{prizeId, weight}], in the order the random value was laid over them. */
  candidates: string;
  table_version: number;
  created_at: number;
};

export type RedeemBatchesTable = {
  id: Generated<number>;
  name: string;
  reward: 'draws' | 'coupon';
  draws: number | null;
  coupon_id: number | null;
  max_uses: number;
  count: number;
  expires_at: number;
  admin_id: number;
  created_at: number;
};

export type RedeemCodesTable = {
  id: Generated<number>;
  batch_id: number;
  code: string;
  uses: Generated<number>;
};

export type RedeemUsesTable = {
  id: Generated<number>;
  code_id: number;
  user_id: number;
  created_at: number;
};

/** A member and one of their inviters at any depth (1: the inviter). */
export type UserAncestorsTable = {
  user_id: number;
  ancestor_id: number;
  depth: number;
};

export type RankRewardsTable = {
  board: 'invite' | 'crowdfunding';
  span: 'week' | 'month';
  place: number;
  amount: number;
};

/** A board's period closed: its winners were decided and granted their rewards, once. */
export type RankClosesTable = {
  id: Generated<number>;
  board: 'invite' | 'crowdfunding';
  span: 'week' | 'month';
  period_start: number;
  period_end: number;
  closed_at: number;
};

export type RankAwardsTable = {
  id: Generated<number>;
  close_id: number;
  place: number;
  user_id: number;
  figure: number;
  amount: number;
};

export type TeamGroupsTable = {
  id: Generated<number>;
  leader_id: number;
  target: number;
  counted: Generated<number>;
  state: 'forming' | 'complete' | 'dissolved';
  opened_at: number;
  expires_at: number;
  completed_at: number | null;
  dissolved_at: number | null;
  /** The terms it opened under. */
  invite_rebate: number;
  dividend_kind: 'day' | 'one';
  day_dividend: number;
  dividend_days: number;
  one_dividend: number;
  /** Day dividends paid so far. */
  days_paid: Generated<number>;
};

export type TeamGroupMembersTable = {
  id: Generated<number>;
  group_id: number;
  user_id: number;
  joined_at: number;
  /** When they counted: their VIP activated after the group opened, within its window. */
  counted_at: number | null;
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

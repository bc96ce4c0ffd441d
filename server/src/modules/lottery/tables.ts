// The tables this module owns; `db/schema.ts` puts every module's together into `Database`.
import type { Generated } from 'kysely';

export type LotteryTables = {
  lottery_prizes: LotteryPrizesTable;
  lottery_tables: LotteryTablesTable;
  lottery_accounts: LotteryAccountsTable;
  draw_grants: DrawGrantsTable;
  lottery_draws: LotteryDrawsTable;
  redeem_batches: RedeemBatchesTable;
  redeem_codes: RedeemCodesTable;
  redeem_uses: RedeemUsesTable;
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

// The tables this module owns; `db/schema.ts` puts every module's together into `Database`.
import type { Generated } from 'kysely';

export type WithdrawTables = {
  withdraw_accounts: WithdrawAccountsTable;
  withdraw_channels: WithdrawChannelsTable;
  withdraw_orders: WithdrawOrdersTable;
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
  /** Four eyes: the operator whose approval was the first of two, and when (the order stays waiting). */
  first_approved_by: number | null;
  first_approved_at: number | null;
  /** The transfer's reference the paying operator typed (bank or chain transaction id); null otherwise. */
  payout_reference: string | null;
  /** The Idempotency-Key (`member:<id>:<key>`) of the request that made the hold. */
  request_key: string | null;
};

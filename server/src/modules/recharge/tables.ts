// The tables this module owns; `db/schema.ts` puts every module's together into `Database`.
import type { Generated } from 'kysely';

export type RechargeTables = {
  recharge_channels: RechargeChannelsTable;
  recharge_orders: RechargeOrdersTable;
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

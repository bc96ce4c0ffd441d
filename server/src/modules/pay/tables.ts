// The tables this module owns; `db/schema.ts` puts every module's together into `Database`.
import type { Generated } from 'kysely';

export type PayTables = {
  payment_callbacks: PaymentCallbacksTable;
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

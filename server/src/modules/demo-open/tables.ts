// The tables this module owns; `db/schema.ts` puts every module's together into `Database`.
import type { Generated } from 'kysely';

export type DemoOpenTables = {
  demo_goods: DemoGoodsTable;
  demo_queue: DemoQueueTable;
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

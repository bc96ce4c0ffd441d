import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not as typed today
type AnyDb = Kysely<any>;

/**
 * The reference an operator read on the bank statement when confirming a bank transfer: required
 * when the member sent no voucher, so every credit without a picture can be traced to a transfer.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('recharge_orders').addColumn('bank_reference', 'text').execute();
}

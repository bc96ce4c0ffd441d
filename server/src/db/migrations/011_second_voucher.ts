import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not as typed today
type AnyDb = Kysely<any>;

/** The specification's `voucher2`: a second picture of the same payment (the other side of a receipt). */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('recharge_orders').addColumn('voucher2_url', 'text').execute();
}

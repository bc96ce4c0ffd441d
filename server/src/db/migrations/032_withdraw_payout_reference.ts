import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not as typed today
type AnyDb = Kysely<any>;

/**
 * The reference of the transfer an operator made when approving a withdrawal (the bank's or the
 * chain's transaction id): the payout can be traced from the order, as a recharge's bank reference.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('withdraw_orders').addColumn('payout_reference', 'text').execute();
}

import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not as typed today
type AnyDb = Kysely<any>;

/**
 * When a member last replaced a forgotten pay password through an SMS code: withdrawals wait a
 * day after it (PAY_PASSWORD_RESET_HOLD), as banks hold them after a credential reset.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('users').addColumn('pay_password_reset_at', 'bigint').execute();
}

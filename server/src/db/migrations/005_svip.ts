import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not as typed today
type AnyDb = Kysely<any>;

/** The SVIP level a member has reached (and been paid the level-up bonus for); it never goes down. */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('svip_level', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

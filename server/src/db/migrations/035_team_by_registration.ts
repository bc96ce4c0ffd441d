import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not as typed today
type AnyDb = Kysely<any>;

/**
 * A director's member list shows the team newest registration first, a page at a time. The ancestor
 * index orders a subtree by depth; this one orders it by member id (registration order), so a page
 * is read along the index instead of sorting the whole team for every page.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createIndex('user_ancestors_registration')
    .on('user_ancestors')
    .columns(['ancestor_id', 'user_id', 'depth'])
    .execute();
}

import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not as typed today
type AnyDb = Kysely<any>;

/**
 * Who is under whom (PRODUCT.md §8): one row per member and each of their inviters at any depth
 * (1: the inviter, 2: the inviter's inviter, …), written at registration in the same transaction,
 * so "everyone under X" and "X's level-2 invitees" are one indexed query on both engines. Existing
 * members are filled in here, a depth at a time.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('user_ancestors')
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('ancestor_id', 'integer', (c) => c.notNull())
    .addColumn('depth', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_ancestors_pk', ['user_id', 'ancestor_id'])
    .execute();
  await db.schema
    .createIndex('user_ancestors_ancestor')
    .on('user_ancestors')
    .columns(['ancestor_id', 'depth', 'user_id'])
    .execute();

  await fillAncestors(db);
}

/** Writes the ancestor rows of every member from `users.inviter_id`, a depth at a time. */
export async function fillAncestors(db: AnyDb): Promise<void> {
  await sql`insert into user_ancestors (user_id, ancestor_id, depth)
    select id, inviter_id, 1 from users where inviter_id is not null`.execute(db);
  for (let depth = 1; ; depth++) {
    const r = await sql`insert into user_ancestors (user_id, ancestor_id, depth)
      select a.user_id, u.inviter_id, a.depth + 1
      from user_ancestors a join users u on u.id = a.ancestor_id
      where a.depth = ${depth} and u.inviter_id is not null`.execute(db);
    if (Number(r.numAffectedRows ?? 0) === 0) break;
  }
}

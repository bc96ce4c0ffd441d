import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not as typed today
type AnyDb = Kysely<any>;

/**
 * Each member's running figure on each board and period, kept in the transactions that change it,
 * so a board reads its top places from an index instead of grouping a month of activations or
 * investments per request. Periods are the club's time zone's; `rank_standings_build` records which
 * zone the rows are in (none yet: '') and how far a rebuild for a new zone has come (the ranking job
 * fills the table from the existing activations and investments on its first run).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('rank_standings')
    .addColumn('board', 'text', (c) => c.notNull())
    .addColumn('span', 'text', (c) => c.notNull())
    .addColumn('period_start', 'bigint', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('figure', 'bigint', (c) => c.notNull())
    .addColumn('reached_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('rank_standings_pk', ['board', 'span', 'period_start', 'user_id'])
    .execute();
  await db.schema
    .createIndex('rank_standings_place')
    .on('rank_standings')
    .columns(['board', 'span', 'period_start', 'figure desc', 'reached_at', 'user_id'])
    .execute();
  await db.schema.createIndex('rank_standings_user').on('rank_standings').column('user_id').execute();
  await db.schema
    .createTable('rank_standings_build')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('zone', 'text', (c) => c.notNull())
    .addColumn('next_user_id', 'integer')
    .execute();
  // No zone yet: the first run of the ranking job builds the figures. The row exists from the start
  // so that every event's transaction can hold it while it counts (standings-repo `holdBuildState`).
  await db.insertInto('rank_standings_build').values({ id: 1, zone: '', next_user_id: 0 }).execute();
}

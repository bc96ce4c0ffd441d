import type { Kysely } from 'kysely';
import type { DialectName } from '../index';
import { withId } from './001_foundation';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not as typed today
type AnyDb = Kysely<any>;

/** Default rewards of places 1–10, in minor units, per board and span (PRODUCT.md §8). */
const DEFAULT_REWARDS: Record<string, number[]> = {
  'invite-week': [5_000, 3_000, 2_000, 1_000, 1_000, 500, 500, 500, 500, 500],
  'invite-month': [20_000, 12_000, 8_000, 4_000, 4_000, 2_000, 2_000, 2_000, 2_000, 2_000],
  'crowdfunding-week': [5_000, 3_000, 2_000, 1_000, 1_000, 500, 500, 500, 500, 500],
  'crowdfunding-month': [20_000, 12_000, 8_000, 4_000, 4_000, 2_000, 2_000, 2_000, 2_000, 2_000],
};

/**
 * Rankings (PRODUCT.md §8). The boards themselves are read from investments and memberships; only
 * what closing a period decides is kept: the close (one per board, span and period start, a unique
 * key two processes race for) and each winner's place, figure and reward.
 */
export async function up(db: AnyDb, dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('rank_rewards')
    .addColumn('board', 'text', (c) => c.notNull())
    .addColumn('span', 'text', (c) => c.notNull())
    .addColumn('place', 'integer', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('rank_rewards_pk', ['board', 'span', 'place'])
    .execute();
  const rows = Object.entries(DEFAULT_REWARDS).flatMap(([key, amounts]) => {
    const [board, span] = key.split('-');
    return amounts.map((amount, i) => ({ board, span, place: i + 1, amount }));
  });
  await db.insertInto('rank_rewards').values(rows).execute();

  await withId(db.schema.createTable('rank_closes'), dialect)
    .addColumn('board', 'text', (c) => c.notNull())
    .addColumn('span', 'text', (c) => c.notNull())
    .addColumn('period_start', 'bigint', (c) => c.notNull())
    .addColumn('period_end', 'bigint', (c) => c.notNull())
    .addColumn('closed_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('rank_closes_period')
    .on('rank_closes')
    .columns(['board', 'span', 'period_start'])
    .unique()
    .execute();

  await withId(db.schema.createTable('rank_awards'), dialect)
    .addColumn('close_id', 'integer', (c) => c.notNull())
    .addColumn('place', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('figure', 'bigint', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('rank_awards_place')
    .on('rank_awards')
    .columns(['close_id', 'place'])
    .unique()
    .execute();
}

import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../index';
import { withId } from './001_foundation';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not as typed today
type AnyDb = Kysely<any>;

/**
 * Team activity (PRODUCT.md §8). A group keeps the terms it opened under and its count; every step
 * (a member counting, completing, dissolving, a day's dividend) is a conditional update of its row,
 * so two activations at once complete it once and two settlement runs pay a day once. A member is
 * in one group at most (a unique index). A group's size and count include its leader.
 */
export async function up(db: AnyDb, dialect: DialectName): Promise<void> {
  await withId(db.schema.createTable('team_groups'), dialect)
    .addColumn('leader_id', 'integer', (c) => c.notNull())
    .addColumn('target', 'integer', (c) => c.notNull())
    .addColumn('counted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('opened_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('completed_at', 'bigint')
    .addColumn('dissolved_at', 'bigint')
    .addColumn('invite_rebate', 'bigint', (c) => c.notNull())
    .addColumn('dividend_kind', 'text', (c) => c.notNull())
    .addColumn('day_dividend', 'bigint', (c) => c.notNull())
    .addColumn('dividend_days', 'integer', (c) => c.notNull())
    .addColumn('one_dividend', 'bigint', (c) => c.notNull())
    .addColumn('days_paid', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // One open group per leader.
  await db.schema
    .createIndex('team_groups_one_open')
    .on('team_groups')
    .column('leader_id')
    .unique()
    .where(sql.ref('state'), '=', sql.lit('forming'))
    .execute();
  await db.schema.createIndex('team_groups_leader').on('team_groups').columns(['leader_id', 'id']).execute();
  await db.schema
    .createIndex('team_groups_state')
    .on('team_groups')
    .columns(['state', 'expires_at'])
    .execute();

  await withId(db.schema.createTable('team_group_members'), dialect)
    .addColumn('group_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().unique())
    .addColumn('joined_at', 'bigint', (c) => c.notNull())
    .addColumn('counted_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('team_group_members_group')
    .on('team_group_members')
    .columns(['group_id', 'id'])
    .execute();
}

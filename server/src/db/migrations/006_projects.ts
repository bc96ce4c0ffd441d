import type { Kysely } from 'kysely';
import type { DialectName } from '../index';
import { withId } from './001_foundation';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not as typed today
type AnyDb = Kysely<any>;

/** Film projects, their per-language texts and funding history, investments and what has been paid. */
export async function up(db: AnyDb, dialect: DialectName): Promise<void> {
  await withId(db.schema.createTable('projects'), dialect)
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('poster', 'text')
    .addColumn('stills', 'text', (c) => c.notNull())
    .addColumn('trailer', 'text')
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('cast_names', 'text', (c) => c.notNull())
    .addColumn('score', 'text', (c) => c.notNull())
    .addColumn('focus_index', 'bigint', (c) => c.notNull())
    .addColumn('scale', 'bigint', (c) => c.notNull())
    .addColumn('single', 'bigint', (c) => c.notNull())
    .addColumn('daily_rate_ppm', 'integer', (c) => c.notNull())
    .addColumn('cycle_days', 'integer', (c) => c.notNull())
    .addColumn('repay_type', 'text', (c) => c.notNull())
    .addColumn('fundraising_start_at', 'bigint', (c) => c.notNull())
    .addColumn('fundraising_end_at', 'bigint', (c) => c.notNull())
    .addColumn('raised', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('hot', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('shortfall_since', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('projects_listing').on('projects').columns(['status', 'sort', 'id']).execute();

  await db.schema
    .createTable('project_texts')
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id'))
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('risk_text', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('project_texts_pk', ['project_id', 'lang'])
    .execute();

  await withId(db.schema.createTable('project_funding'), dialect)
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('source', 'text')
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('memo', 'text', (c) => c.notNull())
    .addColumn('entry_id', 'integer', (c) => c.notNull())
    .addColumn('admin_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('project_funding_project')
    .on('project_funding')
    .columns(['project_id', 'id'])
    .execute();

  await withId(db.schema.createTable('investments'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id'))
    .addColumn('principal', 'bigint', (c) => c.notNull())
    .addColumn('daily_rate_ppm', 'integer', (c) => c.notNull())
    .addColumn('cycle_days', 'integer', (c) => c.notNull())
    .addColumn('repay_type', 'text', (c) => c.notNull())
    .addColumn('invested_at', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('days_paid', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_due_at', 'bigint')
    .addColumn('principal_paid', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('interest_paid', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('interest_total', 'bigint', (c) => c.notNull())
    .addColumn('entry_id', 'integer', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .addColumn('rebates_paid_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('investments_due')
    .on('investments')
    .columns(['status', 'next_due_at'])
    .execute();
  await db.schema.createIndex('investments_user').on('investments').columns(['user_id', 'id']).execute();
  await db.schema
    .createIndex('investments_project')
    .on('investments')
    .columns(['project_id', 'status'])
    .execute();
  await db.schema
    .createIndex('investments_rebates')
    .on('investments')
    .columns(['rebates_paid_at', 'invested_at'])
    .execute();

  // One row per paid part of a schedule item: the primary key is what makes a payout happen once.
  await db.schema
    .createTable('investment_payouts')
    .addColumn('investment_id', 'integer', (c) => c.notNull().references('investments.id'))
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('entry_id', 'integer', (c) => c.notNull())
    .addColumn('paid_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('investment_payouts_pk', ['investment_id', 'day', 'type'])
    .execute();

  await db.schema
    .createTable('project_focus')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('project_focus_pk', ['user_id', 'kind', 'project_id'])
    .execute();

  await db.schema.alterTable('users').addColumn('risk_accepted_at', 'bigint').execute();
}

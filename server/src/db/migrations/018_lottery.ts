import type { Kysely } from 'kysely';
import type { DialectName } from '../index';
import { withId } from './001_foundation';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not as typed today
type AnyDb = Kysely<any>;

/**
 * Lottery, coupons and redeem codes (PRODUCT.md §9). Draws are counted per member and every grant is
 * a row with a unique key, so a grant is made once however often its cause is replayed. A draw row
 * keeps what explains it: the random value, the prizes and weights it chose among, the table version.
 * A member's coupon copies its terms when granted; each use is a row, so a revoked investment can
 * give its use back.
 */
export async function up(db: AnyDb, dialect: DialectName): Promise<void> {
  await withId(db.schema.createTable('coupons'), dialect)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('percent', 'integer')
    .addColumn('amount', 'bigint')
    .addColumn('min_order', 'bigint', (c) => c.notNull())
    .addColumn('max_discount', 'bigint')
    .addColumn('usage_limit', 'integer', (c) => c.notNull())
    .addColumn('valid_days', 'integer', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('lottery_prizes'), dialect)
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint')
    .addColumn('coupon_id', 'integer')
    .addColumn('weight', 'integer', (c) => c.notNull())
    // Units left to win; null: no limit.
    .addColumn('stock', 'integer')
    .addColumn('won', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('deleted_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  // One row per edit of the prize table: its id is the version a draw records, the snapshot what it was.
  await withId(db.schema.createTable('lottery_tables'), dialect)
    .addColumn('prizes', 'text', (c) => c.notNull())
    .addColumn('admin_id', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('lottery_accounts')
    .addColumn('user_id', 'integer', (c) => c.primaryKey())
    .addColumn('draws', 'integer', (c) => c.notNull())
    .addColumn('granted', 'integer', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('draw_grants'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('reference', 'text')
    .addColumn('grant_key', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('draw_grants_user').on('draw_grants').columns(['user_id', 'id']).execute();

  await withId(db.schema.createTable('member_coupons'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('coupon_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('percent', 'integer')
    .addColumn('amount', 'bigint')
    .addColumn('min_order', 'bigint', (c) => c.notNull())
    .addColumn('max_discount', 'bigint')
    .addColumn('usage_limit', 'integer', (c) => c.notNull())
    .addColumn('used', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('grant_key', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('member_coupons_user')
    .on('member_coupons')
    .columns(['user_id', 'expires_at'])
    .execute();

  await withId(db.schema.createTable('coupon_uses'), dialect)
    .addColumn('member_coupon_id', 'integer', (c) => c.notNull())
    .addColumn('investment_id', 'integer', (c) => c.notNull().unique())
    .addColumn('discount', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint', (c) => c.notNull())
    .addColumn('returned_at', 'bigint')
    .execute();

  await withId(db.schema.createTable('lottery_draws'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('prize_id', 'integer')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint')
    .addColumn('member_coupon_id', 'integer')
    .addColumn('random_value', 'integer', (c) => c.notNull())
    .addColumn('total_weight', 'integer', (c) => c.notNull())
    // JSON [{prizeId, weight}]: the value fell in one of these ranges, in this order.
    .addColumn('candidates', 'text', (c) => c.notNull())
    .addColumn('table_version', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('lottery_draws_user').on('lottery_draws').columns(['user_id', 'id']).execute();

  await withId(db.schema.createTable('redeem_batches'), dialect)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('reward', 'text', (c) => c.notNull())
    .addColumn('draws', 'integer')
    .addColumn('coupon_id', 'integer')
    .addColumn('max_uses', 'integer', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('admin_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('redeem_codes'), dialect)
    .addColumn('batch_id', 'integer', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('uses', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('redeem_codes_batch').on('redeem_codes').columns(['batch_id', 'id']).execute();

  await withId(db.schema.createTable('redeem_uses'), dialect)
    .addColumn('code_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('redeem_uses_once')
    .on('redeem_uses')
    .columns(['code_id', 'user_id'])
    .unique()
    .execute();

  await db.schema
    .alterTable('investments')
    .addColumn('discount', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
}

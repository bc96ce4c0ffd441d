import type { Kysely } from 'kysely';
import type { DialectName } from '../index';
import { withId } from './001_foundation';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not as typed today
type AnyDb = Kysely<any>;

export async function up(db: AnyDb, dialect: DialectName): Promise<void> {
  await withId(db.schema.createTable('recharge_channels'), dialect)
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('provider', 'text')
    .addColumn('min_amount', 'bigint', (c) => c.notNull())
    .addColumn('max_amount', 'bigint', (c) => c.notNull())
    .addColumn('rate_ppm', 'integer', (c) => c.notNull())
    .addColumn('details', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('recharge_orders'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('channel_id', 'integer', (c) => c.notNull().references('recharge_channels.id'))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('pay_amount', 'bigint', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('voucher_url', 'text')
    .addColumn('provider_txn_id', 'text')
    .addColumn('failure_reason', 'text')
    .addColumn('decided_by', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('recharge_orders_user')
    .on('recharge_orders')
    .columns(['user_id', 'id'])
    .execute();
  await db.schema
    .createIndex('recharge_orders_state')
    .on('recharge_orders')
    .columns(['state', 'expires_at'])
    .execute();

  await withId(db.schema.createTable('payment_callbacks'), dialect)
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('direction', 'text', (c) => c.notNull())
    .addColumn('provider_txn_id', 'text', (c) => c.notNull())
    .addColumn('order_id', 'integer')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('payment_callbacks_txn', ['provider', 'direction', 'provider_txn_id'])
    .execute();

  await withId(db.schema.createTable('withdraw_accounts'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('holder_name', 'text')
    .addColumn('bank_name', 'text')
    .addColumn('account_number', 'text')
    .addColumn('branch', 'text')
    .addColumn('iban', 'text')
    .addColumn('swift', 'text')
    .addColumn('address', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reject_reason', 'text')
    .addColumn('decided_by', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('deleted_at', 'bigint')
    .execute();
  await db.schema.createIndex('withdraw_accounts_user').on('withdraw_accounts').column('user_id').execute();

  await withId(db.schema.createTable('withdraw_channels'), dialect)
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('min_amount', 'bigint', (c) => c.notNull())
    .addColumn('max_amount', 'bigint', (c) => c.notNull())
    .addColumn('fee_ppm', 'integer', (c) => c.notNull())
    .addColumn('fee_fixed', 'bigint', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('withdraw_orders'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('channel_id', 'integer', (c) => c.notNull().references('withdraw_channels.id'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('withdraw_accounts.id'))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('fee', 'bigint', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('decided_by', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('decided_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('withdraw_orders_user')
    .on('withdraw_orders')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema.createIndex('withdraw_orders_state').on('withdraw_orders').column('state').execute();
}

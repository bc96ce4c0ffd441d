import type { Kysely } from 'kysely';
import type { DialectName } from '../index';
import { withId } from './001_foundation';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not as typed today
type AnyDb = Kysely<any>;

/**
 * Chat (PRODUCT.md §10). A room numbers its messages (`last_seq`, bumped in the sending
 * transaction), so a message's place is (room, seq) and a reader's place is one number: unread =
 * last_seq − last_read_seq, one cheap join for the conversation list.
 */
export async function up(db: AnyDb, dialect: DialectName): Promise<void> {
  await withId(db.schema.createTable('chat_rooms'), dialect)
    .addColumn('kind', 'text', (c) => c.notNull())
    // The member of a customer-service room; null for group rooms.
    .addColumn('owner_id', 'integer')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('avatar', 'text')
    .addColumn('announcement', 'text', (c) => c.notNull())
    .addColumn('rules', 'text', (c) => c.notNull())
    .addColumn('muted_all', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_seq', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('chat_rooms_owner').on('chat_rooms').columns(['owner_id']).unique().execute();

  await withId(db.schema.createTable('chat_messages'), dialect)
    .addColumn('room_id', 'integer', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('sender_kind', 'text', (c) => c.notNull())
    .addColumn('sender_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('client_msg_id', 'text')
    .addColumn('removed_at', 'bigint')
    .addColumn('removed_by', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('chat_messages_seq')
    .on('chat_messages')
    .columns(['room_id', 'seq'])
    .unique()
    .execute();
  // A retried send finds its first copy instead of posting again.
  await db.schema
    .createIndex('chat_messages_client')
    .on('chat_messages')
    .columns(['room_id', 'sender_kind', 'sender_id', 'client_msg_id'])
    .unique()
    .execute();

  await db.schema
    .createTable('chat_reads')
    .addColumn('room_id', 'integer', (c) => c.notNull())
    .addColumn('reader_kind', 'text', (c) => c.notNull())
    .addColumn('reader_id', 'integer', (c) => c.notNull())
    .addColumn('last_read_seq', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('chat_reads_pk', ['room_id', 'reader_kind', 'reader_id'])
    .execute();

  await withId(db.schema.createTable('chat_bans'), dialect)
    .addColumn('room_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    // Null: until an operator lifts it.
    .addColumn('until', 'bigint')
    .addColumn('admin_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('chat_bans_member')
    .on('chat_bans')
    .columns(['room_id', 'user_id'])
    .unique()
    .execute();

  // One message a second per member, across rooms and processes: a conditional update claims it.
  await db.schema
    .createTable('chat_senders')
    .addColumn('user_id', 'integer', (c) => c.primaryKey())
    .addColumn('last_sent_at', 'bigint', (c) => c.notNull())
    .execute();

  // Opening a socket: a short-lived single-use ticket from an authenticated call, so the access
  // token never travels in a URL (where proxies and logs keep it). Stored hashed.
  await db.schema
    .createTable('chat_tickets')
    .addColumn('ticket_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
}

import type { Kysely } from 'kysely';
import type { DialectName } from '../index';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not as typed today
type AnyDb = Kysely<any>;

/**
 * Customer service (PRODUCT.md §10): each member's one `service` room is a conversation in the
 * desk's queue, open or closed, held by at most one agent. The desk reads it as one team (a read
 * pointer of reader kind `desk`), so unread stays last_seq − pointer here too.
 */
export async function up(db: AnyDb, _dialect: DialectName): Promise<void> {
  await db.schema
    .alterTable('chat_rooms')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .execute();
  await db.schema.alterTable('chat_rooms').addColumn('agent_id', 'integer').execute();
  // Bumped with last_seq in the sending statement, so the queue sorts by activity without a join.
  await db.schema.alterTable('chat_rooms').addColumn('last_message_at', 'bigint').execute();
  await db.schema
    .createIndex('chat_rooms_queue')
    .on('chat_rooms')
    .columns(['kind', 'status', 'last_message_at'])
    .execute();
  // What members see of an agent: never the username operators sign in with.
  await db.schema.alterTable('admins').addColumn('display_name', 'text').execute();
}

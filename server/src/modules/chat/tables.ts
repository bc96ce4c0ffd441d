// The tables this module owns; `db/schema.ts` puts every module's together into `Database`.
import type { Generated } from 'kysely';

export type ChatTables = {
  chat_rooms: ChatRoomsTable;
  chat_messages: ChatMessagesTable;
  chat_reads: ChatReadsTable;
  chat_bans: ChatBansTable;
  chat_senders: ChatSendersTable;
  chat_tickets: ChatTicketsTable;
  chat_albums: ChatAlbumsTable;
  chat_album_media: ChatAlbumMediaTable;
};

export type ChatRoomsTable = {
  id: Generated<number>;
  kind: 'group' | 'service';
  /** The member of a customer-service room; null for group rooms. */
  owner_id: number | null;
  name: string;
  avatar: string | null;
  announcement: string;
  rules: string;
  muted_all: number;
  /** The number of the room's last message (0: none yet). */
  last_seq: number;
  /** When the last message was sent (null: none yet). */
  last_message_at: Generated<number | null>;
  /** A service conversation's place in the desk's queue; group rooms stay `open`. */
  status: Generated<'open' | 'closed'>;
  /** The agent holding a service conversation; null while it waits in the queue. */
  agent_id: Generated<number | null>;
  created_at: number;
  updated_at: number;
};

export type ChatMessagesTable = {
  id: Generated<number>;
  room_id: number;
  seq: number;
  sender_kind: 'member' | 'agent';
  sender_id: number;
  kind: 'text' | 'image';
  body: string;
  client_msg_id: string | null;
  removed_at: number | null;
  removed_by: number | null;
  created_at: number;
};

export type ChatReadsTable = {
  room_id: number;
  /** `desk`: the service desk as one team (reader_id 0), whichever agent read. */
  reader_kind: 'member' | 'agent' | 'desk';
  reader_id: number;
  last_read_seq: number;
};

export type ChatBansTable = {
  id: Generated<number>;
  room_id: number;
  user_id: number;
  reason: string;
  until: number | null;
  admin_id: number;
  created_at: number;
};

export type ChatSendersTable = { user_id: number; last_sent_at: number };

export type ChatTicketsTable = {
  ticket_hash: string;
  user_id: number;
  expires_at: number;
  used_at: number | null;
};

export type ChatAlbumsTable = {
  id: Generated<number>;
  /** A group room. */
  room_id: number;
  name: string;
  created_at: number;
  updated_at: number;
  /** When an operator deleted it; null while it shows. */
  deleted_at: number | null;
};

export type ChatAlbumMediaTable = {
  id: Generated<number>;
  album_id: number;
  kind: 'image' | 'video';
  /** An operator's upload, `/uploads/<name>`. */
  url: string;
  /** The operator who added it. */
  admin_id: number;
  created_at: number;
  deleted_at: number | null;
};

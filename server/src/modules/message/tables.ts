// The tables this module owns; `db/schema.ts` puts every module's together into `Database`.
import type { Generated } from 'kysely';

export type MessageTables = {
  messages: MessagesTable;
  announcements: AnnouncementsTable;
  announcement_texts: AnnouncementTextsTable;
};

/** A member's message: a system event as its kind and parameters, or an announcement's copy. */
export type MessagesTable = {
  id: Generated<number>;
  user_id: number;
  kind: string;
  /** JSON: the event's parameters (amounts in minor units, ids, a reason). */
  params: string;
  announcement_id: number | null;
  /** Set for notices a job writes (membership expiring): once per member and occasion. */
  dedupe: string | null;
  created_at: number;
  read_at: number | null;
};

export type AnnouncementsTable = {
  id: Generated<number>;
  audience: 'all' | 'level' | 'member';
  level_id: number | null;
  user_id: number | null;
  recipients: number;
  admin_id: number;
  created_at: number;
};

/** An announcement in one language; each field falls back to `en`. */
export type AnnouncementTextsTable = {
  announcement_id: number;
  lang: string;
  title: string;
  body: string;
};

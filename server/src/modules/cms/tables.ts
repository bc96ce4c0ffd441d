// The tables this module owns; `db/schema.ts` puts every module's together into `Database`.
import type { Generated } from 'kysely';

export type CmsTables = {
  content_items: ContentItemsTable;
  content_texts: ContentTextsTable;
};

export type ContentItemsTable = {
  id: Generated<number>;
  kind: string;
  status: 'draft' | 'published' | 'deleted';
  image: string | null;
  /** JSON of the contract's content link, or null. */
  link: string | null;
  sort: number;
  show_from: number | null;
  show_until: number | null;
  published_at: number | null;
  created_at: number;
  updated_at: number;
};

export type ContentTextsTable = {
  item_id: number;
  lang: string;
  title: string;
  summary: string;
  /** Sanitised HTML. */
  body: string;
};

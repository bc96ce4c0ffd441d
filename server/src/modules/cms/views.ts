import {
  FALLBACK_LANGUAGE,
  type LanguageCode,
  type TContentItem,
  type TContentKind,
  type ZContentLink,
} from '@club/contract';
import type * as z from 'zod';
import type { Db } from '../../db';
import { isoOrNull } from '../../kernel/calendar';
import { type ContentRow, contentTextsOf } from './repo';

export type Link = z.infer<typeof ZContentLink>;

/** Items in the reader's language, each field falling back to English on its own. */
export async function contentViews(db: Db, rows: ContentRow[], lang: LanguageCode): Promise<TContentItem[]> {
  const texts = await contentTextsOf(
    db,
    rows.map((r) => r.id),
    [lang, FALLBACK_LANGUAGE],
  );
  return rows.map((r) => {
    const own = texts.find((t) => t.item_id === r.id && t.lang === lang);
    const en = texts.find((t) => t.item_id === r.id && t.lang === FALLBACK_LANGUAGE);
    const pick = (field: 'title' | 'summary' | 'body') => own?.[field] || en?.[field] || '';
    return {
      id: r.id,
      kind: r.kind as TContentKind,
      title: pick('title'),
      summary: pick('summary'),
      body: pick('body'),
      image: r.image,
      link: r.link === null ? null : (JSON.parse(r.link) as Link),
      publishedAt: isoOrNull(r.published_at),
    };
  });
}

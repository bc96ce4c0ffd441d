import { FALLBACK_LANGUAGE, type LanguageCode } from '@club/contract';
import type { Db } from '../../db';
import { textsOf } from './repo';

/** Each project's title in the reader's language, else in the fallback language; absent when it has neither. */
export async function projectTitles(db: Db, ids: number[], lang: LanguageCode) {
  const texts = await textsOf(db, ids, [lang, FALLBACK_LANGUAGE]);
  const titles = new Map<number, string>();
  for (const t of texts) if (t.lang === lang || !titles.has(t.project_id)) titles.set(t.project_id, t.title);
  return titles;
}

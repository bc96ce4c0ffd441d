import { LANGUAGE_CODES } from '@club/contract';
import { describe, expect, it } from 'vitest';
import { ARTICLES } from './club-content';
import { DEMO_ANNOUNCEMENT, PROJECTS, TRAILER_TASKS, trailerTaskTitles } from './content';

/**
 * The demo club shows its content in every language it speaks. A text missing in one language would
 * fall back to English there, and one left as the English words would look translated but not be.
 */
function expectEveryLanguage(what: string, texts: Record<string, Record<string, string | undefined>>) {
  const en = texts.en;
  for (const lang of LANGUAGE_CODES) {
    for (const [field, english] of Object.entries(en)) {
      if (!english) continue;
      const text = texts[lang]?.[field];
      expect(text, `${what} ${field} in ${lang}`).toBeTruthy();
      // Titles may be proper names; longer texts are only ever English in English.
      if (field !== 'title' && !lang.startsWith('en'))
        expect(text, `${what} ${field} in ${lang} is still English`).not.toBe(english);
    }
  }
  expect(texts['ar-EG']?.title, `${what} in Arabic`).toMatch(/[\u0600-\u06FF]|^[\x20-\x7E]+$/);
}

describe('demo content languages', () => {
  it('gives every film its title, synopsis and risk text in all 16 languages', () => {
    for (const p of PROJECTS) {
      expectEveryLanguage(p.key, p.texts);
      expect(p.texts['de-DE'].title).not.toBe(p.texts.en.title);
    }
  });

  it('gives every article, banner, news item, announcement and standing text all 16 languages', () => {
    for (const [i, a] of ARTICLES.entries()) expectEveryLanguage(`${a.kind} ${i}`, a.texts);
  });

  it('gives every trailer task title and the announcement all 16 languages', () => {
    for (const task of TRAILER_TASKS) {
      const titles = trailerTaskTitles(task.project);
      expectEveryLanguage(
        task.project,
        Object.fromEntries(Object.entries(titles).map(([l, title]) => [l, { title }])),
      );
      expect(titles['ja-JP']).not.toBe(titles.en);
    }
    expectEveryLanguage('announcement', DEMO_ANNOUNCEMENT.texts);
  });
});

import type { LanguageCode, TContentKind, TSingleTextKind } from '@club/contract';
import type { Db } from '../../db';
import { pageOf } from '../../db/paged';
import type { Clock } from '../../kernel/clock';
import { fail } from '../../kernel/errors';
import { type ContentRow, contentPage, findContent, latestShowing } from './repo';
import { contentViews } from './views';

type Page = { page: number; size: number };

/** Whether members see the item at `now`: published, inside its optional show window. */
const showing = (r: ContentRow, now: number) =>
  r.status === 'published' &&
  (r.show_from === null || r.show_from <= now) &&
  (r.show_until === null || r.show_until > now);

/** What members and visitors read: the lists, a news item or guide, the single texts. */
export function createContentMemberService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  return {
    /** Published items of a kind that show now, paged: news, guides, announcements, partners, banners. */
    async list(kind: TContentKind, p: Page, lang: LanguageCode) {
      const { rows, total } = await contentPage(db, { kind, visibleAt: clock.now() }, p);
      return pageOf(await contentViews(db, rows, lang), p, total);
    },

    /** One news item or guide a member may see; anything else is not found. */
    async detail(kind: TContentKind, id: number, lang: LanguageCode) {
      const r = await findContent(db, id);
      if (!r || r.kind !== kind || !showing(r, clock.now())) fail('NOT_FOUND');
      return (await contentViews(db, [r], lang))[0];
    },

    /**
     * A single text (company profile, qualifications, member clause, member rights, customer
     * service): the one published last, or null.
     */
    async single(kind: TSingleTextKind, lang: LanguageCode) {
      const r = await latestShowing(db, kind, clock.now());
      return r ? (await contentViews(db, [r], lang))[0] : null;
    },
  };
}

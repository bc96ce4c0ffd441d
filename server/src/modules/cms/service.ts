import {
  FALLBACK_LANGUAGE,
  type LanguageCode,
  type TContentItem,
  type TContentKind,
  type ZContentInput,
  type ZContentLink,
} from '@club/contract';
import type * as z from 'zod';
import type { Db } from '../../db';
import type { Clock } from '../../kernel/clock';
import { fail } from '../../kernel/errors';
import { writeAudit } from '../audit/repo';
import type { UploadService } from '../upload/service';
import {
  type ContentFilter,
  type ContentRow,
  type ContentText,
  contentTextsOf,
  countContent,
  findContent,
  insertContent,
  listContent,
  replaceContentTexts,
  updateContent,
} from './repo';
import { sanitizeRichText } from './sanitize';

type Input = z.output<typeof ZContentInput>;
type Page = { page: number; size: number };

const iso = (t: number | null) => (t === null ? null : new Date(t).toISOString());
const parseTime = (s: string | null) => (s === null ? null : Date.parse(s));

export function createContentService(deps: { db: Db; clock: Clock; uploads: UploadService }) {
  const { db, clock, uploads } = deps;

  /** Items in the reader's language, each field falling back to English on its own. */
  async function views(rows: ContentRow[], lang: LanguageCode): Promise<TContentItem[]> {
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
        link: r.link === null ? null : (JSON.parse(r.link) as z.infer<typeof ZContentLink>),
        publishedAt: iso(r.published_at),
      };
    });
  }

  async function page(filter: ContentFilter, p: Page, lang: LanguageCode) {
    const [rows, total] = await Promise.all([
      listContent(db, filter, p.size, (p.page - 1) * p.size),
      countContent(db, filter),
    ]);
    return { list: await views(rows, lang), pagination: { page: p.page, size: p.size, total } };
  }

  function textRows(input: Input): Omit<ContentText, 'item_id'>[] {
    return Object.entries(input.texts).flatMap(([lang, t]) =>
      t ? [{ lang, title: t.title, summary: t.summary, body: sanitizeRichText(t.body) }] : [],
    );
  }

  async function row(input: Input, adminId: number) {
    if (input.image) await uploads.assertOwnImage(input.image, { kind: 'admin', id: adminId }, 'image');
    const showFrom = parseTime(input.showFrom);
    const showUntil = parseTime(input.showUntil);
    if (showFrom !== null && showUntil !== null && showUntil <= showFrom) {
      fail('VALIDATION_FORMAT', { field: 'showUntil' });
    }
    return {
      kind: input.kind,
      image: input.image,
      link: input.link === null ? null : JSON.stringify(input.link),
      sort: input.sort,
      show_from: showFrom,
      show_until: showUntil,
    };
  }

  /** Changes one item and its audit line in one transaction. */
  async function change(
    adminId: number,
    id: number,
    action: string,
    apply: (trx: Db, before: ContentRow) => Promise<unknown>,
  ) {
    const now = clock.now();
    await db.transaction().execute(async (trx) => {
      const before = await findContent(trx, id);
      if (!before || before.status === 'deleted') fail('NOT_FOUND');
      const after = await apply(trx, before);
      await writeAudit(trx, { adminId, action, target: `content:${id}`, before, after, now });
    });
    return null;
  }

  return {
    /** Published items of a kind that are showing now (paged). */
    list: (kind: TContentKind, p: Page, lang: LanguageCode) =>
      page({ kind, visibleAt: clock.now() }, p, lang),

    async detail(kind: TContentKind, id: number, lang: LanguageCode) {
      const r = await findContent(db, id);
      const now = clock.now();
      const showing =
        r?.status === 'published' &&
        (r.show_from === null || r.show_from <= now) &&
        (r.show_until === null || r.show_until > now);
      if (!r || r.kind !== kind || !showing) fail('NOT_FOUND');
      return (await views([r], lang))[0];
    },

    /** A single text (company profile, member clause, …): its latest published item, or empty. */
    async single(kind: TContentKind, lang: LanguageCode) {
      const { list } = await page({ kind, visibleAt: clock.now() }, { page: 1, size: 1 }, lang);
      return list[0] ?? null;
    },

    async adminPage(
      body: Page & { kind?: TContentKind; status?: 'draft' | 'published' },
      lang: LanguageCode,
    ) {
      const result = await page({ kind: body.kind, status: body.status }, body, lang);
      const rows = await Promise.all(result.list.map((item) => findContent(db, item.id)));
      const texts = await contentTextsOf(
        db,
        result.list.map((i) => i.id),
        [],
      );
      return {
        ...result,
        list: result.list.map((item, i) => ({
          ...item,
          status: rows[i]?.status ?? 'draft',
          sort: rows[i]?.sort ?? 0,
          texts: Object.fromEntries(
            texts
              .filter((t) => t.item_id === item.id)
              .map((t) => [t.lang, { title: t.title, summary: t.summary, body: t.body }]),
          ),
        })),
      };
    },

    async create(adminId: number, input: Input) {
      const now = clock.now();
      const values = await row(input, adminId);
      return db.transaction().execute(async (trx) => {
        const id = await insertContent(trx, {
          ...values,
          status: 'draft',
          published_at: null,
          created_at: now,
          updated_at: now,
        });
        const texts = textRows(input);
        await replaceContentTexts(trx, id, texts);
        await writeAudit(trx, {
          adminId,
          action: 'cms:content:add',
          target: `content:${id}`,
          after: { ...values, texts },
          now,
        });
        return { id };
      });
    },

    async update(adminId: number, input: Input & { id: number }) {
      const values = await row(input, adminId);
      const texts = textRows(input);
      return change(adminId, input.id, 'cms:content:update', async (trx) => {
        await updateContent(trx, input.id, { ...values, updated_at: clock.now() });
        await replaceContentTexts(trx, input.id, texts);
        return { ...values, texts };
      });
    },

    publish: (adminId: number, id: number) =>
      change(adminId, id, 'cms:content:publish', async (trx, before) => {
        const changes = {
          status: 'published' as const,
          published_at: before.published_at ?? clock.now(),
          updated_at: clock.now(),
        };
        await updateContent(trx, id, changes);
        return changes;
      }),

    unpublish: (adminId: number, id: number) =>
      change(adminId, id, 'cms:content:unpublish', async (trx) => {
        const changes = { status: 'draft' as const, updated_at: clock.now() };
        await updateContent(trx, id, changes);
        return changes;
      }),

    remove: (adminId: number, id: number) =>
      change(adminId, id, 'cms:content:delete', async (trx) => {
        const changes = { status: 'deleted' as const, updated_at: clock.now() };
        await updateContent(trx, id, changes);
        return changes;
      }),
  };
}

export type ContentService = ReturnType<typeof createContentService>;

import {
  type LanguageCode,
  SINGLE_TEXT_KINDS,
  type TAdminContentItem,
  type TAdminPage,
  type TContentKind,
  type ZContentInput,
} from '@club/contract';
import type * as z from 'zod';
import type { Db } from '../../db';
import { pageOf } from '../../db/paged';
import { isoOrNull } from '../../kernel/calendar';
import type { Clock } from '../../kernel/clock';
import { fail } from '../../kernel/errors';
import { writeAudit } from '../audit/repo';
import type { UploadService } from '../upload/service';
import type { ImageSize } from '../upload/variants';
import {
  type ContentRow,
  type ContentText,
  contentPage,
  contentTextsOf,
  findContent,
  insertContent,
  projectExists,
  replaceContentTexts,
  updateContent,
} from './repo';
import { sanitizeRichText } from './sanitize';
import { contentViews, type Link } from './views';

type Input = z.output<typeof ZContentInput>;
type Texts = Omit<ContentText, 'item_id'>[];

const SINGLE_TEXTS: ReadonlySet<string> = new Set(SINGLE_TEXT_KINDS);
const parseTime = (s: string | null) => (s === null ? null : Date.parse(s));

/** The operator's view: the fallback view plus every language's own text and the settings. */
async function adminViews(db: Db, rows: ContentRow[], lang: LanguageCode): Promise<TAdminContentItem[]> {
  const [shown, texts] = await Promise.all([
    contentViews(db, rows, lang),
    contentTextsOf(
      db,
      rows.map((r) => r.id),
      [],
    ),
  ]);
  return rows.map((r, i) => ({
    ...shown[i],
    status: r.status,
    sort: r.sort,
    showFrom: isoOrNull(r.show_from),
    showUntil: isoOrNull(r.show_until),
    createdAt: new Date(r.created_at).toISOString(),
    updatedAt: new Date(r.updated_at).toISOString(),
    texts: Object.fromEntries(
      texts
        .filter((t) => t.item_id === r.id)
        .map((t) => [t.lang, { title: t.title, summary: t.summary, body: t.body }]),
    ),
  }));
}

/** The state an audit line records: the row, with its texts when they are what changes. */
async function snapshot(trx: Db, id: number, withTexts: boolean) {
  const row = await findContent(trx, id);
  if (!withTexts) return row;
  const texts = await contentTextsOf(trx, [id], []);
  return { ...row, texts: texts.map(({ item_id: _, ...t }) => t) };
}

/** What operators do with content: page, filter and open items, write them, publish and withdraw them. */
export function createContentOperatorService(deps: { db: Db; clock: Clock; uploads: UploadService }) {
  const { db, clock, uploads } = deps;

  /** A link must lead somewhere that exists: a project, or a news item (not deleted). */
  async function assertLinkTarget(link: Link | null) {
    if (link?.kind === 'project' && !(await projectExists(db, link.projectId))) {
      fail('VALIDATION_FORMAT', { field: 'link' });
    }
    if (link?.kind === 'news') {
      const target = await findContent(db, link.newsId);
      if (target?.kind !== 'news' || target.status === 'deleted')
        fail('VALIDATION_FORMAT', { field: 'link' });
    }
  }

  /**
   * Checks and shapes what the operator sent: images are operator uploads (the item's own and any in
   * a body), links lead somewhere, the window is in order; bodies are sanitised here, before storage.
   */
  async function prepare(input: Input, adminId: number) {
    const operator = { kind: 'admin', id: adminId } as const;
    if (input.image) await uploads.assertOwnImage(input.image, operator, 'image');
    await assertLinkTarget(input.link);
    const showFrom = parseTime(input.showFrom);
    const showUntil = parseTime(input.showUntil);
    if (showFrom !== null && showUntil !== null && showUntil <= showFrom) {
      fail('VALIDATION_FORMAT', { field: 'showUntil' });
    }
    const texts: Texts = [];
    for (const [lang, t] of Object.entries(input.texts)) {
      if (!t) continue;
      const sizes = new Map<string, ImageSize | undefined>();
      for (const src of sanitizeRichText(t.body).images) {
        sizes.set(src, await uploads.assertOwnImage(src, operator, `texts.${lang}.body`));
      }
      const body = sanitizeRichText(t.body, (src) => sizes.get(src));
      texts.push({ lang, title: t.title, summary: t.summary, body: body.html });
    }
    const values = {
      kind: input.kind,
      image: input.image,
      link: input.link === null ? null : JSON.stringify(input.link),
      sort: input.sort,
      show_from: showFrom,
      show_until: showUntil,
    };
    return { values, texts };
  }

  /** Changes one live item and writes its audit line, before and after, in one transaction. */
  async function change(
    adminId: number,
    id: number,
    action: string,
    apply: (trx: Db, before: ContentRow) => Promise<void>,
    withTexts = false,
  ) {
    await db.transaction().execute(async (trx) => {
      const row = await findContent(trx, id);
      if (!row || row.status === 'deleted') fail('NOT_FOUND');
      const before = await snapshot(trx, id, withTexts);
      await apply(trx, row);
      const after = await snapshot(trx, id, withTexts);
      await writeAudit(trx, { adminId, action, target: `content:${id}`, before, after, now: clock.now() });
    });
    return null;
  }

  return {
    async adminPage(
      body: TAdminPage<'sort' | 'publishedAt' | 'updatedAt'> & {
        kind?: TContentKind;
        status?: 'draft' | 'published';
        search?: string;
      },
      lang: LanguageCode,
    ) {
      const filter = { kind: body.kind, status: body.status, search: body.search };
      const sort = { field: body.sortField, order: body.sortOrder };
      const { rows, total } = await contentPage(db, filter, body, sort);
      return pageOf(await adminViews(db, rows, lang), body, total);
    },

    async adminInfo(id: number, lang: LanguageCode) {
      const r = await findContent(db, id);
      if (!r || r.status === 'deleted') fail('NOT_FOUND');
      return (await adminViews(db, [r], lang))[0];
    },

    /** A new item starts as a draft; members see it once published. */
    async create(adminId: number, input: Input) {
      const { values, texts } = await prepare(input, adminId);
      const now = clock.now();
      return db.transaction().execute(async (trx) => {
        const id = await insertContent(trx, {
          ...values,
          status: 'draft',
          published_at: null,
          created_at: now,
          updated_at: now,
        });
        await replaceContentTexts(trx, id, texts);
        const after = await snapshot(trx, id, true);
        await writeAudit(trx, { adminId, action: 'cms:content:add', target: `content:${id}`, after, now });
        return { id };
      });
    },

    /** Replaces the item's settings and texts (languages left out are removed); the kind stays. */
    async update(adminId: number, input: Input & { id: number }) {
      const { values, texts } = await prepare(input, adminId);
      return change(
        adminId,
        input.id,
        'cms:content:update',
        async (trx, before) => {
          if (before.kind !== input.kind) fail('VALIDATION_FORMAT', { field: 'kind' });
          await updateContent(trx, input.id, { ...values, updated_at: clock.now() });
          await replaceContentTexts(trx, input.id, texts);
        },
        true,
      );
    },

    /**
     * Shows the item to members. News keeps its first publication date when republished; a single
     * text becomes the current one (the latest published of its kind).
     */
    publish: (adminId: number, id: number) =>
      change(adminId, id, 'cms:content:publish', async (trx, before) => {
        const now = clock.now();
        const publishedAt = SINGLE_TEXTS.has(before.kind) ? now : (before.published_at ?? now);
        await updateContent(trx, id, { status: 'published', published_at: publishedAt, updated_at: now });
      }),

    unpublish: (adminId: number, id: number) =>
      change(adminId, id, 'cms:content:unpublish', async (trx) => {
        await updateContent(trx, id, { status: 'draft', updated_at: clock.now() });
      }),

    /** Soft delete: the row stays for the audit trail; nobody sees or edits it again. */
    remove: (adminId: number, id: number) =>
      change(adminId, id, 'cms:content:delete', async (trx) => {
        await updateContent(trx, id, { status: 'deleted', updated_at: clock.now() });
      }),
  };
}

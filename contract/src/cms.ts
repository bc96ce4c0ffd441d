import * as z from 'zod';
import { ZAdminPageBody, ZSearchText } from './admin';
import { ZId } from './ids';
import { LANGUAGE_CODES, type LanguageCode } from './lib/languages';
import { ZPageOf } from './paging';
import { ZMultiLineText, ZSingleLineText } from './text';

/** What the content module holds (PRODUCT.md §12); the single texts show their latest published item. */
export const CONTENT_KINDS = [
  'news',
  'guide',
  'announcement',
  'banner',
  'partner',
  'companyProfile',
  'qualifications',
  'memberClause',
  'memberRights',
  'customerService',
] as const;
export type TContentKind = (typeof CONTENT_KINDS)[number];
/** Kinds shown one at a time: members see the latest published item of the kind. */
export const SINGLE_TEXT_KINDS = [
  'companyProfile',
  'qualifications',
  'memberClause',
  'memberRights',
  /** How to reach the club (hours, e-mail, phone) until the one-to-one service chat exists. */
  'customerService',
] as const;
export type TSingleTextKind = (typeof SINGLE_TEXT_KINDS)[number];

export const ZContentLink = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('project'), projectId: ZId }),
  z.object({ kind: z.literal('news'), newsId: ZId }),
  z.object({
    kind: z.literal('url'),
    // The URL parser drops tabs and line breaks and encodes control characters, so the text rule goes first.
    url: ZSingleLineText.pipe(z.url({ protocol: /^https$/ }).max(300)),
  }),
]);

export const ZContentItem = z.object({
  id: z.number().int(),
  kind: z.enum(CONTENT_KINDS),
  title: z.string(),
  summary: z.string(),
  /** Sanitised HTML (an allow-list applied when saved); empty for banners and partners. */
  body: z.string(),
  image: z.string().nullable(),
  link: ZContentLink.nullable(),
  publishedAt: z.string().nullable(),
});
export type TContentItem = z.infer<typeof ZContentItem>;
export const ZContentPage = ZPageOf(ZContentItem);

/**
 * Title and summary are plain text; the body is HTML, sanitised by the server when saved. The summary
 * and body are edited in text areas, so they keep line breaks.
 */
const ZContentText = z.strictObject({
  title: ZSingleLineText.trim().min(1).max(200),
  summary: ZMultiLineText.trim().max(500).default(''),
  body: ZMultiLineText.max(100_000).default(''),
});

export const ZContentInput = z.strictObject({
  kind: z.enum(CONTENT_KINDS),
  /** Per-language texts; `en` is required and each missing field falls back to it. */
  texts: z
    .partialRecord(z.enum(LANGUAGE_CODES as [LanguageCode, ...LanguageCode[]]), ZContentText)
    .refine((t) => t.en !== undefined, { message: 'en required', path: ['en'] }),
  /** An operator upload (`/uploads/…`): news cover, banner image, partner logo, qualification image. */
  image: ZSingleLineText.max(200).nullable().default(null),
  /** Where a banner leads: a project, a news item, or an external https page. */
  link: ZContentLink.nullable().default(null),
  sort: z.number().int().min(0).max(1_000_000).default(0),
  /** Optional window in which a published item shows (announcements, banners). */
  showFrom: z.iso.datetime({ offset: true }).nullable().default(null),
  showUntil: z.iso.datetime({ offset: true }).nullable().default(null),
});
export type TContentInput = z.input<typeof ZContentInput>;
export const ZContentUpdateBody = ZContentInput.extend({ id: ZId });
export const ZContentActionBody = z.strictObject({ id: ZId });
export const ZAdminContentPageBody = ZAdminPageBody(['sort', 'publishedAt', 'updatedAt'], {
  kind: z.enum(CONTENT_KINDS).optional(),
  status: z.enum(['draft', 'published']).optional(),
  /** Words of the title, in any language. */
  search: ZSearchText,
});
/** What the operator sees and edits: every language's own text (no fallback) and the settings. */
export const ZAdminContentItem = ZContentItem.extend({
  status: z.enum(['draft', 'published', 'deleted']),
  sort: z.number().int(),
  showFrom: z.string().nullable(),
  showUntil: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  texts: z.record(z.string(), z.object({ title: z.string(), summary: z.string(), body: z.string() })),
});
export type TAdminContentItem = z.infer<typeof ZAdminContentItem>;
export const ZAdminContentPage = ZPageOf(ZAdminContentItem);
export const ZContentCreated = z.object({ id: z.number().int() });

import * as z from 'zod';
import { ZAdminPageBody } from './admin';
import { ZId } from './ids';
import { LANGUAGE_CODES, type LanguageCode } from './lib/languages';
import { ZPageOf } from './paging';
import { ZMultiLineText, ZSingleLineText } from './text';

// ---------------------------------------------------------------------------------------------
// A member's messages (`/api/app/message/*`): system notifications and operators' announcements.

/**
 * What happened, one kind a system event. A message is stored as its kind and parameters and is
 * worded in the reader's language when read.
 */
const MESSAGE_KINDS = [
  'recharge_credited',
  'recharge_failed',
  'withdraw_approved',
  'withdraw_rejected',
  'card_verified',
  'card_rejected',
  'membership_activated',
  'membership_expiring',
  'membership_expired',
  'deposit_returned',
  'investment_made',
  'investment_revoked',
  'project_waiting',
  'project_resumed',
  'announcement',
] as const;
export type TMessageKind = (typeof MESSAGE_KINDS)[number];

/** The screen a message leads to, and the object on it. */
const MESSAGE_LINKS = ['recharge', 'withdraw', 'bank', 'member', 'investment', 'project'] as const;

const ZMessage = z.object({
  id: z.number().int(),
  kind: z.enum(MESSAGE_KINDS),
  title: z.string(),
  body: z.string(),
  link: z.object({ to: z.enum(MESSAGE_LINKS), id: z.number().int().nullable() }).nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type TMessage = z.infer<typeof ZMessage>;

export const ZMessagePageBody = z.strictObject({
  page: z.number().int().min(1).max(100_000).default(1),
  size: z.number().int().min(1).max(100).default(20),
  /** Only the unread ones. */
  unread: z.boolean().default(false),
});
export type TMessagePageBody = z.input<typeof ZMessagePageBody>;
export const ZMessagePage = ZPageOf(ZMessage);

/** Marks the messages `ids` read, or all of the member's messages with `all`. */
export const ZMessageReadBody = z.union([
  z.strictObject({ ids: z.array(ZId).min(1).max(100) }),
  z.strictObject({ all: z.literal(true) }),
]);
export type TMessageReadBody = z.input<typeof ZMessageReadBody>;
export const ZMessageRead = z.object({
  /** The messages named by `ids` that are the reader's, as they read now (for a details page). */
  list: z.array(ZMessage),
  unread: z.number().int(),
});

/** Unread counts: the member's messages, and the chat messages past their read pointers. */
export const ZUnreadCounts = z.object({ messages: z.number().int(), conversations: z.number().int() });
export type TUnreadCounts = z.infer<typeof ZUnreadCounts>;

// ---------------------------------------------------------------------------------------------
// Announcements (`/api/admin/message/announcement/*`)

export const ANNOUNCEMENT_AUDIENCES = ['all', 'level', 'member'] as const;

const ZAnnouncementText = z.strictObject({
  title: ZSingleLineText.trim().min(1).max(100),
  body: ZMultiLineText.trim().max(2000).default(''),
});
/** Per-language texts; `en` is required with a body, and each field a language lacks falls back to it. */
const ZAnnouncementTexts = z
  .partialRecord(z.enum(LANGUAGE_CODES as [LanguageCode, ...LanguageCode[]]), ZAnnouncementText)
  .refine((t) => t.en !== undefined && t.en.body !== '', { message: 'en required', path: ['en'] });

export const ZAnnouncementAddBody = z.discriminatedUnion('audience', [
  z.strictObject({ audience: z.literal('all'), texts: ZAnnouncementTexts }),
  /** Members with an active membership at this level (a `member_levels` id: VIP, or an SVIP tier). */
  z.strictObject({ audience: z.literal('level'), levelId: ZId, texts: ZAnnouncementTexts }),
  z.strictObject({ audience: z.literal('member'), userId: ZId, texts: ZAnnouncementTexts }),
]);
export type TAnnouncementAddBody = z.infer<typeof ZAnnouncementAddBody>;

export const ZAnnouncement = z.object({
  id: z.number().int(),
  audience: z.enum(ANNOUNCEMENT_AUDIENCES),
  levelId: z.number().int().nullable(),
  /** The level's name, for the list. */
  levelName: z.string().nullable(),
  userId: z.number().int().nullable(),
  texts: z.record(z.string(), z.object({ title: z.string(), body: z.string() })),
  /** How many members it reached. */
  recipients: z.number().int(),
  operator: z.string(),
  createdAt: z.string(),
});
export type TAnnouncement = z.infer<typeof ZAnnouncement>;

export const ZAnnouncementPageBody = ZAdminPageBody(['createdAt'], {});
export const ZAnnouncementPage = ZPageOf(ZAnnouncement);

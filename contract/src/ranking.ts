import * as z from 'zod';
import { ZAdminPageBody } from './admin';
import { MAX_AMOUNT_MINOR } from './lib/amount-text';
import { ZPageOf } from './paging';

// ---------------------------------------------------------------------------------------------
// Rankings (PRODUCT.md §8): four boards, by invitations (level-1 invitees who activated VIP in the
// period) and by crowdfunding (principal invested in the period and not revoked), each weekly
// (Monday 00:00 to Sunday 24:00) and monthly in the platform time zone. Computed from the database.
// Ties go to who reached the figure first, then the lower member id. At close the top 10 get the
// configured rewards once; a crowdfunding board closes 24 h after its period ends.

export const RANK_BOARDS = ['invite', 'crowdfunding'] as const;
export type TRankBoard = (typeof RANK_BOARDS)[number];
export const RANK_SPANS = ['week', 'month'] as const;
export type TRankSpan = (typeof RANK_SPANS)[number];
/** Places that win a reward. */
export const RANK_PLACES = 10;

export const ZRankQuery = z.strictObject({
  board: z.enum(RANK_BOARDS),
  span: z.enum(RANK_SPANS).default('week'),
});

const ZRankEntry = z.object({
  rank: z.number().int(),
  /** Masked (`202****0123`). */
  phone: z.string(),
  nickname: z.string(),
  avatar: z.string().nullable(),
  /** Invitations: people; crowdfunding: minor units. */
  figure: z.number().int(),
  /** The reward this place wins at close. */
  reward: z.number().int(),
});
export type TRankEntry = z.infer<typeof ZRankEntry>;

/** `ranking/board`: the live board of the current period, the member's own place, and when it closes. */
export const ZRankBoard = z.object({
  board: z.enum(RANK_BOARDS),
  span: z.enum(RANK_SPANS),
  start: z.string(),
  end: z.string(),
  /** When the rewards are paid: the end, or 24 h later for crowdfunding (when no investment can be revoked). */
  closesAt: z.string(),
  timeZone: z.string(),
  top: z.array(ZRankEntry),
  /** The member's place (null with no figure yet) and figure. */
  me: z.object({ rank: z.number().int().nullable(), figure: z.number().int() }),
});
export type TRankBoardView = z.infer<typeof ZRankBoard>;

export const ZRankAwardsQuery = ZRankQuery.extend({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(20).default(5),
});

/** One closed period: its winners and what each was paid. */
const ZRankClose = z.object({
  id: z.number().int(),
  board: z.enum(RANK_BOARDS),
  span: z.enum(RANK_SPANS),
  start: z.string(),
  end: z.string(),
  closedAt: z.string(),
  winners: z.array(ZRankEntry.extend({ paid: z.boolean() })),
});
export type TRankClose = z.infer<typeof ZRankClose>;
/** `ranking/awards`: closed periods, newest first. */
export const ZRankAwards = ZPageOf(ZRankClose);

// ---- Back office (`/api/admin/ranking/*`) ----

/** The reward of each place 1–10 on each board and span. */
export const ZRankRewards = z.object({
  rewards: z.array(
    z.object({
      board: z.enum(RANK_BOARDS),
      span: z.enum(RANK_SPANS),
      amounts: z.array(z.number().int()).length(RANK_PLACES),
    }),
  ),
});
export type TRankRewards = z.infer<typeof ZRankRewards>;
export const ZRankRewardsUpdateBody = z.strictObject({
  board: z.enum(RANK_BOARDS),
  span: z.enum(RANK_SPANS),
  /** 0: no reward for the place. */
  amounts: z.array(z.number().int().min(0).max(MAX_AMOUNT_MINOR)).length(RANK_PLACES),
});
export const ZRankClosePageBody = ZAdminPageBody(['createdAt'], {
  board: z.enum(RANK_BOARDS).optional(),
  span: z.enum(RANK_SPANS).optional(),
});
const ZAdminRankClose = ZRankClose.extend({
  /** What the period's winners were granted in all, and what of it still waits for the budget. */
  total: z.number().int(),
  pending: z.number().int(),
  winners: z.array(ZRankEntry.extend({ paid: z.boolean(), userId: z.number().int() })),
});
export type TAdminRankClose = z.infer<typeof ZAdminRankClose>;
export const ZAdminRankClosePage = ZPageOf(ZAdminRankClose);

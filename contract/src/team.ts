import * as z from 'zod';
import { ZPageOf } from './paging';
import { RANK_SPANS } from './ranking';

// ---------------------------------------------------------------------------------------------
// Invitations (PRODUCT.md §8): who is under whom is stored once, at registration, as an ancestor
// table, so a member's invitees at each level are one indexed query. A member sees of an invitee
// only a masked phone, the nickname, when they joined and whether they are VIP; never balances.

export const INVITE_LEVELS = [1, 2, 3] as const;

export const ZSubordinateQuery = z.strictObject({
  level: z.coerce.number().int().min(1).max(3).default(1),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(50).default(20),
});

const ZSubordinate = z.object({
  /** The invitee's phone with its middle hidden (`202****0123`). */
  phone: z.string(),
  nickname: z.string(),
  avatar: z.string().nullable(),
  joinedAt: z.string(),
  /** An active VIP membership now. */
  vip: z.boolean(),
});
export type TSubordinate = z.infer<typeof ZSubordinate>;

/** One invitation level in all: invitees, how many are VIP, and the rebates earned from them. */
const ZInviteLevel = z.object({
  level: z.number().int(),
  members: z.number().int(),
  vip: z.number().int(),
  /** INVESTREWARD paid to the member from this level's investments, and what still waits for the budget. */
  rebatesPaid: z.number().int(),
  rebatesPending: z.number().int(),
});
export type TInviteLevel = z.infer<typeof ZInviteLevel>;

/**
 * The team (levels 1–3) in the current week or month of the platform's time zone: who registered,
 * who became VIP, and the rebates the member earned in it (paid or waiting for the budget).
 */
const ZTeamPeriod = z.object({
  span: z.enum(RANK_SPANS),
  start: z.string(),
  end: z.string(),
  joined: z.number().int(),
  vip: z.number().int(),
  rebates: z.number().int(),
});
export type TTeamPeriod = z.infer<typeof ZTeamPeriod>;

/** `user/info/subordinateList`: the invitees of one level, paged, every level's totals, and this week and month. */
export const ZSubordinateList = ZPageOf(ZSubordinate).extend({
  level: z.number().int(),
  levels: z.array(ZInviteLevel),
  periods: z.array(ZTeamPeriod),
});
export type TSubordinateList = z.infer<typeof ZSubordinateList>;

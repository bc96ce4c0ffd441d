import * as z from 'zod';
import { ZId, ZIdText } from './ids';
import { ZPageOf } from './paging';

// ---------------------------------------------------------------------------------------------
// Team activity (PRODUCT.md §8): a VIP member opens a group and shares its link; members who join
// it and activate VIP after it opened and within its window count. On reaching the target it is
// complete at once: the leader gets TEAM_ACTIVITY_INVITE_REBATE per counted member, and every
// counted member and the leader get TEAM_ACTIVITY_DAY_DIVIDEND daily for its days or one
// TEAM_ACTIVITY_ONE_DIVIDEND, from the marketing budget. Short at the end of its window, it
// dissolves and pays nothing. One open group per leader.

const TEAM_GROUP_STATES = ['forming', 'complete', 'dissolved'] as const;
export type TTeamGroupState = (typeof TEAM_GROUP_STATES)[number];
const TEAM_DIVIDEND_KINDS = ['day', 'one'] as const;

const ZTeamGroupMember = z.object({
  /** Masked (`202****0123`). */
  phone: z.string(),
  nickname: z.string(),
  avatar: z.string().nullable(),
  joinedAt: z.string(),
  /** When they counted (VIP activated within the window); null while they do not count yet. */
  countedAt: z.string().nullable(),
  leader: z.boolean(),
});

export const ZTeamGroup = z.object({
  id: z.number().int(),
  state: z.enum(TEAM_GROUP_STATES),
  /** The leader's invitation code: the group link registers new members under the leader. */
  leaderCode: z.string(),
  leaderNickname: z.string(),
  /** The group's size, its leader included, and how many count so far (the leader from the start). */
  target: z.number().int(),
  counted: z.number().int(),
  /** "N more people needed" while forming. */
  needed: z.number().int(),
  openedAt: z.string(),
  expiresAt: z.string(),
  completedAt: z.string().nullable(),
  /** The terms it opened under. */
  inviteRebate: z.number().int(),
  dividendKind: z.enum(TEAM_DIVIDEND_KINDS),
  dayDividend: z.number().int(),
  dividendDays: z.number().int(),
  oneDividend: z.number().int(),
  /** Whether the asking member leads it, is in it, or may join it. */
  mine: z.boolean(),
  joined: z.boolean(),
  canJoin: z.boolean(),
  members: z.array(ZTeamGroupMember),
});
export type TTeamGroup = z.infer<typeof ZTeamGroup>;

/** `team/activity/current`: the activity's terms, the member's open group and past groups. */
export const ZTeamActivity = z.object({
  target: z.number().int(),
  windowDays: z.number().int(),
  inviteRebate: z.number().int(),
  dividendKind: z.enum(TEAM_DIVIDEND_KINDS),
  dayDividend: z.number().int(),
  dividendDays: z.number().int(),
  oneDividend: z.number().int(),
  /** The group the member leads or joined that is still forming, if any. */
  open: ZTeamGroup.nullable(),
  past: z.array(ZTeamGroup.omit({ members: true })),
});
export type TTeamActivity = z.infer<typeof ZTeamActivity>;

export const ZTeamGroupQuery = z.strictObject({ id: ZIdText });
export const ZTeamGroupBody = z.strictObject({ id: ZId });
export type TTeamGroupBody = z.input<typeof ZTeamGroupBody>;

/** One team-activity reward of the member: the leader's rebates and the dividends. */
const ZTeamReward = z.object({
  groupId: z.number().int(),
  type: z.enum(['TEAM_ACTIVITY_INVITE_REBATE', 'TEAM_ACTIVITY_DAY_DIVIDEND', 'TEAM_ACTIVITY_ONE_DIVIDEND']),
  /** The day it is due (granted, or scheduled for a day dividend still to come). */
  date: z.string(),
  amount: z.number().int(),
  status: z.enum(['paid', 'unpaid']),
});
export type TTeamReward = z.infer<typeof ZTeamReward>;
export const ZTeamRewardsQuery = z.strictObject({
  kind: z.enum(['rebate', 'dividend']).default('dividend'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(50).default(20),
});
/** `team/activity/rewards`: group rewards (rebates) or dividend records, newest first. */
export const ZTeamRewards = ZPageOf(ZTeamReward);

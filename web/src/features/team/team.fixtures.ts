import { DAY_MS, MINUTE_MS } from '@club/contract/lib/time';
import type { TInviteLevel, TSubordinate, TSubordinateList } from '@club/contract/team';
import type { TTeamActivity, TTeamGroup } from '@club/contract/team-activity';

/** Test data for the team screens: the server's answers, each field overridable. */

export const invitee = (n: number, extra: Partial<TSubordinate> = {}): TSubordinate => ({
  phone: `20${n}***0123`,
  nickname: `Friend ${n}`,
  avatar: null,
  joinedAt: `2026-11-${String(10 + n).padStart(2, '0')}T08:00:00.000Z`,
  vip: false,
  ...extra,
});

/** Level 1: 2 invitees (1 VIP), level 2: 1, level 3: none; rebates from levels 1 and 2. */
export const teamLevels = (): TInviteLevel[] => [
  { level: 1, members: 2, vip: 1, rebatesPaid: 1_200, rebatesPending: 0 },
  { level: 2, members: 1, vip: 0, rebatesPaid: 300, rebatesPending: 50 },
  { level: 3, members: 0, vip: 0, rebatesPaid: 0, rebatesPending: 0 },
];

/** One page of a level's invitees, with every level's totals, as `subordinateList` answers. */
export const subordinatePage = (
  level: number,
  list: TSubordinate[],
  levels: TInviteLevel[] = teamLevels(),
): TSubordinateList => ({
  list,
  pagination: { page: 1, size: 20, total: list.length },
  level,
  levels,
  periods: [
    {
      span: 'week',
      start: '2026-11-23T00:00:00.000Z',
      end: '2026-11-30T00:00:00.000Z',
      joined: 1,
      vip: 1,
      rebates: 500,
    },
    {
      span: 'month',
      start: '2026-11-01T00:00:00.000Z',
      end: '2026-12-01T00:00:00.000Z',
      joined: 3,
      vip: 1,
      rebates: 1_500,
    },
  ],
});

type Member = TTeamGroup['members'][number];

/** A member of a group: not counted yet unless `countedAt` is given. */
export const groupMember = (n: number, extra: Partial<Member> = {}): Member => ({
  phone: `20${n}****0123`,
  nickname: `Member ${n}`,
  avatar: null,
  joinedAt: `2026-11-${String(10 + n).padStart(2, '0')}T08:00:00.000Z`,
  countedAt: null,
  leader: false,
  ...extra,
});

/**
 * A forming group of Ana's with 2 of 6 counted, opened 1 d 1 h and a minute ago: of its 7 days, a
 * minute under 5 d 23 h are left, shown as 5 d 23 h. Day dividends of 1.00 for 7 days.
 */
export const teamGroup = (extra: Partial<TTeamGroup> = {}): TTeamGroup => ({
  id: 41,
  state: 'forming',
  leaderCode: 'K7QW2XZP',
  leaderNickname: 'Ana',
  target: 6,
  counted: 2,
  needed: 4,
  openedAt: new Date(Date.now() - DAY_MS - 61 * MINUTE_MS).toISOString(),
  expiresAt: new Date(Date.now() + 6 * DAY_MS - 61 * MINUTE_MS).toISOString(),
  completedAt: null,
  inviteRebate: 500,
  dividendKind: 'day',
  dayDividend: 100,
  dividendDays: 7,
  oneDividend: 500,
  mine: false,
  joined: false,
  canJoin: true,
  members: [
    groupMember(2, { countedAt: '2026-11-13T09:00:00.000Z' }),
    groupMember(0, { nickname: 'Ana', leader: true }),
    groupMember(3),
  ],
  ...extra,
});

/** The activity's default terms; no group forming, none in the past. */
export const teamActivity = (extra: Partial<TTeamActivity> = {}): TTeamActivity => ({
  target: 6,
  windowDays: 7,
  inviteRebate: 500,
  dividendKind: 'day',
  dayDividend: 100,
  dividendDays: 7,
  oneDividend: 500,
  open: null,
  past: [],
  ...extra,
});

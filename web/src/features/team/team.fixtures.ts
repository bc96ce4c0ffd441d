import type { TInviteLevel, TSubordinate, TSubordinateList } from '@club/contract/team';

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
});

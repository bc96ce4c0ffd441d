import type {
  TReportAssistant,
  TReportGraph,
  TReportGraphKind,
  TReportMember,
  TReportSummary,
} from '@club/contract/report';

/** Test data for the report screens: the server's answers, each field overridable. */

/** A director's team: 7 users over 3 levels, 4 of them members, 2 assistants. */
export const reportSummary = (extra: Partial<TReportSummary> = {}): TReportSummary => ({
  role: 'director',
  holderId: 7,
  holderPhone: '202***0100',
  timeZone: 'UTC',
  users: 7,
  members: 4,
  nonMembers: 3,
  teams: 1,
  assistants: 2,
  levels: [
    { level: 1, users: 4, members: 3, nonMembers: 1 },
    { level: 2, users: 2, members: 1, nonMembers: 1 },
    { level: 3, users: 1, members: 0, nonMembers: 1 },
  ],
  income: { day: 150, week: 1_250, total: 48_000 },
  shareholding: { day: 0, week: 100_000, total: 2_500_000 },
  ...extra,
});

export const reportMember = (userId: number, extra: Partial<TReportMember> = {}): TReportMember => ({
  userId,
  mobile: `20${userId % 10}***0123`,
  memberStatus: 'activated',
  activateMemberTime: '2026-11-13T09:30:00.000Z',
  isMemberFeeReturned: false,
  registeredTime: '2026-11-12T08:00:00.000Z',
  level: 1,
  assist: false,
  ...extra,
});

/** One page of members, as `report/members` answers. */
export const reportMembersPage = (list: TReportMember[], page = 1, size = 20, total = list.length) => ({
  list,
  pagination: { page, size, total },
});

export const reportAssistant = (userId: number, extra: Partial<TReportAssistant> = {}): TReportAssistant => ({
  userId,
  mobile: `30${userId % 10}***0456`,
  nickname: `Helper ${userId}`,
  since: '2026-10-01T08:00:00.000Z',
  users: 3,
  members: 2,
  shareholding: 150_000,
  ...extra,
});

/** `days` consecutive days ending 2026-11-25, each point made by `value(i)` (i = 0 the oldest). */
export const reportGraph = (
  graph: TReportGraphKind,
  days: number,
  value: (i: number) => { value: number; members?: number } = (i) => ({ value: i }),
): TReportGraph => ({
  graph,
  days,
  points: Array.from({ length: days }, (_, i) => ({
    day: new Date(Date.UTC(2026, 10, 25 - (days - 1) + i)).toISOString().slice(0, 10),
    ...value(i),
  })),
});

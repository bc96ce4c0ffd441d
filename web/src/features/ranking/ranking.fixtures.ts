import type { TRankBoardView, TRankClose, TRankEntry } from '@club/contract/ranking';

/** The default weekly rewards of places 1–10, in minor units. */
const REWARDS = [5_000, 3_000, 2_000, 1_000, 1_000, 500, 500, 500, 500, 500];

export const entry = (rank: number, over: Partial<TRankEntry> = {}): TRankEntry => ({
  rank,
  phone: `202****01${10 + rank}`,
  nickname: `Member ${rank}`,
  avatar: null,
  figure: 20 - rank,
  reward: REWARDS[rank - 1],
  ...over,
});

/** 3 days, 4 hours and 12 minutes from now (half a minute short, which rounds up). */
const closesSoon = () => new Date(Date.now() + (3 * 1440 + 4 * 60 + 12) * 60_000 - 30_000).toISOString();

/** The week of Monday 5 January 2026 in Shanghai: its boundaries fall at 16:00 UTC. */
export const boardOf = (over: Partial<TRankBoardView> = {}): TRankBoardView => ({
  board: 'invite',
  span: 'week',
  start: '2026-01-04T16:00:00.000Z',
  end: '2026-01-11T16:00:00.000Z',
  closesAt: closesSoon(),
  timeZone: 'Asia/Shanghai',
  top: [],
  me: { rank: null, figure: 0 },
  ...over,
});

export const closeOf = (id: number, over: Partial<TRankClose> = {}): TRankClose => ({
  id,
  board: 'invite',
  span: 'week',
  start: '2026-01-04T16:00:00.000Z',
  end: '2026-01-11T16:00:00.000Z',
  closedAt: '2026-01-11T16:00:05.000Z',
  winners: [],
  ...over,
});

/** Whitespace as one plain space: date ranges carry thin and narrow no-break spaces. */
export const plain = (text: string | null | undefined) => text?.replace(/\s+/g, ' ');

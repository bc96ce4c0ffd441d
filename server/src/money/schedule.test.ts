import { describe, expect, it } from 'vitest';
import { rates, type ScheduleItem, schedule, totals } from './schedule';

const at = Date.UTC(2026, 0, 1);
const DAY = 86_400_000;
const pick = (items: ScheduleItem[]) => items.map((i) => [i.day, i.principal, i.interest]);

describe('investment schedules', () => {
  it.each([
    // P, rate ppm, N, expected [day, principal, interest]
    [
      10_000,
      10_000,
      3,
      [
        [1, 0, 100],
        [2, 0, 100],
        [3, 10_000, 100],
      ],
    ],
    // T = round(10_000 × 0.01 × 7) = 700 → 100 a day, no residue
    [
      10_000,
      10_000,
      7,
      [
        [1, 0, 100],
        [2, 0, 100],
        [3, 0, 100],
        [4, 0, 100],
        [5, 0, 100],
        [6, 0, 100],
        [7, 10_000, 100],
      ],
    ],
    // T = round(1_000 × 0.015 × 3) = 45 → 15 a day
    [
      1_000,
      15_000,
      3,
      [
        [1, 0, 15],
        [2, 0, 15],
        [3, 1_000, 15],
      ],
    ],
    // T = round(1_001 × 0.01 × 3) = round(30.03) = 30; residue none
    [
      1_001,
      10_000,
      3,
      [
        [1, 0, 10],
        [2, 0, 10],
        [3, 1_001, 10],
      ],
    ],
    // T = round(1_000 × 0.0111 × 3) = round(33.3) = 33 → 11, 11, 11
    [
      1_000,
      11_100,
      3,
      [
        [1, 0, 11],
        [2, 0, 11],
        [3, 1_000, 11],
      ],
    ],
    // T = round(1_000 × 0.0117 × 3) = round(35.1) = 35 → 11, 11, residue 13
    [
      1_000,
      11_700,
      3,
      [
        [1, 0, 11],
        [2, 0, 11],
        [3, 1_000, 13],
      ],
    ],
    // tie: T = 250 × 0.01 × 1 = 2.5 → 2 (half to even)
    [250, 10_000, 1, [[1, 250, 2]]],
    // tie: 350 × 0.01 = 3.5 → 4
    [350, 10_000, 1, [[1, 350, 4]]],
    // tiny principal: T = round(1 × 0.001 × 30) = round(0.03) = 0
    [
      1,
      1_000,
      2,
      [
        [1, 0, 0],
        [2, 1, 0],
      ],
    ],
  ])('PIOARB P=%i r=%i N=%i', (principal, rate, n, expected) => {
    const items = schedule({
      principal,
      dailyRatePpm: rate,
      cycleDays: n,
      repayType: 'PIOARB',
      investedAt: at,
    });
    expect(pick(items)).toEqual(expected);
    expect(items.every((i) => i.interestType === 'DIVIDEND')).toBe(true);
    expect(items.map((i) => i.dueAt)).toEqual(items.map((i) => at + i.day * DAY));
  });

  it.each([
    // floor(10_000/3) = 3_333, residue 3_334 on the last day; interest on the outstanding start of day
    [
      10_000,
      10_000,
      3,
      [
        [1, 3_333, 100],
        [2, 3_333, 67],
        [3, 3_334, 33],
      ],
    ],
    // 100 × 0.005 = 0.5 → 0 (even); 50 × 0.005 = 0.25 → 0
    [
      100,
      5_000,
      2,
      [
        [1, 50, 0],
        [2, 50, 0],
      ],
    ],
    // 300 × 0.005 = 1.5 → 2; 150 × 0.005 = 0.75 → 1
    [
      300,
      5_000,
      2,
      [
        [1, 150, 2],
        [2, 150, 1],
      ],
    ],
    [5, 10_000, 1, [[1, 5, 0]]],
    // P < N: floor(2/3) = 0, the whole principal on the last day
    [
      2,
      100_000,
      3,
      [
        [1, 0, 0],
        [2, 0, 0],
        [3, 2, 0],
      ],
    ],
  ])('LINEAR P=%i r=%i N=%i', (principal, rate, n, expected) => {
    const items = schedule({
      principal,
      dailyRatePpm: rate,
      cycleDays: n,
      repayType: 'LINEAR',
      investedAt: at,
    });
    expect(pick(items)).toEqual(expected);
    expect(totals(items).totalPrincipal).toBe(principal);
  });

  it.each([
    [10_000, 10_000, 30, 3_000],
    [250, 10_000, 1, 2],
    [1_000_000_000_000, 100_000, 3650, 365_000_000_000_000],
  ])('DEBT P=%i r=%i N=%i pays everything on day N', (principal, rate, n, interest) => {
    const items = schedule({
      principal,
      dailyRatePpm: rate,
      cycleDays: n,
      repayType: 'DEBT',
      investedAt: at,
    });
    expect(items).toEqual([
      { day: n, dueAt: at + n * DAY, principal, interest, interestType: 'ONEDIVIDEND' },
    ]);
  });

  it('stays exact at the input limits', () => {
    const items = schedule({
      principal: 1_000_000_000_000,
      dailyRatePpm: 100_000,
      cycleDays: 3650,
      repayType: 'PIOARB',
      investedAt: at,
    });
    expect(items).toHaveLength(3650);
    expect(totals(items)).toEqual({ totalPrincipal: 1_000_000_000_000, totalInterest: 365_000_000_000_000 });
    expect(items.every((i) => Number.isSafeInteger(i.interest))).toBe(true);
  });

  it('refuses terms beyond the limits', () => {
    const base = {
      principal: 1_000,
      dailyRatePpm: 10_000,
      cycleDays: 10,
      repayType: 'PIOARB' as const,
      investedAt: at,
    };
    for (const bad of [
      { principal: 0 },
      { principal: 1_000_000_000_001 },
      { dailyRatePpm: 100_001 },
      { cycleDays: 0 },
      { cycleDays: 3651 },
      { principal: 1.5 },
    ]) {
      expect(() => schedule({ ...base, ...bad })).toThrow(RangeError);
    }
  });

  it('states the daily and annual rates', () => {
    expect(rates(15_000)).toEqual({ dailyRate: '0.015', annualRate: '5.475' });
    expect(rates(274)).toEqual({ dailyRate: '0.000274', annualRate: '0.10001' });
  });
});

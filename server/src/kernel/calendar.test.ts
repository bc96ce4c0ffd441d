import { describe, expect, it } from 'vitest';
import { iso, isTimeZone, nextPeriod, periodOf, previousPeriod } from './calendar';

const at = (text: string) => Date.parse(text);

describe('calendar periods in the platform time zone', () => {
  it('counts weeks Monday to Monday and months first to first, in UTC', () => {
    const week = periodOf('week', at('2026-11-26T15:00:00Z'), 'UTC');
    expect([iso(week.start), iso(week.end)]).toEqual([
      '2026-11-23T00:00:00.000Z',
      '2026-11-30T00:00:00.000Z',
    ]);
    const sunday = periodOf('week', at('2026-11-29T23:59:59Z'), 'UTC');
    expect(sunday).toEqual(week);
    const month = periodOf('month', at('2026-12-31T23:00:00Z'), 'UTC');
    expect([iso(month.start), iso(month.end)]).toEqual([
      '2026-12-01T00:00:00.000Z',
      '2027-01-01T00:00:00.000Z',
    ]);
  });

  it('keeps a week across the spring-forward night in Berlin 167 hours long, from local midnight', () => {
    // Clocks go from 02:00 to 03:00 on Sunday 29 March 2026.
    const week = periodOf('week', at('2026-03-28T12:00:00Z'), 'Europe/Berlin');
    expect([iso(week.start), iso(week.end)]).toEqual([
      '2026-03-22T23:00:00.000Z',
      '2026-03-29T22:00:00.000Z',
    ]);
    expect((week.end - week.start) / 3_600_000).toBe(167);
    // The next week starts where this one ends, at Monday's local midnight (now UTC+2).
    const next = nextPeriod('week', week, 'Europe/Berlin');
    expect(iso(next.start)).toBe('2026-03-29T22:00:00.000Z');
    expect(previousPeriod('week', next, 'Europe/Berlin')).toEqual(week);
    // The day of the change is 23 hours long.
    const day = periodOf('day', at('2026-03-29T10:00:00Z'), 'Europe/Berlin');
    expect((day.end - day.start) / 3_600_000).toBe(23);
  });

  it('keeps the fall-back week 169 hours long in New York, and months from local midnight', () => {
    // Clocks go from 02:00 back to 01:00 on Sunday 1 November 2026.
    const week = periodOf('week', at('2026-11-01T12:00:00Z'), 'America/New_York');
    expect([iso(week.start), iso(week.end)]).toEqual([
      '2026-10-26T04:00:00.000Z',
      '2026-11-02T05:00:00.000Z',
    ]);
    expect((week.end - week.start) / 3_600_000).toBe(169);
    const month = periodOf('month', at('2026-11-01T03:30:00Z'), 'America/New_York');
    expect([iso(month.start), iso(month.end)]).toEqual([
      '2026-10-01T04:00:00.000Z',
      '2026-11-01T04:00:00.000Z',
    ]);
  });

  it('knows a time zone from a typo', () => {
    expect(isTimeZone('Asia/Shanghai')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});

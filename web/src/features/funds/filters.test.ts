import { WALLETS } from '@club/contract/money';
import { describe, expect, it } from 'vitest';
import { addDays, calendarBounds, defaultStatementRange, toDay, WALLET_ORDER } from './filters';

describe('funding filters', () => {
  it('offer every wallet of the contract, once', () => {
    expect([...WALLET_ORDER].sort()).toEqual([...WALLETS].sort());
  });

  it('write days as YYYY-MM-DD from the calendar date', () => {
    expect(toDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(toDay(new Date(2026, 11, 31))).toBe('2026-12-31');
  });

  it('count days on the calendar', () => {
    expect(toDay(addDays(new Date(2026, 2, 1), -1))).toBe('2026-02-28');
    expect(toDay(addDays(new Date(2024, 1, 28), 1))).toBe('2024-02-29');
  });

  it('default the statement to the last 30 days, today included', () => {
    const [from, to] = defaultStatementRange(new Date(2026, 2, 15, 18, 30));
    expect([toDay(from), toDay(to)]).toEqual(['2026-02-14', '2026-03-15']);
  });

  it('let the calendar go back two years, up to today', () => {
    const { min, max } = calendarBounds(new Date(2026, 2, 15, 18, 30));
    expect([toDay(min), toDay(max)]).toEqual(['2024-03-01', '2026-03-15']);
  });
});

import { describe, expect, it } from 'vitest';
import { listTime } from './list-time';

describe('listTime', () => {
  const now = new Date(2026, 10, 24, 15, 0);

  it('shows the time of day for a message of today', () => {
    expect(listTime(new Date(2026, 10, 24, 9, 5).toISOString(), 'en', now)).toBe('09:05 AM');
  });

  it('shows the date for an older message', () => {
    expect(listTime(new Date(2026, 10, 23, 23, 59).toISOString(), 'en', now)).toBe('Nov 23, 2026');
  });

  it('leaves a time it cannot read as it came', () => {
    expect(listTime('soon', 'en', now)).toBe('soon');
  });
});

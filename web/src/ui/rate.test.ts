import { describe, expect, it } from 'vitest';
import { formatRate } from './rate';

describe('formatRate', () => {
  it('shows the API decimal as a percentage, every decimal kept', () => {
    expect(formatRate('0.0015', 'en')).toBe('0.15%');
    expect(formatRate('0.000274', 'en')).toBe('0.0274%');
    expect(formatRate('5.475', 'en')).toBe('547.5%');
    expect(formatRate('0.4512', 'en')).toBe('45.12%');
    expect(formatRate('0', 'en')).toBe('0%');
    // Exact where a float is not: 0.000001 × 100 and 1.000007 × 100 are off by a hair in binary.
    expect(formatRate('0.000001', 'en')).toBe('0.0001%');
    expect(formatRate('1.000007', 'en')).toBe('100.0007%');
  });

  it('writes the percentage in the locale', () => {
    expect(formatRate('0.0015', 'de-DE')).toBe('0,15\u00a0%');
    expect(formatRate('0.0015', 'ar-EG')).toMatch(/١٥/);
  });

  it('leaves a malformed rate as it came', () => {
    expect(formatRate('n/a', 'en')).toBe('n/a');
  });
});

import { describe, expect, it } from 'vitest';
import { formatRate, formatRateShort } from './rate';

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

describe('formatRateShort', () => {
  it('shows two decimals of a percent, always, outside the terms', () => {
    expect(formatRateShort('0.079935', 'en')).toBe('7.99%');
    expect(formatRateShort('0.4512', 'en')).toBe('45.12%');
    expect(formatRateShort('0.365', 'en')).toBe('36.50%');
    expect(formatRateShort('0.015', 'en')).toBe('1.50%');
    expect(formatRateShort('0', 'en')).toBe('0.00%');
  });

  it('rounds the exact figure half to even, as the money math does', () => {
    expect(formatRateShort('0.079951', 'en')).toBe('8.00%');
    expect(formatRateShort('0.000150', 'en')).toBe('0.02%'); // 0.015 % → even 0.02
    expect(formatRateShort('0.000250', 'en')).toBe('0.02%'); // 0.025 % → even 0.02
    expect(formatRateShort('0.000251', 'en')).toBe('0.03%');
    expect(formatRateShort('0.000049', 'en')).toBe('0.00%');
    expect(formatRateShort('1.000007', 'en')).toBe('100.00%');
  });

  it('writes the percentage in the locale and leaves a malformed rate as it came', () => {
    expect(formatRateShort('0.079935', 'de-DE')).toBe('7,99\u00a0%');
    expect(formatRateShort('n/a', 'en')).toBe('n/a');
  });

  it('leaves the exact figure to formatRate', () => {
    expect(formatRate('0.079935', 'en')).toBe('7.9935%');
  });
});

import { describe, expect, it } from 'vitest';
import { formatMoney, formatRate } from './format';

describe('formatMoney', () => {
  it('groups the whole part and keeps every decimal of the exponent', () => {
    expect(formatMoney(1234567, 2, 'USD')).toBe('12,345.67 USD');
    expect(formatMoney(1234560, 2, 'USD')).toBe('12,345.60 USD');
    expect(formatMoney(5, 2, 'USD')).toBe('0.05 USD');
    expect(formatMoney(-1234567, 2, 'USD')).toBe('-12,345.67 USD');
    expect(formatMoney(1234567, 0, 'JPY')).toBe('1,234,567 JPY');
    expect(formatMoney(1_000_000_000_000, 2, '')).toBe('10,000,000,000.00');
  });
});

describe('formatRate', () => {
  it('moves the decimal point in the text, never through a float', () => {
    expect(formatRate('0.079935')).toBe('7.9935 %');
    expect(formatRate('0.015')).toBe('1.5 %');
    expect(formatRate('1.2')).toBe('120 %');
    expect(formatRate('n/a')).toBe('n/a %');
  });
});

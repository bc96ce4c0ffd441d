import { describe, expect, it } from 'vitest';
import { currencyLabel, formatMoney } from './money-format';

describe('formatMoney', () => {
  it('formats minor units in the currency of the locale', () => {
    expect(formatMoney(12345, 2, 'USD', 'en')).toBe('$123.45');
    expect(formatMoney(0, 2, 'USD', 'en')).toBe('$0.00');
    expect(formatMoney(5, 2, 'USD', 'en')).toBe('$0.05');
    expect(formatMoney(123456789, 2, 'USD', 'en')).toBe('$1,234,567.89');
    expect(formatMoney(12345, 2, 'USD', 'de-DE')).toBe('123,45\u00a0$');
    expect(formatMoney(12345, 2, 'USD', 'ar-EG')).toContain('١٢٣٫٤٥');
  });

  it('isolates the currency in right-to-left formats, so "US$" does not read "$US"', () => {
    expect(formatMoney(12345, 2, 'USD', 'ar-EG')).toContain('\u2068US$\u2069');
    expect(formatMoney(12345, 2, 'USD', 'en')).not.toMatch(/[\u2068\u2069]/);
  });

  it('keeps the sign of negative amounts, also below one unit', () => {
    expect(formatMoney(-12345, 2, 'USD', 'en')).toBe('-$123.45');
    expect(formatMoney(-5, 2, 'USD', 'en')).toBe('-$0.05');
    expect(formatMoney(-100, 2, 'USD', 'en')).toBe('-$1.00');
  });

  it('signs positive amounts on request, and never zero', () => {
    expect(formatMoney(12345, 2, 'USD', 'en', { signed: true })).toBe('+$123.45');
    expect(formatMoney(7, 2, 'USD', 'en', { signed: true })).toBe('+$0.07');
    expect(formatMoney(-7, 2, 'USD', 'en', { signed: true })).toBe('-$0.07');
    expect(formatMoney(0, 2, 'USD', 'en', { signed: true })).toBe('$0.00');
  });

  it('handles exponent 0 and other exponents', () => {
    expect(formatMoney(12345, 0, 'JPY', 'en')).toBe('¥12,345');
    expect(formatMoney(-12345, 0, 'USD', 'en')).toBe('-$12,345');
    expect(formatMoney(12345, 3, 'KWD', 'en')).toBe('KWD\u00a012.345');
  });

  it('is exact where floating point is not', () => {
    // 90071992547409.91 has no exact double; dividing by 100 would print ...409.9 or ...409.92.
    expect(formatMoney(Number.MAX_SAFE_INTEGER, 2, 'USD', 'en')).toBe('$90,071,992,547,409.91');
    expect(formatMoney(1_000_000_000_000, 2, 'USD', 'en')).toBe('$10,000,000,000.00');
    expect(formatMoney(29, 2, 'USD', 'en')).toBe('$0.29');
  });

  it('writes a code Intl does not accept after the amount', () => {
    expect(formatMoney(12345, 2, 'points', 'en')).toBe('123.45 points');
  });

  it("leaves the currency out when asked for the bare figure, digits and separators still the locale's", () => {
    expect(formatMoney(1_234_567_890, 2, 'USD', 'en', { bare: true })).toBe('12,345,678.90');
    expect(formatMoney(1_234_567_890, 2, 'USD', 'de-DE', { bare: true })).toBe('12.345.678,90');
    expect(formatMoney(1_234_567_890, 2, 'USD', 'ar-EG', { bare: true })).toBe('١٢٬٣٤٥٬٦٧٨٫٩٠');
    expect(formatMoney(5, 2, 'USD', 'en', { bare: true })).toBe('0.05');
    expect(formatMoney(12345, 2, 'points', 'en', { bare: true })).toBe('123.45');
  });
});

describe('currencyLabel', () => {
  it('names the currency as the locale writes it in amounts, or the code Intl does not accept', () => {
    expect(currencyLabel('USD', 'en')).toBe('$');
    expect(currencyLabel('USD', 'ar-EG')).toBe('US$');
    expect(currencyLabel('USD', 'pl-PL')).toBe('USD');
    expect(currencyLabel('points', 'en')).toBe('points');
  });
});

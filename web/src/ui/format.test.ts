import { describe, expect, it } from 'vitest';
import { changeLanguage, initI18n } from '../i18n';
import en from '../i18n/locales/en.json';
import { type CompactUnitKey, compact, formatCompact, formatMoney, formatNumber, maskPhone } from './format';

const english = (key: CompactUnitKey) => en.units[key];
/** The East Asian scale, as a Chinese translation fills the same keys. */
const chinese = (key: CompactUnitKey) =>
  ({ thousand: '', tenThousand: '{n}万', million: '', hundredMillion: '{n}亿', trillion: '{n}万亿' })[key];

describe('formatCompact', () => {
  it('uses the units of the English locale file', () => {
    expect(formatCompact(999, english)).toBe('999');
    expect(formatCompact(1000, english)).toBe('1K');
    expect(formatCompact(12_345, english)).toBe('12.35K');
    expect(formatCompact(2_500_000, english)).toBe('2.5M');
    expect(formatCompact(3_000_000_000, english)).toBe('3,000M');
    expect(formatCompact(1.5e12, english)).toBe('1.5T');
    expect(formatCompact(-12_000, english)).toBe('-12K');
  });

  it('skips the units a locale leaves empty (ten thousand, hundred million)', () => {
    expect(formatCompact(9_999, chinese, 'zh-Hans')).toBe('9,999');
    expect(formatCompact(12_345, chinese, 'zh-Hans')).toBe('1.23万');
    expect(formatCompact(250_000_000, chinese, 'zh-Hans')).toBe('2.5亿');
    expect(formatCompact(2e12, chinese, 'zh-Hans')).toBe('2万亿');
  });

  it('formats the number in the locale', () => {
    expect(formatCompact(1_234_500, english, 'de-DE')).toBe('1,23M');
  });

  it('honours the digits', () => {
    expect(formatCompact(12_345, english, 'en', 0)).toBe('12K');
  });
});

describe('compact', () => {
  it('follows the current language', async () => {
    await initI18n('en');
    expect(compact(12_345)).toBe('12.35K');
    await changeLanguage('zh-Hans');
    expect(compact(12_345)).toBe('1.23万');
    await changeLanguage('en');
  });
});

describe('maskPhone', () => {
  it('hides the middle digits and keeps the area code', () => {
    expect(maskPhone('5551234567', '1')).toBe('+1 555***4567');
    expect(maskPhone('13812345678', '86')).toBe('+86 138****5678');
    expect(maskPhone('1234567')).toBe('123**67');
    expect(maskPhone('12345')).toBe('1**45');
    expect(maskPhone('1234')).toBe('1234');
  });
});

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
});

describe('formatNumber', () => {
  it('writes counts in the digits and grouping of the language', () => {
    expect(formatNumber(12_840, 'en')).toBe('12,840');
    expect(formatNumber(12_840, 'de-DE')).toBe('12.840');
    expect(formatNumber(8.4, 'ar-EG')).toBe('٨٫٤');
  });
});

import { describe, expect, it } from 'vitest';
import { changeLanguage, initI18n } from '../i18n';
import en from '../i18n/locales/en.json';
import { type CompactUnitKey, compact, formatCompact, formatDay, formatNumber, maskPhone } from './format';

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

describe('formatNumber', () => {
  it('writes counts in the digits and grouping of the language', () => {
    expect(formatNumber(12_840, 'en')).toBe('12,840');
    expect(formatNumber(12_840, 'de-DE')).toBe('12.840');
    expect(formatNumber(8.4, 'ar-EG')).toBe('٨٫٤');
  });
});

describe('formatDay', () => {
  it('writes a UTC day as that day in any time zone', () => {
    expect(formatDay('2026-11-20', 'en')).toBe('Nov 20, 2026');
    expect(formatDay('2026-01-01', 'en')).toBe('Jan 1, 2026');
    expect(formatDay('not a day', 'en')).toBe('not a day');
  });
});

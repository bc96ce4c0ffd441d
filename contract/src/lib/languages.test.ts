import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, matchLanguage, negotiateLanguage } from './languages';

describe('languages', () => {
  it('has the 16 languages of the specification', () => {
    expect(LANGUAGE_CODES).toHaveLength(16);
  });

  it.each([
    ['ar-EG', 'ar-EG'],
    ['ar', 'ar-EG'],
    ['de', 'de-DE'],
    ['zh-CN', 'zh-Hans'],
    ['zh-TW', 'zh-Hant'],
    ['zh-Hant-HK', 'zh-Hant'],
    ['pt-BR', 'pt-PT'],
    ['en-PH', 'en-PH'],
    ['en-US', 'en'],
    ['ja', 'ja-JP'],
  ])('matches %s to %s', (tag, expected) => {
    expect(matchLanguage(tag)).toBe(expected);
  });

  it('leaves unsupported languages unmatched', () => {
    expect(matchLanguage('sw')).toBeUndefined();
  });

  it('negotiates Accept-Language by quality and falls back to English', () => {
    expect(negotiateLanguage('sw, fr;q=0.5, de;q=0.8')).toBe('de-DE');
    expect(negotiateLanguage('sw')).toBe('en');
    expect(negotiateLanguage(undefined)).toBe('en');
    expect(negotiateLanguage('ko-KR;q=0')).toBe('en');
  });
});

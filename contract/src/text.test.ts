import { describe, expect, it } from 'vitest';
import { ROW_ID_MAX, ZId, ZIdText } from './ids';
import { NEVER_IN_TEXT, ZMultiLineText, ZSingleLineText } from './text';

const ok = (schema: { safeParse: (v: unknown) => { success: boolean } }, value: unknown) =>
  schema.safeParse(value).success;

describe('the text rule', () => {
  it('takes any script, emoji and the bidi marks Arabic needs in both kinds of field', () => {
    for (const text of [
      'Ada Lovelace',
      'اللقطة الطويلة',
      '電影俱樂部',
      'Zoë 🎬',
      'abc\u200f123',
      'x\u061cy',
      'a\u00a0b',
    ]) {
      expect(ok(ZSingleLineText, text)).toBe(true);
      expect(ok(ZMultiLineText, text)).toBe(true);
    }
  });

  it('refuses NUL, other control characters, DEL, C1 and bidi overrides, embeddings and isolates everywhere', () => {
    const bad = ['\u0000', '\u0001', '\u001b', '\u007f', '\u0085', '\u009f', '\r'];
    const bidi = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'];
    for (const c of [...bad, ...bidi]) {
      expect(ok(ZSingleLineText, `a${c}b`)).toBe(false);
      expect(ok(ZMultiLineText, `a${c}b`)).toBe(false);
    }
    for (const c of ['\u0000', ...bidi]) expect(NEVER_IN_TEXT.test(`a${c}b`)).toBe(true);
    expect(NEVER_IN_TEXT.test('a\r\n\tb\u0007')).toBe(false);
  });

  it('keeps LF and TAB in multi-line text only, and refuses every line break in one line', () => {
    for (const c of ['\n', '\t', '\r\n', '\u2028', '\u2029'])
      expect(ok(ZSingleLineText, `a${c}b`)).toBe(false);
    expect(ok(ZMultiLineText, 'one\n\ttwo')).toBe(true);
    expect(ok(ZMultiLineText, 'one\r\ntwo')).toBe(false);
  });

  it('checks before trimming, so a trailing line break is refused rather than cut', () => {
    expect(ok(ZSingleLineText.trim(), 'Ada\n')).toBe(false);
    expect(ZSingleLineText.trim().parse('  Ada ')).toBe('Ada');
  });
});

describe('ids', () => {
  it('stop at PostgreSQL integer, in bodies and in query strings', () => {
    expect(ok(ZId, ROW_ID_MAX)).toBe(true);
    expect(ok(ZId, ROW_ID_MAX + 1)).toBe(false);
    expect(ok(ZId, 0)).toBe(false);
    expect(ok(ZId, 1.5)).toBe(false);
    expect(ZIdText.parse('42')).toBe(42);
    expect(ok(ZIdText, '2147483648')).toBe(false);
    expect(ok(ZIdText, '9223372036854775808')).toBe(false);
  });
});

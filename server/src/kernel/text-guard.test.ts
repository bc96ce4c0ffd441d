import { describe, expect, it } from 'vitest';
import { findNeverText } from './text-guard';

describe('findNeverText', () => {
  it('names the first string holding NUL or a bidi override by its path, as a schema would', () => {
    expect(findNeverText({ nickName: 'Ada\u0000' }, 'body')).toBe('nickName');
    expect(findNeverText({ texts: { en: { title: 'ok', body: 'x\u202ey' } } }, 'body')).toBe('texts.en.body');
    expect(findNeverText({ stills: ['a', 'b\u2066'] }, 'body')).toBe('stills.1');
    expect(findNeverText({ a: '\u0000', b: '\u0000' }, 'body')).toBe('a');
    expect(findNeverText('\u0000', 'body')).toBe('body');
  });

  it('names the object holding a bad key', () => {
    expect(findNeverText({ values: { 'site\u0000Name': 'x' } }, 'body')).toBe('values');
    expect(findNeverText({ 'a\u202e': 1 }, 'query')).toBe('query');
  });

  it('passes everything else, control characters and line breaks included (the schemas judge those)', () => {
    expect(
      findNeverText({ a: 'one\r\ntwo\t\u0007', b: [1, true, null], c: 'اللقطة\u200f' }, 'body'),
    ).toBeUndefined();
    expect(findNeverText(undefined, 'body')).toBeUndefined();
    expect(findNeverText(null, 'body')).toBeUndefined();
  });

  it('walks a deeply nested body without overflowing the stack', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 200_000; i += 1) deep = [deep];
    expect(findNeverText(deep, 'body')).toBe(Array(200_000).fill('0').join('.'));
  });
});

import { ZAnnouncementAddBody } from '@club/contract';
import { describe, expect, it } from 'vitest';
import { textProblem } from '../../ui/use-text-rule';
import { BODY_MAX, TITLE_MAX, toBody } from './announcement-values';

/** What the language grid checks an English title and body against (both required, the body multi-line). */
const TITLE_BOUNDS = { max: TITLE_MAX, multiLine: false, required: true };
const BODY_BOUNDS = { max: BODY_MAX, multiLine: true, required: true };

describe('toBody', () => {
  it('sends only the audience’s own id and the languages written, trimmed, as the contract takes it', () => {
    const texts = {
      en: { title: '  Premiere night ', body: '\nDoors open at 7.\nBring a friend.\n  ' },
      'de-DE': { title: ' Premierenabend', body: '' },
      fr: { title: ' ', body: undefined },
    };
    const all = toBody({ audience: 'all', levelId: 3, userId: 9, texts });
    const level = toBody({ audience: 'level', levelId: 3, userId: 9, texts });
    const member = toBody({ audience: 'member', levelId: 3, userId: 9, texts });
    expect(all).toEqual({
      audience: 'all',
      texts: {
        en: { title: 'Premiere night', body: 'Doors open at 7.\nBring a friend.' },
        'de-DE': { title: 'Premierenabend', body: '' },
      },
    });
    expect(level).toMatchObject({ audience: 'level', levelId: 3 });
    expect(level).not.toHaveProperty('userId');
    expect(member).toMatchObject({ audience: 'member', userId: 9 });
    expect(member).not.toHaveProperty('levelId');
    for (const body of [all, level, member]) expect(ZAnnouncementAddBody.safeParse(body).success).toBe(true);
  });
});

describe('textProblem', () => {
  it('takes the contract’s bounds', () => {
    expect(TITLE_MAX).toBe(100);
    expect(BODY_MAX).toBe(2000);
  });

  it('needs text once trimmed', () => {
    expect(textProblem(undefined, TITLE_BOUNDS)).toBe('required');
    expect(textProblem(' \n ', BODY_BOUNDS)).toBe('required');
    expect(textProblem('Hello', TITLE_BOUNDS)).toBeNull();
  });

  it('counts length as the server does: an emoji is two', () => {
    expect(textProblem('a'.repeat(TITLE_MAX), TITLE_BOUNDS)).toBeNull();
    expect(textProblem('a'.repeat(TITLE_MAX + 1), TITLE_BOUNDS)).toBe('tooLong');
    expect(textProblem('🎬'.repeat(TITLE_MAX / 2 + 1), TITLE_BOUNDS)).toBe('tooLong');
    expect(textProblem(`  ${'a'.repeat(BODY_MAX)}  `, BODY_BOUNDS)).toBeNull();
  });

  it('keeps line breaks in the body only, and refuses bidi overrides in both', () => {
    expect(textProblem('one\ntwo', TITLE_BOUNDS)).toBe('characters');
    expect(textProblem('one\ntwo\tthree', BODY_BOUNDS)).toBeNull();
    expect(textProblem('one\r\ntwo', BODY_BOUNDS)).toBe('characters');
    expect(textProblem('abc\u202edef', TITLE_BOUNDS)).toBe('characters');
    expect(textProblem('abc\u202edef', BODY_BOUNDS)).toBe('characters');
    expect(textProblem('مرحبا\u200f!', TITLE_BOUNDS)).toBeNull();
  });
});

import { ZAnnouncementAddBody } from '@club/contract';
import { describe, expect, it } from 'vitest';
import { BODY_MAX, TITLE_MAX, textProblem, toBody } from './announcement-values';

describe('toBody', () => {
  it('sends only the audience’s own id, with the texts trimmed, as the contract takes it', () => {
    const texts = { title: '  Premiere night ', body: '\nDoors open at 7.\nBring a friend.\n  ' };
    const all = toBody({ audience: 'all', levelId: 3, userId: 9, ...texts });
    const level = toBody({ audience: 'level', levelId: 3, userId: 9, ...texts });
    const member = toBody({ audience: 'member', levelId: 3, userId: 9, ...texts });
    expect(all).toEqual({
      audience: 'all',
      title: 'Premiere night',
      body: 'Doors open at 7.\nBring a friend.',
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
    expect(textProblem(undefined, 'title')).toBe('required');
    expect(textProblem(' \n ', 'body')).toBe('required');
    expect(textProblem('Hello', 'title')).toBeNull();
  });

  it('counts length as the server does: an emoji is two', () => {
    expect(textProblem('a'.repeat(TITLE_MAX), 'title')).toBeNull();
    expect(textProblem('a'.repeat(TITLE_MAX + 1), 'title')).toBe('tooLong');
    expect(textProblem('🎬'.repeat(TITLE_MAX / 2 + 1), 'title')).toBe('tooLong');
    expect(textProblem(`  ${'a'.repeat(BODY_MAX)}  `, 'body')).toBeNull();
  });

  it('keeps line breaks in the body only, and refuses bidi overrides in both', () => {
    expect(textProblem('one\ntwo', 'title')).toBe('characters');
    expect(textProblem('one\ntwo\tthree', 'body')).toBeNull();
    expect(textProblem('one\r\ntwo', 'body')).toBe('characters');
    expect(textProblem('abc\u202edef', 'title')).toBe('characters');
    expect(textProblem('abc\u202edef', 'body')).toBe('characters');
    expect(textProblem('مرحبا\u200f!', 'title')).toBeNull();
  });
});

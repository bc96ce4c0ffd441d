import { describe, expect, it } from 'vitest';
import { grants } from './permissions';

describe('permission keys', () => {
  it.each([
    [['*'], 'base:dev:clock', true],
    [['base:dev:clock'], 'base:dev:clock', true],
    [['base:*:*'], 'base:dev:clock', true],
    [['base:dev:*'], 'base:sys:clock', false],
    [['member:user:read'], 'base:dev:clock', false],
    [['base:dev'], 'base:dev:clock', false],
    [[], 'base:dev:clock', false],
  ])('%j grants %s: %s', (keys, required, expected) => {
    expect(grants(keys, required)).toBe(expected);
  });
});

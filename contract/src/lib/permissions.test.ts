import { describe, expect, it } from 'vitest';
import { covers, grants } from './permissions';

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

  it.each([
    [['*'], '*', true],
    [['*:*:*'], '*', true],
    [['*'], 'cms:*:*', true],
    [['cms:*:*'], 'cms:*:*', true],
    [['cms:*:*'], 'cms:content:*', true],
    [['cms:*:*'], 'cms:*:read', true],
    [['cms:*:*'], 'cms:content:read', true],
    [['*:*:read'], 'cms:*:read', true],
    [['cms:*:read', 'cms:*:add'], 'cms:content:read', true],
    // A wildcard needs one key at least as wide: narrower keys, even together, do not cover it.
    [['cms:*:*', 'base:*:*'], '*', false],
    [['cms:*:*'], '*:*:*', false],
    [['cms:content:*'], 'cms:*:*', false],
    [['cms:content:read', 'cms:page:read'], 'cms:*:read', false],
    [['*:*:read'], 'cms:*:*', false],
    [['base:role:add'], 'base:role:*', false],
    [[], 'cms:content:read', false],
  ])('%j covers %s: %s', (keys, key, expected) => {
    expect(covers(keys, key)).toBe(expected);
  });
});

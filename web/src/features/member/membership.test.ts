import type { TMemberLevel, TMembershipCheck } from '@club/contract';
import { describe, expect, it } from 'vitest';
import { depositState, groupRights, membershipActions, priceOf, svipLevels, vipLevelFor } from './membership';

const none: TMembershipCheck = {
  status: 'none',
  levelId: null,
  activatedAt: null,
  expiresAt: null,
  deposit: 0,
  depositReturned: false,
  depositReturnedAt: null,
  depositReturnDueAt: null,
  renewable: false,
  renewableFrom: null,
  svipLevel: 0,
};

const active: TMembershipCheck = {
  ...none,
  status: 'active',
  levelId: 1,
  activatedAt: '2026-01-01T00:00:00.000Z',
  expiresAt: '2027-01-01T00:00:00.000Z',
  deposit: 10_000,
  depositReturnDueAt: '2027-01-31T00:00:00.000Z',
  renewableFrom: '2026-12-02T00:00:00.000Z',
};

const level = (over: Partial<TMemberLevel>): TMemberLevel => ({
  id: 1,
  kind: 'vip',
  level: 1,
  name: 'VIP',
  deposit: 10_000,
  fee: 500,
  durationDays: 365,
  threshold: 0,
  bonus: 0,
  privileges: [],
  ...over,
});

describe('membership actions (PRODUCT spec §6)', () => {
  it('offers activation to a non-member and after a cancellation, never cancel', () => {
    expect(membershipActions(none)).toEqual({ pay: 'activate', cancel: false });
    const cancelled = { ...active, status: 'cancelled' as const, depositReturned: true };
    expect(membershipActions(cancelled)).toEqual({ pay: 'activate', cancel: false });
  });

  it('offers nothing to pay for while active outside the renewal window, but cancel', () => {
    expect(membershipActions(active)).toEqual({ pay: null, cancel: true });
  });

  it('offers renewal inside the window, active or expired, with cancel while the deposit is held', () => {
    expect(membershipActions({ ...active, renewable: true })).toEqual({ pay: 'renew', cancel: true });
    const expired = { ...active, status: 'expired' as const, renewable: true };
    expect(membershipActions(expired)).toEqual({ pay: 'renew', cancel: true });
  });

  it('offers a new activation once an expired membership gave its deposit back', () => {
    const returned = { ...active, status: 'expired' as const, depositReturned: true };
    expect(membershipActions(returned)).toEqual({ pay: 'activate', cancel: false });
  });
});

describe('deposit state', () => {
  it('is none without a membership, held until returned', () => {
    expect(depositState(none)).toBe('none');
    expect(depositState(active)).toBe('held');
    expect(depositState({ ...active, status: 'cancelled', depositReturned: true })).toBe('returned');
  });
});

describe('levels and price', () => {
  const levels = [
    level({ id: 7, kind: 'svip', level: 2, name: 'SVIP2' }),
    level({ id: 6, kind: 'svip', level: 1, name: 'SVIP1' }),
    level({ id: 3, level: 2, name: 'VIP2' }),
    level({ id: 1 }),
  ];

  it('renews the member’s own level, else offers the lowest VIP level', () => {
    expect(vipLevelFor(levels, { ...active, levelId: 3 })?.id).toBe(3);
    expect(vipLevelFor(levels, none)?.id).toBe(1);
    expect(vipLevelFor([], none)).toBeUndefined();
  });

  it('lists SVIP levels in order', () => {
    expect(svipLevels(levels).map((l) => l.name)).toEqual(['SVIP1', 'SVIP2']);
  });

  it('charges deposit + fee to activate and the fee alone to renew', () => {
    expect(priceOf(level({}), 'activate')).toBe(10_500);
    expect(priceOf(level({}), 'renew')).toBe(500);
  });
});

describe('groupRights', () => {
  it('groups by level, VIP first then SVIP by number, keeping the order inside a level', () => {
    const right = (key: string) => ({ key, label: key, value: null, state: 'locked' as const });
    const groups = groupRights([
      right('svip10.a'),
      right('svip2.a'),
      right('vip1.invest'),
      right('svip2.b'),
      right('vip1.chat'),
      right('odd'),
    ]);
    expect(groups.map((g) => g.id)).toEqual(['vip1', 'svip2', 'svip10']);
    expect(groups[0].rights.map((r) => r.key)).toEqual(['vip1.invest', 'vip1.chat']);
    expect(groups[1]).toMatchObject({ kind: 'svip', level: 2 });
  });
});

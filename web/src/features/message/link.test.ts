import { describe, expect, it } from 'vitest';
import { paths } from '../../shared/paths';
import { linkPath } from './link';

describe('linkPath', () => {
  it('opens the object a message names', () => {
    expect(linkPath({ to: 'recharge', id: 7 })).toBe(`${paths.rechargePay}?orderId=7`);
    expect(linkPath({ to: 'investment', id: 3 })).toBe(`${paths.shareholdingDetails}?id=3`);
    expect(linkPath({ to: 'project', id: 5 })).toBe(`${paths.projectDetail}?id=5`);
  });

  it('opens the screen of the kind when there is no object, or nothing when one is needed', () => {
    expect(linkPath({ to: 'recharge', id: null })).toBe(paths.rechargeDetails);
    expect(linkPath({ to: 'withdraw', id: 9 })).toBe(paths.withdrawDetails);
    expect(linkPath({ to: 'bank', id: null })).toBe(paths.bankCard);
    expect(linkPath({ to: 'member', id: null })).toBe(paths.member);
    expect(linkPath({ to: 'investment', id: null })).toBe(paths.myInvest);
    expect(linkPath({ to: 'project', id: null })).toBeNull();
  });
});

import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n';
import { bindNavigator } from '../../shared/navigation';
import { paths } from '../../shared/paths';
import { couponFixture } from '../../test/coupons';
import { byTestId, click, render, stubApi, waitFor } from '../../test/render';
import CouponsPage from './coupons-page';

const navigate = vi.fn();
let unmount: (() => void) | undefined;
beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  navigate.mockReset();
  bindNavigator(navigate, { pathname: paths.lotteryCoupons, search: '' });
});
afterEach(() => {
  unmount?.();
  unmount = undefined;
  vi.unstubAllGlobals();
});

const byState = {
  usable: [
    couponFixture(3, { usageLimit: 2, used: 1 }),
    couponFixture(2, {
      kind: 'fixed',
      percent: null,
      amount: 2_000,
      maxDiscount: null,
      minOrder: 50_000,
      source: 'redeem',
    }),
  ],
  used: [couponFixture(1, { used: 1, state: 'used' })],
  expired: [couponFixture(4, { state: 'expired', expiresAt: '2026-10-01T10:00:00.000Z' })],
};

const within = (el: HTMLElement, id: string) => el.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const list = () => byTestId('coupon-list')[0];

describe('coupons', () => {
  it('shows the coupons of each tab with their terms, uses, expiry and source', async () => {
    const fetchMock = stubApi({
      '/app/lottery/coupons': (_, url) => {
        const state = url.searchParams.get('state') as keyof typeof byState;
        return { list: byState[state], pagination: { page: 1, size: 20, total: byState[state].length } };
      },
    });
    unmount = render(<CouponsPage />).unmount;
    const usable = await waitFor(() => byTestId('coupon').length === 2 && byTestId('coupon'));
    expect(usable.map((c) => within(c, 'coupon-terms')?.textContent)).toEqual([
      '10% off (max $50.00)',
      '$20.00 off, min. order $500.00',
    ]);
    expect(within(usable[0], 'coupon-uses')?.textContent).toBe('Used 1 of 2');
    expect(usable[0].textContent).toContain('Valid until Dec 20, 2026');
    expect(usable[0].textContent).toContain('From the lottery');
    expect(usable[1].textContent).toContain('From a redeem code');
    // A usable coupon leads to the projects, where the invest sheet applies it.
    click(within(usable[0], 'coupon-use') as HTMLElement);
    expect(navigate).toHaveBeenCalledWith(paths.hot, { replace: true });

    click(byTestId('coupon-tab-used')[0]);
    await waitFor(() => list()?.dataset.state === 'used' && byTestId('coupon').length === 1);
    expect(byTestId('coupon')[0].dataset.state).toBe('used');
    expect(byTestId('coupon-use')).toHaveLength(0);

    click(byTestId('coupon-tab-expired')[0]);
    await waitFor(() => list()?.dataset.state === 'expired' && byTestId('coupon').length === 1);
    expect(byTestId('coupon')[0].textContent).toContain('Expired on Oct 1, 2026');
    expect(byTestId('coupon-use')).toHaveLength(0);

    const asked = fetchMock.mock.calls
      .map(([url]) => new URL(String(url), 'http://x'))
      .filter((url) => url.pathname.endsWith('/coupons'))
      .map((url) => url.searchParams.get('state'));
    expect(asked).toEqual(['usable', 'used', 'expired']);
  });

  it('says what will appear in an empty tab', async () => {
    stubApi({ '/app/lottery/coupons': () => ({ list: [], pagination: { page: 1, size: 20, total: 0 } }) });
    unmount = render(<CouponsPage />).unmount;
    await waitFor(() => document.body.textContent?.includes('Coupons you win or redeem will appear here'));
  });
});

import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n';
import { couponFixture } from '../../test/coupons';
import { byTestId, render, stubApi, waitFor } from '../../test/render';
import { cashPrize, couponPrize, drawOf, nonePrize } from './lottery.fixtures';
import PrizesPage from './prizes-page';

let unmount: (() => void) | undefined;
beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  unmount?.();
  unmount = undefined;
  vi.unstubAllGlobals();
});

const within = (el: HTMLElement, id: string) => el.querySelector<HTMLElement>(`[data-testid="${id}"]`);

describe('my prizes', () => {
  it('lists each draw with its prize, its state and how it fell', async () => {
    stubApi({
      '/app/lottery/draws': (_, url) => ({
        list: [
          drawOf(4, cashPrize(1, 500), { state: 'unused', pending: true, randomValue: 5, totalWeight: 120 }),
          drawOf(3, couponPrize(2), { coupon: couponFixture(31), tableVersion: 3 }),
          drawOf(2, cashPrize(1, 500)),
          drawOf(1, nonePrize(3), { at: '2026-11-19T08:30:00.000Z' }),
        ],
        pagination: { page: Number(url.searchParams.get('page')), size: 20, total: 4 },
      }),
    });
    unmount = render(<PrizesPage />).unmount;
    const rows = await waitFor(() => byTestId('prize-record').length === 4 && byTestId('prize-record'));
    expect(rows.map((r) => within(r, 'prize-name')?.textContent)).toEqual([
      '$5.00',
      '$20.00 off, min. order $500.00',
      '$5.00',
      'Thanks for taking part',
    ]);
    expect(rows.map((r) => within(r, 'prize-state')?.textContent)).toEqual([
      'Unused',
      'Unused',
      'Used',
      'Not won',
    ]);
    expect(rows.map((r) => Boolean(within(r, 'prize-pending')))).toEqual([true, false, false, false]);
    expect(within(rows[0], 'prize-pending')?.textContent).toContain(
      "Waiting for the club's marketing budget",
    );
    expect(within(rows[0], 'prize-proof')?.textContent).toBe('Random value 5 of 120, table version 4');
    expect(within(rows[1], 'prize-proof')?.textContent).toBe('Random value 37 of 100, table version 3');
    expect(rows[3].textContent).toContain('Nov 19, 2026');
  });

  it('says what will appear before the first draw', async () => {
    stubApi({ '/app/lottery/draws': () => ({ list: [], pagination: { page: 1, size: 20, total: 0 } }) });
    const view = render(<PrizesPage />);
    unmount = view.unmount;
    await waitFor(() => view.container.textContent?.includes('The prizes you draw will appear here'));
  });
});

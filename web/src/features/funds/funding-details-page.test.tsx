import type { TAccountDetailLine } from '@club/contract';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n';
import { incomeOf } from '../../test/income';
import { byTestId, click, render, stubApi, waitFor } from '../../test/render';
import FundingDetailsPage from './funding-details-page';

const income = incomeOf({ income: 12_000, withdrawal: 12_000, available: 12_000, totalAssets: 12_000 });
const line = (id: number, extra: Partial<TAccountDetailLine>): TAccountDetailLine => ({
  id,
  type: 'DIVIDEND',
  typeLabel: 'Dividend',
  wallet: 'income',
  amount: 100,
  balanceAfter: 12_000,
  createdAt: '2026-11-20T12:00:00.000Z',
  reference: null,
  memo: null,
  level: null,
  ...extra,
});
const page = (list: TAccountDetailLine[]) => ({
  list,
  pagination: { page: 1, size: 20, total: list.length },
});
const types = [
  {
    type: 'DIVIDEND',
    label: 'Dividend',
    help: "Your share of a project's returns, paid in equal daily parts over its cycle.",
  },
  {
    type: 'INTEREST',
    label: 'Interest',
    help: 'Daily interest on the principal you still have in a project.',
  },
];

let unmount: (() => void) | undefined;
beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  unmount?.();
  unmount = undefined;
  vi.unstubAllGlobals();
});

describe('funding details', () => {
  it('explains every ledger type in a sheet from the header, and in the type chooser', async () => {
    stubApi({
      '/app/user/info/income': () => income,
      '/app/funds/reward/pending': () => ({ total: 0, list: [] }),
      '/app/funds/account/accountType': () => types,
      '/app/funds/account_detail/page': () =>
        page([line(1, {}), line(2, { type: 'INTEREST', typeLabel: 'Interest', wallet: 'work' })]),
    });
    unmount = render(<FundingDetailsPage />).unmount;
    await waitFor(() => byTestId('funding-line').length === 2);
    click(byTestId('funding-types-help')[0]);
    const legend = await waitFor(() => byTestId('funding-types-legend')[0]);
    const item = (type: string) => legend.querySelector<HTMLElement>(`[data-type="${type}"]`);
    expect(item('DIVIDEND')?.textContent).toBe(
      "DividendYour share of a project's returns, paid in equal daily parts over its cycle.",
    );
    expect(item('INTEREST')?.textContent).toBe(
      'InterestDaily interest on the principal you still have in a project.',
    );
    click(byTestId('funding-types-legend-close')[0]);

    click(byTestId('funding-type-filter')[0]);
    const interest = await waitFor(() => byTestId('funding-type-INTEREST')[0]);
    expect(interest.textContent).toContain('Daily interest on the principal you still have in a project.');
  });

  it('names each line’s wallet beside its balance until one wallet is chosen', async () => {
    const fetchMock = stubApi({
      '/app/user/info/income': () => income,
      '/app/funds/reward/pending': () => ({ total: 0, list: [] }),
      '/app/funds/account/accountType': () => types,
      '/app/funds/account_detail/page': (body) =>
        (body as { wallet?: string }).wallet === 'work'
          ? page([line(2, { wallet: 'work', balanceAfter: 300 })])
          : page([line(1, {}), line(2, { wallet: 'work', balanceAfter: 300 })]),
    });
    unmount = render(<FundingDetailsPage />).unmount;
    await waitFor(() => byTestId('funding-line').length === 2);
    expect(byTestId('funding-line-balance').map((el) => el.textContent)).toEqual([
      'Income wallet $120.00',
      'Work wallet $3.00',
    ]);
    click(byTestId('funding-wallet-work')[0]);
    await waitFor(() => byTestId('funding-line').length === 1);
    expect(fetchMock.mock.calls.some(([, init]) => String(init?.body).includes('"wallet":"work"'))).toBe(
      true,
    );
    expect(byTestId('funding-line-balance').map((el) => el.textContent)).toEqual(['Balance $3.00']);
  });
});

import type { TWithdrawOrder } from '@club/contract';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n';
import { incomeOf } from '../../test/income';
import { byTestId, render, stubApi, waitFor } from '../../test/render';
import WithdrawDetailsPage from './withdraw-details-page';

const income = incomeOf();
const order = (id: number, extra: Partial<TWithdrawOrder> = {}): TWithdrawOrder => ({
  id,
  channelName: 'Bank transfer',
  account: 'Film Bank •••• 1234',
  amount: 12_000,
  fee: 150,
  state: 'waiting',
  reason: null,
  createdAt: '2026-11-20T12:00:00.000Z',
  decidedAt: null,
  ...extra,
});
const page = (list: TWithdrawOrder[]) => ({ list, pagination: { page: 1, size: 20, total: list.length } });

let unmount: (() => void) | undefined;
beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  unmount?.();
  vi.unstubAllGlobals();
});

describe('withdrawal details (the shared order history)', () => {
  it('lists each order with its state, amount, fee and why it failed, in the wallet currency', async () => {
    stubApi({
      '/app/withdraw/withdraw/withdraw': () =>
        page([
          order(2, { state: 'failed', reason: 'Account closed', decidedAt: '2026-11-21T09:00:00.000Z' }),
          order(1),
        ]),
      '/app/user/info/income': () => income,
    });
    unmount = render(<WithdrawDetailsPage />).unmount;
    const lines = await waitFor(() => {
      const found = byTestId('withdraw-details-line');
      return found.length === 2 && found;
    });
    expect(lines.map((l) => l.dataset.state)).toEqual(['failed', 'waiting']);
    expect(lines[0].textContent).toContain('$120.00');
    expect(lines[0].textContent).toContain('Fee $1.50');
    expect(lines[0].textContent).toContain('Account closed');
    expect(lines[1].textContent).not.toContain('Account closed');
  });

  it('says so when there is no order yet', async () => {
    stubApi({
      '/app/withdraw/withdraw/withdraw': () => page([]),
      '/app/user/info/income': () => income,
    });
    const view = render(<WithdrawDetailsPage />);
    unmount = view.unmount;
    await waitFor(() => view.container.textContent?.includes('Your withdrawals will be listed here'));
    expect(byTestId('withdraw-details-line')).toHaveLength(0);
  });
});

import type { TWithdrawAccount } from '@club/contract';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n';
import { incomeOf } from '../../test/income';
import { byTestId, click, render, stubApi, waitFor } from '../../test/render';
import WithdrawPage from './withdraw-page';

const income = incomeOf({ recharge: 50_000, available: 50_000, totalAssets: 50_000 });
const card: TWithdrawAccount = {
  id: 7,
  kind: 'bank',
  status: 'verified',
  holderName: 'Lia Moreau',
  bankName: 'Harbor Bank',
  accountNumber: '****3322',
  address: null,
  rejectReason: null,
  createdAt: '2026-11-01T00:00:00.000Z',
};
const channel = {
  id: 1,
  code: 'bank',
  kind: 'bank',
  name: 'Bank transfer',
  minAmount: 1_000,
  maxAmount: 5_000_000,
  feeRate: '0',
  feeFixed: 0,
  feeDiscountPercent: 0,
};

let unmount: (() => void) | undefined;
beforeAll(async () => {
  await initI18n('en');
  // jsdom lays nothing out: the form scrolls the accounts into view when one must be chosen.
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  unmount?.();
  vi.unstubAllGlobals();
});

function page(quota: { used: number; limit: number }, check = vi.fn(), cards = [card]) {
  stubApi({
    '/app/withdraw/channel/channels': () => [channel],
    '/app/bank/card/list': () => cards,
    '/app/user/info/income': () => income,
    '/app/withdraw/withdraw/quota': () => quota,
    '/app/withdraw/withdraw/check': check,
  });
  unmount = render(<WithdrawPage />).unmount;
}

describe('withdraw: the daily limit', () => {
  it('says how many withdrawals the member made today', async () => {
    page({ used: 1, limit: 3 });
    const quota = await waitFor(() => byTestId('withdraw-quota')[0]);
    expect(quota.textContent).toBe('Withdrawals today: 1 of 3');
    expect(byTestId('withdraw-submit')[0].hasAttribute('disabled')).toBe(false);
  });

  it('tells a member who used them all before they fill the form, and does not send it', async () => {
    const check = vi.fn();
    page({ used: 3, limit: 3 }, check);
    const quota = await waitFor(() => byTestId('withdraw-quota')[0]);
    expect(quota.textContent).toBe(
      'You have made all 3 withdrawals allowed today. The next one can be made after 00:00 UTC.',
    );
    expect(quota.dataset.allUsed).toBe('true');
    const submit = byTestId('withdraw-submit')[0];
    expect(submit.hasAttribute('disabled')).toBe(true);
    click(submit);
    expect(check).not.toHaveBeenCalled();
  });

  it('says under the accounts that one must be chosen, instead of a toast', async () => {
    const check = vi.fn();
    page({ used: 0, limit: 3 }, check, []);
    const submit = await waitFor(() => byTestId('withdraw-submit')[0]);
    expect(byTestId('withdraw-account-problem')).toHaveLength(0);
    click(submit);
    const problem = await waitFor(() => byTestId('withdraw-account-problem')[0]);
    expect(problem.textContent).toBe('Please select withdrawal account');
    expect(check).not.toHaveBeenCalled();
  });
});

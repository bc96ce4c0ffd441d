import type { TRechargeOrder } from '@club/contract';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n';
import { incomeOf } from '../../test/income';
import { byTestId, render, stubApi, waitFor } from '../../test/render';
import RechargePayPage from './recharge-pay-page';

const income = incomeOf();
const bank: TRechargeOrder['instructions'] = {
  kind: 'bank',
  bankName: 'Harbour Bank',
  accountName: 'Film Club Ltd',
  accountNumber: '0011223344',
  reference: 'R-5',
};
const order = (over: Partial<TRechargeOrder>): TRechargeOrder => ({
  id: 5,
  channelId: 1,
  channelName: 'Bank transfer',
  amount: 10_000,
  state: 'waiting',
  reference: 'R-5',
  voucherUrl: null,
  voucher2Url: null,
  instructions: bank,
  failureReason: null,
  createdAt: new Date().toISOString(),
  expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
  ...over,
});

function show(o: TRechargeOrder) {
  stubApi({
    '/app/recharge/recharge/recharge': () => ({ list: [o], pagination: { page: 1, size: 50, total: 1 } }),
    '/app/recharge/recharge/sync_check': () => ({ id: o.id, state: o.state }),
    '/app/user/info/income': () => income,
  });
  unmount = render(<RechargePayPage query={{ orderId: String(o.id) }} />).unmount;
}

let unmount: (() => void) | undefined;
beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  unmount?.();
  vi.unstubAllGlobals();
});

describe('the payment page’s countdown', () => {
  it('asks a bank transfer for its voucher before the order expires', async () => {
    show(order({}));
    const countdown = await waitFor(() => byTestId('recharge-countdown')[0]);
    expect(countdown.textContent).toMatch(/^Transfer and upload the voucher within (29:5\d|30:00)$/);
  });

  it('asks a USDT order for the payment itself', async () => {
    show(
      order({
        instructions: { kind: 'usdt', network: 'TRC20', address: 'TXYZ', amount: '100.000123' },
      }),
    );
    const countdown = await waitFor(() => byTestId('recharge-countdown')[0]);
    expect(countdown.textContent).toMatch(/^Pay within (29:5\d|30:00)$/);
  });

  it('has no countdown once a voucher is in, since the order then waits for review and never expires', async () => {
    show(order({ voucherUrl: '/uploads/v.png' }));
    await waitFor(() => byTestId('recharge-state')[0]);
    expect(byTestId('recharge-countdown')).toHaveLength(0);
  });
});

// @vitest-environment jsdom
import type { TAdminRechargeOrder } from '@club/contract';
import { describe, expect, it } from 'vitest';
import {
  bodiesOf,
  buttonsByText,
  byTestId,
  click,
  pageTests,
  settle,
  stubApi,
  type,
  waitFor,
} from '../../test/render';
import RechargesPage from './recharges-page';

const bankOrder = (id: number, more: Partial<TAdminRechargeOrder> = {}): TAdminRechargeOrder => ({
  id,
  channelId: 1,
  channelName: 'Bank transfer',
  amount: 250_000,
  state: 'waiting',
  reference: `R00000000${id}`,
  voucherUrl: null,
  voucher2Url: null,
  instructions: {
    kind: 'bank',
    bankName: 'First Harbor Bank',
    accountName: 'Film Club',
    accountNumber: '0011223344',
    reference: `R00000000${id}`,
  },
  failureReason: null,
  createdAt: '2026-11-26T08:00:00.000Z',
  expiresAt: '2026-11-26T08:30:00.000Z',
  userId: 3,
  memberPhone: '+1 2025550100',
  bankReference: null,
  ...more,
});
const noVoucher = bankOrder(1);
const withVoucher = bankOrder(2, { voucherUrl: '/uploads/receipt.png?exp=1' });
const confirmed = bankOrder(3, { state: 'success', bankReference: 'FT24061-7781' });
const rejected = bankOrder(4, { state: 'failed', failureReason: 'No transfer received '.repeat(8).trim() });
const KEYS = ['recharge:order:read', 'recharge:order:confirm', 'recharge:order:reject'];
const list = [noVoucher, withVoucher, confirmed, rejected];

const row = (id: number) => document.querySelector<HTMLElement>(`tr[data-row-key="${id}"]`);
const confirmIn = (id: number) =>
  Array.from(row(id)?.querySelectorAll('button') ?? []).find((b) => b.textContent?.trim() === 'Confirm');
const modalOk = () => document.querySelector<HTMLButtonElement>('.ant-modal-footer .ant-btn-primary');
const referenceInput = () => byTestId('recharge-bank-reference')[0] as HTMLInputElement | undefined;

const mount = pageTests();

function open() {
  const api = stubApi(KEYS, {
    '/admin/recharge/order/page': () => ({ list, pagination: { page: 1, size: 20, total: list.length } }),
    '/admin/recharge/order/confirm': () => null,
  });
  mount(<RechargesPage />);
  return api;
}

// antd's first render of a table and a modal is slow in jsdom, slower still beside the other test files.
describe('recharge review', { timeout: 30_000 }, () => {
  it('opens on the review queue the dashboard counts', async () => {
    const api = open();
    await waitFor(() => bodiesOf(api, '/admin/recharge/order/page').length > 0);
    expect(bodiesOf(api, '/admin/recharge/order/page')[0]).toEqual({ page: 1, size: 20, toReview: true });
    expect(document.querySelector('[aria-label="State"]')?.closest('.ant-select')?.textContent).toContain(
      'To review',
    );
  });

  it('asks a bank transfer without a voucher for its bank reference, bounded and trimmed', async () => {
    const api = open();
    click(await waitFor(() => confirmIn(1)));
    await waitFor(referenceInput);
    expect(document.body.textContent).toContain('No voucher was sent');

    click(modalOk() as HTMLButtonElement);
    await waitFor(() => document.body.textContent?.includes('Enter the bank reference (4–64 characters)'));
    type(referenceInput() as HTMLInputElement, ' ab ');
    click(modalOk() as HTMLButtonElement);
    await settle();
    expect(document.body.textContent).toContain('Enter the bank reference (4–64 characters)');
    expect(bodiesOf(api, '/admin/recharge/order/confirm')).toEqual([]);

    type(referenceInput() as HTMLInputElement, '  FT24061-7781  ');
    click(modalOk() as HTMLButtonElement);
    await waitFor(() => bodiesOf(api, '/admin/recharge/order/confirm').length === 1);
    expect(bodiesOf(api, '/admin/recharge/order/confirm')[0]).toEqual({
      orderId: 1,
      bankReference: 'FT24061-7781',
    });
    // A confirmation moves money: it carries an Idempotency-Key.
    const [, init] = api.mock.calls.find(([url]) => String(url).endsWith('/order/confirm')) ?? [];
    expect(new Headers(init?.headers).get('Idempotency-Key')).toBeTruthy();
    await waitFor(() => !referenceInput());
  });

  it('leaves the reference optional when the member sent a voucher', async () => {
    const api = open();
    click(await waitFor(() => confirmIn(2)));
    await waitFor(referenceInput);
    expect(document.body.textContent).toContain('Optional: the transfer');
    click(modalOk() as HTMLButtonElement);
    await waitFor(() => bodiesOf(api, '/admin/recharge/order/confirm').length === 1);
    expect(bodiesOf(api, '/admin/recharge/order/confirm')[0]).toEqual({ orderId: 2 });
    // The message names what was done to what.
    await waitFor(() => document.body.textContent?.includes('Recharge #2 confirmed'));
  });

  it('shows the stored bank reference, and a long reason cut short under its state', async () => {
    open();
    await waitFor(() => row(4));
    expect(row(3)?.textContent).toContain('Bank: FT24061-7781');
    const reason = row(4)?.querySelector('.ant-typography-ellipsis');
    expect(reason?.textContent).toBe(rejected.failureReason);
    expect(buttonsByText('Confirm')).toHaveLength(2);
  });
});

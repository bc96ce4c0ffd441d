// @vitest-environment jsdom
import type { TAdminWithdrawOrder } from '@club/contract';
import { describe, expect, it } from 'vitest';
import { bodiesOf, byTestId, click, pageTests, settle, stubApi, type, waitFor } from '../../test/render';
import WithdrawalsPage from './withdrawals-page';

const order = (id: number, more: Partial<TAdminWithdrawOrder> = {}): TAdminWithdrawOrder => ({
  id,
  channelName: 'Bank transfer',
  account: 'Film Bank •••• 4321',
  amount: 20_000,
  fee: 0,
  state: 'waiting',
  reason: null,
  createdAt: '2026-11-26T08:00:00.000Z',
  decidedAt: null,
  userId: 3,
  memberPhone: '+1 2025550100',
  payTo: {
    id: 9,
    kind: 'bank',
    holderName: 'Ada Lovelace',
    bankName: 'Film Bank',
    accountNumber: '30004000037654321',
    address: null,
    status: 'verified',
    rejectReason: null,
    createdAt: '2026-11-20T08:00:00.000Z',
    userId: 3,
    memberPhone: '+1 2025550100',
    branch: null,
    iban: null,
    swift: null,
  },
  needsSecondKey: false,
  firstApprovedBy: null,
  firstApprovedAt: null,
  decidedBy: null,
  payoutReference: null,
  ...more,
});
const single = order(42);
const large = order(43, { amount: 150_000, needsSecondKey: true });
const paid = order(44, { state: 'success', payoutReference: 'FT-PAID-1', decidedBy: 'operator' });
const list = [single, large, paid];
const KEYS = ['withdraw:order:read', 'withdraw:order:approve', 'withdraw:order:reject'];

const row = (id: number) => document.querySelector<HTMLElement>(`tr[data-row-key="${id}"]`);
const buttonIn = (id: number, text: string) =>
  Array.from(row(id)?.querySelectorAll('button') ?? []).find((b) => b.textContent?.trim() === text);
const modalOk = () => document.querySelector<HTMLButtonElement>('.ant-modal-footer .ant-btn-primary');
const dialog = () => document.querySelector<HTMLElement>('.ant-modal');

const mount = pageTests();

function open(decided: { state: string; firstApprovedBy: string | null }) {
  const api = stubApi(KEYS, {
    '/admin/withdraw/order/page': () => ({ list, pagination: { page: 1, size: 20, total: list.length } }),
    '/admin/withdraw/order/approve': () => decided,
  });
  mount(<WithdrawalsPage />);
  return api;
}

describe('withdrawal review', { timeout: 30_000 }, () => {
  it('shows the account in full where it is approved, and asks for the payout reference', async () => {
    const api = open({ state: 'success', firstApprovedBy: null });
    click(await waitFor(() => buttonIn(42, 'Approve')));
    const form = await waitFor(() => dialog());
    expect(form.textContent).toContain('Approve withdrawal #42');
    expect(form.textContent).toContain('30004000037654321');
    expect(form.textContent).toContain('Ada Lovelace');

    click(modalOk() as HTMLButtonElement);
    await waitFor(() => form.textContent?.includes('Required'));
    await settle();
    expect(bodiesOf(api, '/admin/withdraw/order/approve')).toEqual([]);

    type(byTestId('withdrawal-payout-reference')[0] as HTMLInputElement, '  FT24332XK9 ');
    click(modalOk() as HTMLButtonElement);
    await waitFor(() => bodiesOf(api, '/admin/withdraw/order/approve').length === 1);
    expect(bodiesOf(api, '/admin/withdraw/order/approve')[0]).toEqual({
      id: 42,
      payoutReference: 'FT24332XK9',
    });
    await waitFor(() => document.body.textContent?.includes('Withdrawal #42 approved'));
  });

  it('asks no reference of the first of two approvals, which pays nothing', async () => {
    const api = open({ state: 'waiting', firstApprovedBy: 'root' });
    click(await waitFor(() => buttonIn(43, 'Approve')));
    const form = await waitFor(() => dialog());
    expect(form.textContent).toContain('It is paid out only once a second operator approves it too.');
    expect(byTestId('withdrawal-payout-reference')).toEqual([]);
    click(modalOk() as HTMLButtonElement);
    await waitFor(() => bodiesOf(api, '/admin/withdraw/order/approve').length === 1);
    expect(bodiesOf(api, '/admin/withdraw/order/approve')[0]).toEqual({ id: 43 });
    await waitFor(() =>
      document.body.textContent?.includes('Withdrawal #43 approved: it waits for a second operator'),
    );
  });

  it('shows the payout reference of a paid withdrawal', async () => {
    open({ state: 'success', firstApprovedBy: null });
    const shown = await waitFor(() => byTestId('withdrawal-payout-reference-44')[0]);
    expect(shown.textContent).toBe('Payout ref. FT-PAID-1');
  });
});

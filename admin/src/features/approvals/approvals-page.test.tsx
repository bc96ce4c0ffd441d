// @vitest-environment jsdom
import type { TApprovalItem } from '@club/contract';
import { describe, expect, it } from 'vitest';
import { bodiesOf, click, pageTests, settle, stubApi, type, waitFor } from '../../test/render';
import ApprovalsPage from './approvals-page';

const waiting = {
  state: 'waiting',
  decidedBy: null,
  decidedAt: null,
  reason: null,
  proposedAt: '2026-11-26T08:00:00.000Z',
} as const;
const credit: TApprovalItem = {
  ...waiting,
  id: 7,
  kind: 'funds-credit',
  amount: 250_000,
  proposedBy: 'ada',
  details: { userId: 3, memberPhone: '+1 2025550100', amount: 250_000, reason: 'Goodwill for the outage' },
};
const mine: TApprovalItem = {
  ...waiting,
  id: 8,
  kind: 'role-update',
  amount: null,
  proposedBy: 'root',
  details: {
    roleId: 4,
    roleName: 'Cashier',
    newName: null,
    before: ['withdraw:order:read'],
    after: ['withdraw:order:read', 'withdraw:order:approve'],
  },
};
const applied: TApprovalItem = {
  ...waiting,
  id: 9,
  kind: 'marketing-contribute',
  state: 'applied',
  amount: 100_000,
  proposedBy: 'ada',
  decidedBy: 'root',
  decidedAt: '2026-11-26T09:00:00.000Z',
  details: { amount: 100_000, source: 'Sponsor, Studio North', memo: null },
};
const newOperator: TApprovalItem = {
  ...waiting,
  id: 10,
  kind: 'operator-grant',
  amount: null,
  proposedBy: 'ada',
  details: {
    operatorId: 21,
    username: 'grace',
    roleId: 4,
    roleName: 'Cashier',
    newOperator: true,
    before: { roleId: 4, status: 'disabled' },
    gives: ['withdraw:order:approve'],
  },
};
const enabledAgain: TApprovalItem = {
  ...waiting,
  id: 11,
  kind: 'operator-grant',
  amount: null,
  proposedBy: 'ada',
  details: {
    operatorId: 5,
    username: 'bob',
    roleId: 4,
    roleName: 'Cashier',
    newOperator: false,
    before: { roleId: 2, status: 'disabled' },
    gives: ['withdraw:order:approve', 'funds:credit:internal'],
  },
};
const settings: TApprovalItem = {
  ...waiting,
  id: 12,
  kind: 'setting-update',
  amount: null,
  proposedBy: 'ada',
  details: {
    changes: [
      { key: 'fourEyesAmount', before: 100_000, after: 500_000, reset: false },
      {
        key: 'inviteRebateRates',
        before: ['0.2', '0.1', '0.05'],
        after: ['0.1', '0.05', '0.01'],
        reset: true,
      },
      { key: 'requireVerifiedCard', before: true, after: false, reset: false },
      { key: 'brandNewKey', before: null, after: { a: 1 }, reset: false },
    ],
  },
};
const factor: TApprovalItem = {
  ...waiting,
  id: 13,
  kind: 'factor-reset',
  amount: null,
  proposedBy: 'ada',
  details: { operatorId: 5, username: 'bob' },
};
const list = [credit, mine, applied, newOperator, enabledAgain, settings, factor];

const row = (id: number) => document.querySelector<HTMLElement>(`tr[data-row-key="${id}"]`);
const button = (id: number, text: string) =>
  Array.from(row(id)?.querySelectorAll('button') ?? []).find((b) => b.textContent?.trim() === text);

const mount = pageTests();

function open(keys = ['base:approval:read', 'funds:credit:internal', 'base:role:update']) {
  const api = stubApi(keys, {
    '/admin/base/approval/page': () => ({ list, pagination: { page: 1, size: 20, total: list.length } }),
    '/admin/funds/credit/approve': () => ({ requestId: 7, state: 'applied' }),
    '/admin/base/role/update/reject': () => ({ requestId: 8, state: 'rejected' }),
  });
  mount(<ApprovalsPage />);
  return api;
}

// antd's first render of a table and a modal is slow in jsdom, slower still beside the other test files.
describe('second approvals', { timeout: 30_000 }, () => {
  it('shows what each request does and who asked; the second key goes to the kind’s own route', async () => {
    const api = open();
    await waitFor(() => row(9));
    expect(row(7)?.textContent).toContain('Credit 2,500.00');
    expect(row(7)?.textContent).toContain('Goodwill for the outage');
    expect(row(7)?.textContent).toContain('ada');
    expect(row(8)?.textContent).toContain('withdraw:order:approve');
    expect(row(9)?.textContent).toContain('Approved by root');
    // Nobody approves their own request: only the refusal is offered, with why.
    expect(button(8, 'Approve')).toBeUndefined();
    expect(row(8)?.textContent).toContain('Your request: another operator must approve it');
    expect(button(9, 'Approve')).toBeUndefined();

    click(await waitFor(() => button(7, 'Approve')));
    const ok = await waitFor(() =>
      Array.from(document.querySelectorAll<HTMLButtonElement>('.ant-popconfirm button')).find(
        (b) => b.textContent?.trim() === 'Approve',
      ),
    );
    click(ok);
    await waitFor(() => bodiesOf(api, '/admin/funds/credit/approve').length === 1);
    expect(bodiesOf(api, '/admin/funds/credit/approve')[0]).toEqual({ id: 7 });
    await waitFor(() => document.body.textContent?.includes('Request #7 approved'));
    const [, init] = api.mock.calls.find(([url]) => String(url).endsWith('/credit/approve')) ?? [];
    expect(new Headers(init?.headers).get('Idempotency-Key')).toBe('approval-approve-7');
  });

  it('says what operator, setting and two-step sign-in requests do, each under its own key', async () => {
    open(['base:approval:read', 'base:operator:update', 'base:setting:update']);
    await waitFor(() => row(13));
    expect(row(10)?.textContent).toContain('Operator access');
    expect(row(10)?.textContent).toContain('New operator grace with the role Cashier');
    expect(row(10)?.querySelector('.ant-tag-green')?.textContent).toBe('withdraw:order:approve');
    expect(row(11)?.textContent).toContain('Give bob the role Cashier and enable them');
    expect(Array.from(row(11)?.querySelectorAll('.ant-tag-green') ?? []).map((t) => t.textContent)).toEqual([
      'withdraw:order:approve',
      'funds:credit:internal',
    ]);
    // Settings by their labels; amounts in the currency, lists as JSON, a reset says it goes back.
    const lines = Array.from(row(12)?.querySelectorAll('span[title]') ?? []).map((l) => l.textContent);
    expect(lines).toEqual([
      'Second approval from: 1,000.00 → 5,000.00',
      'Invitation rebates: ["0.2","0.1","0.05"] → back to the default ["0.1","0.05","0.01"]',
      'Verified bank card to invest: On → Off',
      'brandNewKey: Not set → {"a":1}',
    ]);
    expect(row(13)?.textContent).toContain('Remove bob’s two-step sign-in (lost phone)');
    // The operator kinds are decided under base:operator:*, settings under base:setting:update.
    expect(button(10, 'Approve')).toBeDefined();
    expect(button(12, 'Approve')).toBeDefined();
    expect(button(13, 'Approve')).toBeUndefined();
    expect(button(7, 'Approve')).toBeUndefined();
  });

  it('refuses with a reason, and offers nothing to a role without the kind’s key', async () => {
    const api = open(['base:approval:read', 'base:role:update']);
    await waitFor(() => row(8));
    expect(button(7, 'Reject')).toBeUndefined();
    click(await waitFor(() => button(8, 'Reject')));
    const reason = await waitFor(() => document.querySelector<HTMLTextAreaElement>('.ant-modal textarea'));
    type(reason as unknown as HTMLInputElement, 'Not this week');
    click(document.querySelector('.ant-modal-footer .ant-btn-primary') as HTMLButtonElement);
    await waitFor(() => bodiesOf(api, '/admin/base/role/update/reject').length === 1);
    expect(bodiesOf(api, '/admin/base/role/update/reject')[0]).toEqual({ id: 8, reason: 'Not this week' });
    await settle();
  });
});

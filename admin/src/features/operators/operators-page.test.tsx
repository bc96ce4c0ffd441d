// @vitest-environment jsdom
import type { TOperatorItem, TRoleItem } from '@club/contract';
import { describe, expect, it } from 'vitest';
import { bodiesOf, buttonsByText, click, pageTests, pick, stubApi, type, waitFor } from '../../test/render';
import OperatorsPage from './operators-page';

const bob: TOperatorItem = {
  id: 5,
  username: 'bob',
  displayName: null,
  roleId: 4,
  roleName: 'Cashier',
  status: 'disabled',
  secondFactor: true,
  createdAt: '2026-11-20T08:00:00.000Z',
};
const cashier: TRoleItem = {
  id: 4,
  name: 'Cashier',
  permissions: ['withdraw:order:approve'],
  operatorCount: 1,
};
const KEYS = [
  'base:operator:read',
  'base:operator:add',
  'base:operator:update',
  'base:operator:resetFactor',
  'base:role:read',
  'withdraw:order:approve',
];
const WAITING = { requestId: 40, state: 'waiting' };

const row = (id: number) => document.querySelector<HTMLElement>(`tr[data-row-key="${id}"]`);
const button = (id: number, text: string) =>
  Array.from(row(id)?.querySelectorAll('button') ?? []).find((b) => b.textContent?.trim() === text);
const messages = () => Array.from(document.querySelectorAll('.ant-message-notice')).map((n) => n.textContent);

const mount = pageTests();

/** The operators page; `waiting` answers the status and two-step calls as a request for a second key. */
function open(waiting = true) {
  const answer = () => (waiting ? WAITING : null);
  const api = stubApi(KEYS, {
    '/admin/base/operator/page': () => ({ list: [bob], pagination: { page: 1, size: 20, total: 1 } }),
    '/admin/base/role/list': () => [cashier],
    '/admin/base/operator/update': answer,
    '/admin/base/operator/reset-factor': answer,
    '/admin/base/operator/add': () => ({ id: 22, ...WAITING }),
  });
  mount(<OperatorsPage />);
  return api;
}

// antd's first render of a table and a modal is slow in jsdom, slower still beside the other test files.
describe('operators', { timeout: 30_000 }, () => {
  it('says when enabling or a two-step sign-in reset waits for a second operator', async () => {
    const api = open();
    click(await waitFor(() => button(5, 'Enable')));
    await waitFor(() => bodiesOf(api, '/admin/base/operator/update').length === 1);
    expect(bodiesOf(api, '/admin/base/operator/update')[0]).toEqual({ id: 5, status: 'active' });
    await waitFor(() =>
      messages().includes(
        'Sent for approval: bob is enabled once another operator approves it on Second approvals',
      ),
    );

    click(await waitFor(() => button(5, 'Reset two-step sign-in')));
    const ok = await waitFor(() =>
      Array.from(document.querySelectorAll<HTMLButtonElement>('.ant-popconfirm button')).find(
        (b) => b.textContent?.trim() === 'Reset two-step sign-in',
      ),
    );
    click(ok);
    await waitFor(() => bodiesOf(api, '/admin/base/operator/reset-factor').length === 1);
    await waitFor(() =>
      messages().includes(
        'Sent for approval: bob’s two-step sign-in is removed once another operator approves it on Second approvals',
      ),
    );
  });

  it('says a new operator with a money role waits disabled for a second operator', async () => {
    const api = open();
    await waitFor(() => row(5));
    click(await waitFor(() => buttonsByText('Add operator')[0]));
    const username = await waitFor(() =>
      document.querySelector<HTMLInputElement>('.ant-modal input#username'),
    );
    type(username, 'grace');
    type(
      document.querySelector<HTMLInputElement>('.ant-modal input[type="password"]') as HTMLInputElement,
      'Harbor-lights-42',
    );
    await pick(document.querySelector('.ant-modal #roleId') as HTMLElement, 'Cashier');
    click(document.querySelector('.ant-modal-footer .ant-btn-primary') as HTMLButtonElement);
    await waitFor(() => bodiesOf(api, '/admin/base/operator/add').length === 1);
    expect(bodiesOf(api, '/admin/base/operator/add')[0]).toMatchObject({ username: 'grace', roleId: 4 });
    await waitFor(() =>
      messages().includes(
        'Operator grace added, disabled until another operator approves their role on Second approvals',
      ),
    );
  });

  it('names the operator when enabling or a two-step sign-in reset applies at once', async () => {
    const api = open(false);
    click(await waitFor(() => button(5, 'Enable')));
    await waitFor(() => bodiesOf(api, '/admin/base/operator/update').length === 1);
    await waitFor(() => messages().includes('Operator bob enabled'));

    click(await waitFor(() => button(5, 'Reset two-step sign-in')));
    const ok = await waitFor(() =>
      Array.from(document.querySelectorAll<HTMLButtonElement>('.ant-popconfirm button')).find(
        (b) => b.textContent?.trim() === 'Reset two-step sign-in',
      ),
    );
    click(ok);
    await waitFor(() => bodiesOf(api, '/admin/base/operator/reset-factor').length === 1);
    await waitFor(() => messages().includes('Two-step sign-in of bob reset'));
  });
});

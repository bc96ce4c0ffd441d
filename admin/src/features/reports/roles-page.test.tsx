// @vitest-environment jsdom
import type { TAdminReportRole } from '@club/contract';
import { describe, expect, it } from 'vitest';
import {
  bodiesOf,
  buttonsByText,
  byTestId,
  click,
  pageTests,
  pick,
  pressEnter,
  searchAndPick,
  settle,
  stubApi,
  type,
  waitFor,
} from '../../test/render';
import RolesPage from './roles-page';

const director: TAdminReportRole = {
  userId: 7,
  phone: '+12025550100',
  nickname: 'Demo member',
  role: 'director',
  directorId: null,
  directorPhone: null,
  since: '2026-11-20T08:00:00.000Z',
  assistants: 1,
  users: 12,
};
const assistant: TAdminReportRole = {
  userId: 9,
  phone: '+12025550109',
  nickname: 'Helper',
  role: 'assistant',
  directorId: 7,
  directorPhone: '+12025550100',
  since: '2026-11-21T08:00:00.000Z',
  assistants: 0,
  users: 3,
};
const ALL_KEYS = ['report:role:page', 'report:role:add', 'report:role:remove', 'member:user:read'];

/** The member picker's answer: every member whose phone, nickname or id holds the search. */
const MEMBERS = [
  { id: 5, nickname: 'Eve', areaCode: '1', phone: '2025550105', status: 'active' },
  { id: 7, nickname: 'Demo member', areaCode: '1', phone: '2025550100', status: 'active' },
  { id: 12, nickname: 'Lina', areaCode: '1', phone: '2025550112', status: 'active' },
];
function members(body: unknown) {
  const search = (body as { search: string }).search.toLowerCase();
  return {
    list: MEMBERS.filter(
      (m) => m.phone.includes(search) || m.nickname.toLowerCase().includes(search) || String(m.id) === search,
    ),
  };
}

/** The page list answer: the rows the filters of the body keep, as the server would. */
function page(body: unknown) {
  const b = body as { role?: string; directorId?: number };
  const list = [director, assistant].filter(
    (r) => (!b.role || r.role === b.role) && (!b.directorId || r.directorId === b.directorId),
  );
  return { list, pagination: { page: 1, size: 20, total: list.length } };
}

/** Text as read, without the marks that keep a phone number left to right in a sentence. */
const read = (element: Element | null | undefined) => element?.textContent?.replace(/[\u2066-\u2069]/g, '');
const rowIds = () =>
  Array.from(document.querySelectorAll<HTMLElement>('tr[data-row-key]')).map((r) => r.dataset.rowKey);
const modalOk = () => document.querySelector<HTMLButtonElement>('.ant-modal-footer .ant-btn-primary');

const mount = pageTests();

// antd's first render of a table and a modal is slow in jsdom, slower still beside the other test files.
describe('directors and assistants page', { timeout: 30_000 }, () => {
  it('lists the holders and sends the search and the director filter to the server', async () => {
    const api = stubApi(ALL_KEYS, { '/admin/report/role/page': page });
    mount(<RolesPage />);
    await waitFor(() => rowIds().length === 2);
    expect(rowIds()).toEqual(['7', '9']);
    const [first, second] = Array.from(document.querySelectorAll('tr[data-row-key]'));
    expect(first?.textContent).toContain('+12025550100');
    expect(first?.textContent).toContain('Demo member');
    expect(first?.textContent).toContain('Director');
    expect(first?.textContent).toContain('2026-11-20');
    expect(second?.textContent).toContain('Assistant');
    expect(second?.textContent).toContain('#7');
    expect(bodiesOf(api, '/admin/report/role/page')[0]).toEqual({ page: 1, size: 20 });

    const search = byTestId('report-search')[0]?.querySelector('input') as HTMLInputElement;
    type(search, ' 2025550109 ');
    pressEnter(search);
    await waitFor(() => bodiesOf(api, '/admin/report/role/page').some((b) => b.search === '2025550109'));

    type(search, '');
    pressEnter(search);
    await waitFor(() => bodiesOf(api, '/admin/report/role/page').at(-1)?.search === undefined);
    await pick(document.querySelector('[aria-label="All roles"]') as HTMLElement, 'Assistant');
    await waitFor(() => rowIds().join() === '9');
    expect(bodiesOf(api, '/admin/report/role/page').at(-1)).toEqual({ page: 1, size: 20, role: 'assistant' });
    await pick(document.querySelector('[aria-label="All roles"]') as HTMLElement, 'Director');
    await waitFor(() => rowIds().join() === '7');

    // A director's assistant count lists those assistants, whatever role was picked.
    click(byTestId('report-assistants-7')[0] as HTMLElement);
    await waitFor(() => rowIds().join() === '9');
    expect(bodiesOf(api, '/admin/report/role/page').at(-1)).toEqual({ page: 1, size: 20, directorId: 7 });
    expect(read(byTestId('report-director-filter')[0])).toContain('Assistants of +12025550100 #7');
  });

  it('asks for the director of an assistant before sending, then sends the role', async () => {
    const api = stubApi(ALL_KEYS, {
      '/admin/report/role/page': page,
      '/admin/report/role/add': () => null,
      '/admin/member/user/pick': members,
    });
    mount(<RolesPage />);
    click(await waitFor(() => byTestId('report-role-add')[0]));
    const user = await waitFor(() => byTestId('report-role-user')[0]);
    await searchAndPick(user, '2025550112', 'Lina · +1 2025550112 · #12');
    const assistantRadio = (await waitFor(() =>
      Array.from(document.querySelectorAll<HTMLInputElement>('input[type="radio"]')).find(
        (r) => r.value === 'assistant',
      ),
    )) as HTMLInputElement;
    click(assistantRadio);
    await waitFor(() => byTestId('report-role-director')[0]);

    click(modalOk() as HTMLButtonElement);
    await waitFor(() => document.body.textContent?.includes('Pick a member'));
    await settle();
    expect(bodiesOf(api, '/admin/report/role/add')).toEqual([]);

    await searchAndPick(
      byTestId('report-role-director')[0] as HTMLElement,
      'demo',
      'Demo member · +1 2025550100 · #7',
    );
    click(modalOk() as HTMLButtonElement);
    await waitFor(() => bodiesOf(api, '/admin/report/role/add').length === 1);
    expect(bodiesOf(api, '/admin/report/role/add')[0]).toEqual({
      userId: 12,
      role: 'assistant',
      directorId: 7,
    });
  });

  it('sends a director without a director of their own', async () => {
    const api = stubApi(ALL_KEYS, {
      '/admin/report/role/page': page,
      '/admin/report/role/add': () => null,
      '/admin/member/user/pick': members,
    });
    mount(<RolesPage />);
    click(await waitFor(() => byTestId('report-role-add')[0]));
    await searchAndPick(
      await waitFor(() => byTestId('report-role-user')[0]),
      '5',
      'Eve · +1 2025550105 · #5',
    );
    expect(byTestId('report-role-director')).toEqual([]);
    click(modalOk() as HTMLButtonElement);
    await waitFor(() => bodiesOf(api, '/admin/report/role/add').length === 1);
    expect(bodiesOf(api, '/admin/report/role/add')[0]).toEqual({ userId: 5, role: 'director' });
    await waitFor(() => document.body.textContent?.includes('Role given to member #5'));
  });

  it("removes a role after a confirmation that names the director's assistants", async () => {
    const api = stubApi(ALL_KEYS, {
      '/admin/report/role/page': page,
      '/admin/report/role/remove': () => null,
    });
    mount(<RolesPage />);
    click(await waitFor(() => byTestId('report-remove-7')[0]));
    const confirm = await waitFor(() => document.querySelector<HTMLElement>('.ant-popconfirm'));
    expect(read(confirm)).toContain(
      'Remove +12025550100 as director? Their assistants (1) lose the assistant role too.',
    );
    click(confirm.querySelector('.ant-btn-primary') as HTMLElement);
    await waitFor(() => bodiesOf(api, '/admin/report/role/remove').length === 1);
    expect(bodiesOf(api, '/admin/report/role/remove')[0]).toEqual({ userId: 7 });
    await waitFor(() => document.body.textContent?.includes('Role of member #7 removed'));
    // The list is asked again, so the removed roles leave it.
    await waitFor(() => bodiesOf(api, '/admin/report/role/page').length >= 2);
  });

  it('offers adding, removing and the member tree only to roles holding their keys', async () => {
    stubApi(['report:role:page'], { '/admin/report/role/page': page });
    mount(<RolesPage />);
    await waitFor(() => rowIds().length === 2);
    await settle();
    expect(byTestId('report-role-add')).toEqual([]);
    expect(byTestId('report-remove-7')).toEqual([]);
    expect(byTestId('report-tree-7')).toEqual([]);
    expect(buttonsByText('Remove')).toEqual([]);
  });

  it('links each holder to the member page, where their invitation tree is', async () => {
    stubApi(ALL_KEYS, { '/admin/report/role/page': page });
    mount(<RolesPage />);
    const link = await waitFor(() => byTestId('report-tree-9')[0]);
    expect(link.getAttribute('href')).toBe('/members/9?tab=invitees');
    expect(link.textContent).toContain('Invitation tree');
    // The add and remove buttons show once the operator's keys are known.
    await waitFor(() => byTestId('report-role-add').length === 1 && byTestId('report-remove-9').length === 1);
  });
});

import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n';
import { bindNavigator } from '../../shared/navigation';
import { paths } from '../../shared/paths';
import { byTestId, click, render, stubApi, type, waitFor } from '../../test/render';
import { reportMember, reportMembersPage, reportSummary } from './report.fixtures';
import ReportPage from './report-page';
import { reportPaths } from './scope';

const navigate = vi.fn();
let unmount: (() => void) | undefined;
beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  navigate.mockReset();
  bindNavigator(navigate, { pathname: paths.report, search: '' });
});
afterEach(() => {
  unmount?.();
  unmount = undefined;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const callsTo = (fetchMock: ReturnType<typeof stubApi>, path: string) =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://x'))
    .filter((url) => url.pathname === `/api${path}`)
    .map((url) => url.search);
const memberCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  callsTo(fetchMock, '/app/report/report/members');
const text = (id: string) => byTestId(id)[0]?.textContent;

describe('subordinate reports', () => {
  it("shows the team's totals, money figures and levels, and its members", async () => {
    const fetchMock = stubApi({
      '/app/report/report/summary': () => reportSummary(),
      '/app/report/report/members': () =>
        reportMembersPage([
          reportMember(12, { assist: true, level: 2 }),
          reportMember(11, {
            memberStatus: 'notActivated',
            activateMemberTime: null,
            isMemberFeeReturned: true,
          }),
        ]),
    });
    unmount = render(<ReportPage query={{}} />).unmount;
    const rows = await waitFor(() => byTestId('report-member').length === 2 && byTestId('report-member'));

    expect(document.title).toBe('Subordinate reports · TV');
    expect(byTestId('report-summary')[0].dataset.role).toBe('director');
    expect(text('report-summary')).toContain('Director202***0100');
    expect(text('report-total-users')).toBe('Users7');
    expect(text('report-total-members')).toBe('Members4');
    expect(text('report-total-nonMembers')).toBe('Non-members3');
    expect(text('report-total-teams')).toBe('Teams1');
    expect(text('report-total-assistants')).toBe('Assistants2');
    expect(text('report-amounts-day')).toBe('Today$1.50$0.00');
    expect(text('report-amounts-week')).toBe('This week$12.50$1,000.00');
    expect(text('report-amounts-total')).toBe('In all$480.00$25,000.00');
    expect(byTestId('report-level').map((r) => r.textContent)).toEqual([
      'Level 1431',
      'Level 2211',
      'Level 3101',
    ]);

    expect(rows.map((r) => r.dataset.userId)).toEqual(['12', '11']);
    expect(rows[0].textContent).toContain('ID 12');
    expect(rows[0].textContent).toContain('202***0123');
    expect(rows[0].textContent).toContain('Assist');
    expect(rows[0].textContent).toContain('Activated');
    expect(rows[0].textContent).toContain('Nov 13, 2026');
    expect(rows[0].textContent).toContain('Nov 12, 2026');
    expect(rows[0].textContent).toContain('Fee not returned');
    expect(rows[1].dataset.assist).toBe('false');
    expect(rows[1].textContent).not.toContain('Assist');
    expect(rows[1].textContent).toContain('Not activated');
    expect(rows[1].textContent).toContain('Fee returned');
    expect(memberCalls(fetchMock)).toEqual(['?page=1&size=20']);
    expect(callsTo(fetchMock, '/app/report/report/summary')).toEqual(['']);

    click(byTestId('report-link-growth')[0]);
    expect(navigate).toHaveBeenLastCalledWith(`${reportPaths.graph}?graph=growth`, { replace: false });
    click(byTestId('report-link-assistants')[0]);
    expect(navigate).toHaveBeenLastCalledWith(reportPaths.assistants, { replace: false });
  });

  it('sends the search and each filter to the server, and says when nothing matches', async () => {
    const fetchMock = stubApi({
      '/app/report/report/summary': () => reportSummary(),
      '/app/report/report/members': (_, url) =>
        reportMembersPage(url.searchParams.size > 2 ? [] : [reportMember(12)]),
    });
    unmount = render(<ReportPage query={{}} />).unmount;
    await waitFor(() => byTestId('report-member').length === 1);

    click(byTestId('report-status-notActivated')[0]);
    await waitFor(() => memberCalls(fetchMock).length === 2);
    click(byTestId('report-fee-yes')[0]);
    await waitFor(() => memberCalls(fetchMock).length === 3);
    click(byTestId('report-level-filter-2')[0]);
    await waitFor(() => memberCalls(fetchMock).length === 4);
    const input = byTestId('report-search')[0].querySelector('input') as HTMLInputElement;
    type(input, ' 0123 ');
    await waitFor(() => memberCalls(fetchMock).length === 5);
    await waitFor(() => document.body.textContent?.includes('No member matches the search and filters.'));
    expect(byTestId('report-member')).toHaveLength(0);

    // "All" clears a filter again.
    click(byTestId('report-status-all')[0]);
    await waitFor(() => memberCalls(fetchMock).length === 6);
    expect(memberCalls(fetchMock)).toEqual([
      '?page=1&size=20',
      '?status=notActivated&page=1&size=20',
      '?status=notActivated&feeReturned=yes&page=1&size=20',
      '?status=notActivated&feeReturned=yes&level=2&page=1&size=20',
      '?search=0123&status=notActivated&feeReturned=yes&level=2&page=1&size=20',
      '?search=0123&feeReturned=yes&level=2&page=1&size=20',
    ]);
  });

  it('says so when no one has joined the team', async () => {
    stubApi({
      '/app/report/report/summary': () =>
        reportSummary({ users: 0, members: 0, nonMembers: 0, teams: 0, assistants: 0, levels: [] }),
      '/app/report/report/members': () => reportMembersPage([]),
    });
    unmount = render(<ReportPage query={{}} />).unmount;
    await waitFor(() => document.body.textContent?.includes('No one has joined this team yet.'));
    expect(byTestId('report-levels')).toHaveLength(0);
    expect(byTestId('report-level-filter-all')).toHaveLength(0);
  });

  it("as assistant details, shows the assistant's team with their phone as title and keeps the scope", async () => {
    bindNavigator(navigate, { pathname: reportPaths.assistant, search: '?assistantId=31' });
    const fetchMock = stubApi({
      '/app/report/report/summary': () =>
        reportSummary({ role: 'assistant', holderId: 31, holderPhone: '301***0456', assistants: 0 }),
      '/app/report/report/members': () => reportMembersPage([reportMember(40, { assist: true })]),
    });
    unmount = render(<ReportPage query={{ assistantId: '31' }} />).unmount;
    await waitFor(() => byTestId('report-member').length === 1);
    expect(document.title).toBe('301***0456 · TV');
    expect(byTestId('report-summary')[0].dataset.role).toBe('assistant');
    // An assistant has no assistants: neither the count nor the list.
    expect(byTestId('report-total-assistants')).toHaveLength(0);
    expect(byTestId('report-link-assistants')).toHaveLength(0);
    expect(callsTo(fetchMock, '/app/report/report/summary')).toEqual(['?assistantId=31']);
    expect(memberCalls(fetchMock)).toEqual(['?assistantId=31&page=1&size=20']);

    click(byTestId('report-status-activated')[0]);
    await waitFor(() => memberCalls(fetchMock).length === 2);
    expect(memberCalls(fetchMock)[1]).toBe('?assistantId=31&status=activated&page=1&size=20');
    click(byTestId('report-link-team')[0]);
    expect(navigate).toHaveBeenLastCalledWith(`${reportPaths.graph}?graph=team&assistantId=31`, {
      replace: false,
    });
    click(byTestId('report-link-shareholding')[0]);
    expect(navigate).toHaveBeenLastCalledWith(`${reportPaths.graph}?graph=shareholding&assistantId=31`, {
      replace: false,
    });
  });

  it('loads the next page of members at the end of the list', async () => {
    const first = Array.from({ length: 20 }, (_, i) => reportMember(100 - i));
    const fetchMock = stubApi({
      '/app/report/report/summary': () => reportSummary(),
      '/app/report/report/members': (_, url) => {
        const page = Number(url.searchParams.get('page'));
        // The second page repeats the first page's last row: someone registered meanwhile.
        return reportMembersPage(page === 1 ? first : [reportMember(81), reportMember(80)], page, 20, 21);
      },
    });
    vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockReturnValue(document.body);
    unmount = render(<ReportPage query={{}} />).unmount;
    await waitFor(() => byTestId('report-member').length === 21);
    expect(memberCalls(fetchMock)).toEqual(['?page=1&size=20', '?page=2&size=20']);
    expect(byTestId('report-member').at(-1)?.dataset.userId).toBe('80');
  });
});

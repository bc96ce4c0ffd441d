import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n';
import { bindNavigator } from '../../shared/navigation';
import { paths, teamGroupPath } from '../../shared/paths';
import { byTestId, click, render, StubFailure, stubApi, waitFor } from '../../test/render';
import { invitee, subordinatePage, teamActivity, teamGroup } from './team.fixtures';
import TeamPage from './team-page';

const toast = vi.hoisted(() => ({ showToast: vi.fn(), toastError: vi.fn(), toastSuccess: vi.fn() }));
vi.mock('../../ui/toast', () => toast);

const navigate = vi.fn();
let unmount: (() => void) | undefined;
beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  navigate.mockReset();
  for (const fn of Object.values(toast)) fn.mockReset();
  bindNavigator(navigate, { pathname: paths.team, search: '' });
});
afterEach(() => {
  unmount?.();
  unmount = undefined;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const byLevel: Record<string, ReturnType<typeof invitee>[]> = {
  '1': [invitee(2, { vip: true, avatar: '/uploads/a.png' }), invitee(1, { nickname: 'ana maria' })],
  '2': [invitee(3)],
  '3': [],
};
const members = () => byTestId('team-members')[0];
const listCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://x'))
    .filter((url) => url.pathname.endsWith('/subordinateList'))
    .map((url) => url.search);

describe('team tab', () => {
  it('shows each level, the rebates and the invitees of a level, and switches level', async () => {
    const fetchMock = stubApi({
      '/app/user/info/subordinateList': (_, url) => {
        const level = url.searchParams.get('level') ?? '1';
        return subordinatePage(Number(level), byLevel[level]);
      },
    });
    unmount = render(<TeamPage />).unmount;
    const rows = await waitFor(() => byTestId('team-member').length === 2 && byTestId('team-member'));

    const [one, two, three] = [1, 2, 3].map((n) => byTestId(`team-level-${n}`)[0]);
    expect(one.textContent).toBe('Level 1Members 2VIP 1');
    expect(one.getAttribute('aria-selected')).toBe('true');
    expect(two.textContent).toBe('Level 2Members 1VIP 0');
    expect(three.dataset.members).toBe('0');
    // Paid rebates of every level, and what still waits for the budget.
    expect(byTestId('team-rebates')[0].textContent).toBe('$15.00');
    expect(document.body.textContent).toContain('$0.50 pending');
    // This week and this month.
    expect(byTestId('team-period-week')[0].textContent).toBe('This weekJoined 1New VIP 1Rebates $5.00');
    expect(byTestId('team-period-month')[0].textContent).toBe('This monthJoined 3New VIP 1Rebates $15.00');

    expect(rows.map((r) => r.dataset.vip)).toEqual(['true', 'false']);
    expect(rows[0].textContent).toContain('Friend 2');
    expect(rows[0].textContent).toContain('202***0123');
    expect(rows[0].textContent).toContain('VIP');
    expect(rows[0].textContent).toContain('Joined Nov 12, 2026');
    expect(rows[1].textContent).not.toContain('VIP');
    // Without an avatar, the initials of the nickname.
    expect(rows[1].textContent).toContain('AM');

    click(two);
    await waitFor(() => members()?.dataset.level === '2' && byTestId('team-member').length === 1);
    expect(byTestId('team-member')[0].textContent).toContain('Friend 3');
    expect(two.getAttribute('aria-selected')).toBe('true');
    expect(members().textContent).toContain('People invited by your level 1');
    expect(listCalls(fetchMock)).toEqual([
      '?level=1&page=1&size=1',
      '?level=1&page=1&size=20',
      '?level=2&page=1&size=20',
    ]);

    click(byTestId('team-invite')[0]);
    expect(navigate).toHaveBeenCalledWith(paths.invitation, { replace: false });
  });

  it('loads the next page at the end of the list and keeps a repeated invitee once', async () => {
    // A full first page (newest first), then the rest, repeating the last row: someone joined meanwhile.
    const first = Array.from({ length: 20 }, (_, i) => invitee(22 - i));
    const fetchMock = stubApi({
      '/app/user/info/subordinateList': (_, url) => {
        const page = Number(url.searchParams.get('page'));
        const size = Number(url.searchParams.get('size'));
        const list = size === 1 ? [] : page === 1 ? first : [invitee(3), invitee(2), invitee(1)];
        return { ...subordinatePage(1, list), pagination: { page, size, total: 22 } };
      },
    });
    // jsdom lays nothing out; the list's end counts as on screen once it has a parent to scroll in.
    vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockReturnValue(document.body);
    unmount = render(<TeamPage />).unmount;
    await waitFor(() => byTestId('team-member').length === 22);
    expect(listCalls(fetchMock)).toEqual([
      '?level=1&page=1&size=1',
      '?level=1&page=1&size=20',
      '?level=1&page=2&size=20',
    ]);
    expect(byTestId('team-member').map((r) => r.querySelector('[dir="auto"]')?.textContent)).toEqual(
      Array.from({ length: 22 }, (_, i) => `Friend ${22 - i}`),
    );
  });

  it('says when no one has joined yet and offers the invitation', async () => {
    stubApi({
      '/app/user/info/subordinateList': (_, url) =>
        subordinatePage(
          Number(url.searchParams.get('level')),
          [],
          [1, 2, 3].map((level) => ({
            level,
            members: 0,
            vip: 0,
            rebatesPaid: 0,
            rebatesPending: 0,
          })),
        ),
    });
    unmount = render(<TeamPage />).unmount;
    await waitFor(() => document.body.textContent?.includes('No one has joined at this level yet'));
    expect(byTestId('team-member')).toHaveLength(0);
    expect(byTestId('team-rebates')[0].textContent).toBe('$0.00');
    expect(byTestId('team-rebates')[0].parentElement?.textContent).not.toContain('pending');
    // What a team would bring, shown before there is one.
    expect(byTestId('team-empty-preview')[0].textContent).toContain('you earn rebates in your work wallet');
    click(byTestId('team-empty-invite')[0]);
    expect(navigate).toHaveBeenCalledWith(paths.invitation, { replace: false });
  });
});

describe('team activity card', () => {
  const posts = (fetchMock: ReturnType<typeof stubApi>) =>
    fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([url]) => new URL(String(url), 'http://x').pathname);

  it('comes with the summary, not after it, so nothing below moves when it arrives', async () => {
    const fetchMock = stubApi({
      '/app/user/info/subordinateList': () => subordinatePage(1, []),
      '/app/team/activity/current': () => teamActivity(),
    });
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('/team/activity/current')) await held;
      return fetchMock(input, init);
    });
    unmount = render(<TeamPage />).unmount;
    await waitFor(() => listCalls(fetchMock).length > 0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(byTestId('team-level-1')).toHaveLength(0);
    release();
    await waitFor(() => byTestId('team-activity-terms').length === 1);
    expect(byTestId('team-level-1')).toHaveLength(1);
  });

  it('without a forming group, shows the terms and opens a group, then goes to it', async () => {
    const fetchMock = stubApi({
      '/app/user/info/subordinateList': () => subordinatePage(1, []),
      '/app/team/activity/current': () =>
        teamActivity({
          past: [
            teamGroup({
              id: 12,
              state: 'complete',
              counted: 6,
              needed: 0,
              openedAt: '2026-10-02T08:00:00.000Z',
            }),
            teamGroup({ id: 11, state: 'dissolved', counted: 3, openedAt: '2026-09-20T08:00:00.000Z' }),
          ],
        }),
      '/app/team/activity/open': () => teamGroup({ mine: true, canJoin: false }),
    });
    unmount = render(<TeamPage />).unmount;
    const open = await waitFor(() => byTestId('team-open-group')[0]);

    expect(byTestId('team-activity-terms')[0].textContent).toBe(
      'Gather 6 members in 7 days. The leader gets $5.00 per member, and everyone in a complete group gets $1.00 a day for 7 days.',
    );
    expect(byTestId('team-group')).toHaveLength(0);
    const past = byTestId('team-past-group');
    expect(past.map((p) => p.dataset.state)).toEqual(['complete', 'dissolved']);
    expect(past[0].textContent).toContain('Opened Oct 2, 2026');
    expect(past[0].textContent).toContain('6 / 6');
    expect(past[0].textContent).toContain('Complete');
    click(past[1]);
    expect(navigate).toHaveBeenLastCalledWith(teamGroupPath(11), { replace: false });
    click(byTestId('team-group-rewards')[0]);
    expect(navigate).toHaveBeenLastCalledWith(paths.teamGroupRewards, { replace: false });
    click(byTestId('team-dividend-records')[0]);
    expect(navigate).toHaveBeenLastCalledWith(paths.teamDividendRecords, { replace: false });

    click(open);
    await waitFor(() => navigate.mock.lastCall?.[0] === teamGroupPath(41));
    expect(posts(fetchMock)).toEqual(['/api/app/team/activity/open']);
  });

  it("offers the one dividend in its terms, and shows a refused opening in the server's words", async () => {
    stubApi({
      '/app/user/info/subordinateList': () => subordinatePage(1, []),
      '/app/team/activity/current': () => teamActivity({ dividendKind: 'one' }),
      '/app/team/activity/open': () => new StubFailure(2101, 'Activate VIP membership first'),
    });
    unmount = render(<TeamPage />).unmount;
    const open = await waitFor(() => byTestId('team-open-group')[0]);
    expect(byTestId('team-activity-terms')[0].textContent).toBe(
      'Gather 6 members in 7 days. The leader gets $5.00 per member, and everyone in a complete group gets $5.00 once.',
    );
    click(open);
    await waitFor(() => toast.toastError.mock.calls.length > 0);
    expect((toast.toastError.mock.calls[0][0] as Error).message).toBe('Activate VIP membership first');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('with a forming group, shows the people still needed, the progress and the time left', async () => {
    stubApi({
      '/app/user/info/subordinateList': () => subordinatePage(1, []),
      '/app/team/activity/current': () => teamActivity({ open: teamGroup() }),
    });
    unmount = render(<TeamPage />).unmount;
    const needed = await waitFor(() => byTestId('team-group-needed')[0]);
    expect(needed.textContent).toBe('4 more people needed');
    expect(byTestId('team-group-progress')[0].textContent).toBe('2 / 6');
    expect(byTestId('team-group-left')[0].textContent).toBe('5 d 23 h left');
    expect(byTestId('team-open-group')).toHaveLength(0);
    click(byTestId('team-group-open')[0]);
    expect(navigate).toHaveBeenCalledWith(teamGroupPath(41), { replace: false });
  });
});

import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bindNavigator } from '../../app/navigation';
import { paths } from '../../app/paths';
import { initI18n } from '../../i18n';
import { byTestId, click, render, stubApi, waitFor } from '../../test/render';
import { invitee, subordinatePage } from './team.fixtures';
import TeamPage from './team-page';

const navigate = vi.fn();
let unmount: (() => void) | undefined;
beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  navigate.mockReset();
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
    expect(document.body.textContent).not.toContain('pending');
    click(byTestId('team-empty-invite')[0]);
    expect(navigate).toHaveBeenCalledWith(paths.invitation, { replace: false });
  });
});

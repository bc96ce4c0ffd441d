import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n';
import { bindNavigator } from '../../shared/navigation';
import { paths, rankingAwardPath } from '../../shared/paths';
import { byTestId, click, render, stubApi, waitFor } from '../../test/render';
import { boardOf, entry, plain } from './ranking.fixtures';
import { CrowdfundingRankingPage, InviteRankingPage } from './ranking-page';

const navigate = vi.fn();
let unmount: (() => void) | undefined;
beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  navigate.mockReset();
  bindNavigator(navigate, { pathname: paths.inviteRanking, search: '' });
});
afterEach(() => {
  unmount?.();
  unmount = undefined;
  vi.unstubAllGlobals();
});

const boardCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname === '/api/app/ranking/board')
    .map((url) => Object.fromEntries(url.searchParams));

describe('ranking page', () => {
  it('shows the period, the countdown, the top entries with their rewards, and my place', async () => {
    const fetchMock = stubApi({
      '/app/ranking/board': () =>
        boardOf({
          top: [entry(1, { figure: 12 }), entry(2, { nickname: '' }), entry(3)],
          me: { rank: 14, figure: 2 },
        }),
    });
    unmount = render(<InviteRankingPage />).unmount;
    const entries = await waitFor(() => byTestId('rank-entry').length === 3 && byTestId('rank-entry'));
    expect(boardCalls(fetchMock)).toEqual([{ board: 'invite', span: 'week' }]);
    expect(entries.map((e) => e.dataset.rank)).toEqual(['1', '2', '3']);
    expect(entries[0].textContent).toContain('Member 1');
    expect(entries[0].textContent).toContain('202****0111');
    expect(entries[0].textContent).toContain('People: 12');
    expect(entries[0].textContent).toContain('Reward: $50.00');
    // Without a nickname the masked phone alone names the member.
    expect(entries[1].textContent).not.toContain('Member');
    expect(entries[1].textContent).toContain('202****0112');
    expect(entries[2].textContent).toContain('Reward: $20.00');
    // The week's days in the platform's zone (Shanghai), not the test machine's.
    expect(plain(byTestId('rank-period')[0].textContent)).toBe('Jan 5 – 11, 2026');
    expect(byTestId('rank-closes')[0].textContent).toBe('Closes in 3 d 4 h 12 min');
    expect(document.body.textContent).not.toContain('24 h after the period ends');
    const me = byTestId('rank-me')[0];
    expect(me.dataset.rank).toBe('14');
    expect(me.textContent).toContain('My place: 14');
    expect(me.textContent).toContain('People: 2');

    click(byTestId('rank-to-award')[0]);
    expect(navigate).toHaveBeenCalledWith(rankingAwardPath('invite'), { replace: false });
  });

  it('counts money on the crowdfunding board and says when its rewards are paid', async () => {
    stubApi({
      '/app/ranking/board': () =>
        boardOf({
          board: 'crowdfunding',
          top: [entry(1, { figure: 120_000 })],
          me: { rank: null, figure: 0 },
        }),
    });
    unmount = render(<CrowdfundingRankingPage />).unmount;
    const [first] = await waitFor(() => byTestId('rank-entry').length === 1 && byTestId('rank-entry'));
    expect(first.textContent).toContain('Invested: $1,200.00');
    expect(document.body.textContent).toContain('Rewards are paid 24 h after the period ends');
    const me = byTestId('rank-me')[0];
    expect(me.dataset.rank).toBeUndefined();
    expect(me.textContent).toContain('Not ranked yet');
    expect(me.textContent).toContain('Invested: $0.00');
  });

  it('asks for the monthly board on the Month tab', async () => {
    const fetchMock = stubApi({
      '/app/ranking/board': (_, url) =>
        url.searchParams.get('span') === 'month'
          ? boardOf({
              span: 'month',
              start: '2025-12-31T16:00:00.000Z',
              end: '2026-01-31T16:00:00.000Z',
              top: [entry(1, { nickname: 'Monthly star' })],
            })
          : boardOf({ top: [entry(1)] }),
    });
    unmount = render(<InviteRankingPage />).unmount;
    await waitFor(() => byTestId('rank-entry').length === 1);
    click(byTestId('rank-tab-month')[0]);
    await waitFor(() => byTestId('rank-entry')[0]?.textContent?.includes('Monthly star'));
    expect(boardCalls(fetchMock)).toEqual([
      { board: 'invite', span: 'week' },
      { board: 'invite', span: 'month' },
    ]);
    expect(plain(byTestId('rank-period')[0].textContent)).toBe('Jan 1 – 31, 2026');
  });

  it('says no one is on the board yet, and still shows my place', async () => {
    stubApi({ '/app/ranking/board': () => boardOf() });
    const view = render(<InviteRankingPage />);
    unmount = view.unmount;
    await waitFor(() => view.container.textContent?.includes('No one on the board yet this week'));
    expect(byTestId('rank-entry')).toHaveLength(0);
    expect(byTestId('rank-me')[0].textContent).toContain('Not ranked yet');
  });
});

import type { TTeamReward } from '@club/contract/team-activity';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n';
import { bindNavigator } from '../../shared/navigation';
import { paths } from '../../shared/paths';
import { byTestId, render, stubApi, waitFor } from '../../test/render';
import { DividendRecordsPage, GroupRewardsPage } from './rewards-page';

let unmount: (() => void) | undefined;
beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  bindNavigator(vi.fn(), { pathname: paths.teamDividendRecords, search: '' });
});
afterEach(() => {
  unmount?.();
  unmount = undefined;
  vi.unstubAllGlobals();
});

const reward = (extra: Partial<TTeamReward>): TTeamReward => ({
  groupId: 41,
  type: 'TEAM_ACTIVITY_DAY_DIVIDEND',
  date: '2026-11-18T08:00:00.000Z',
  amount: 100,
  status: 'paid',
  ...extra,
});

const byKind: Record<string, TTeamReward[]> = {
  dividend: [
    reward({ date: '2026-11-19T08:00:00.000Z', status: 'unpaid' }),
    reward({}),
    reward({
      groupId: 12,
      type: 'TEAM_ACTIVITY_ONE_DIVIDEND',
      amount: 500,
      date: '2026-10-05T12:00:00.000Z',
    }),
  ],
  rebate: [reward({ type: 'TEAM_ACTIVITY_INVITE_REBATE', amount: 3_000, date: '2026-11-17T12:00:00.000Z' })],
};

const page = (list: TTeamReward[]) => ({ list, pagination: { page: 1, size: 20, total: list.length } });

describe('team activity rewards', () => {
  it('lists the dividend records, scheduled days unpaid', async () => {
    const fetchMock = stubApi({
      '/app/team/activity/rewards': (_, url) => page(byKind[url.searchParams.get('kind') ?? '']),
    });
    unmount = render(<DividendRecordsPage />).unmount;
    const rows = await waitFor(() => byTestId('team-reward').length === 3 && byTestId('team-reward'));

    expect(rows.map((r) => r.dataset.status)).toEqual(['unpaid', 'paid', 'paid']);
    expect(rows[0].textContent).toBe('Daily dividendGroup #41 · Nov 19, 2026$1.00Unpaid');
    expect(rows[1].textContent).toContain('Paid');
    expect(rows[2].textContent).toBe('One-time dividendGroup #12 · Oct 5, 2026$5.00Paid');
    const asked = fetchMock.mock.calls
      .map(([url]) => new URL(String(url), 'http://x'))
      .filter((url) => url.pathname.endsWith('/rewards'))
      .map((url) => url.search);
    expect(asked).toEqual(['?kind=dividend&page=1&size=20']);
  });

  it("lists the leader's group rewards", async () => {
    stubApi({ '/app/team/activity/rewards': (_, url) => page(byKind[url.searchParams.get('kind') ?? '']) });
    unmount = render(<GroupRewardsPage />).unmount;
    const rows = await waitFor(() => byTestId('team-reward').length === 1 && byTestId('team-reward'));
    expect(rows[0].dataset.status).toBe('paid');
    expect(rows[0].textContent).toBe('Group rewardGroup #41 · Nov 17, 2026$30.00Paid');
  });

  it('says what will appear when there is nothing yet', async () => {
    stubApi({ '/app/team/activity/rewards': () => page([]) });
    unmount = render(<GroupRewardsPage />).unmount;
    await waitFor(() =>
      document.body.textContent?.includes('Rewards of the groups you lead will appear here'),
    );
  });
});

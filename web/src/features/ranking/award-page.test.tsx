import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n';
import { byTestId, click, render, stubApi, waitFor } from '../../test/render';
import AwardPage from './award-page';
import { boardOf, closeOf, entry, plain } from './ranking.fixtures';

let unmount: (() => void) | undefined;
beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  unmount?.();
  unmount = undefined;
  vi.unstubAllGlobals();
});

const awardCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname === '/api/app/ranking/awards')
    .map((url) => Object.fromEntries(url.searchParams));

describe('ranking awards', () => {
  it("lists each closed period's winners with their rewards, paid or waiting for the budget", async () => {
    const fetchMock = stubApi({
      '/app/ranking/board': () => boardOf({ board: 'crowdfunding' }),
      '/app/ranking/awards': () => ({
        list: [
          closeOf(2, {
            board: 'crowdfunding',
            winners: [
              { ...entry(1, { figure: 250_000 }), paid: true },
              { ...entry(2, { figure: 90_000 }), paid: false },
            ],
          }),
          closeOf(1, {
            board: 'crowdfunding',
            start: '2025-12-28T16:00:00.000Z',
            end: '2026-01-04T16:00:00.000Z',
          }),
        ],
        pagination: { page: 1, size: 5, total: 2 },
      }),
    });
    unmount = render(<AwardPage query={{ board: 'crowdfunding' }} />).unmount;
    const periods = await waitFor(() => byTestId('award-period').length === 2 && byTestId('award-period'));
    expect(awardCalls(fetchMock)).toEqual([{ board: 'crowdfunding', span: 'week', page: '1', size: '5' }]);
    expect(plain(periods[0].querySelector('h3')?.textContent)).toBe('Jan 5 – 11, 2026');
    const winners = byTestId('award-winner');
    expect(winners.map((w) => [w.dataset.rank, w.dataset.paid])).toEqual([
      ['1', 'true'],
      ['2', 'false'],
    ]);
    expect(winners[0].textContent).toContain('202****0111');
    expect(winners[0].textContent).toContain('Invested: $2,500.00');
    expect(winners[0].textContent).toContain('Reward: $50.00');
    expect(byTestId('award-state').map((s) => s.textContent)).toEqual([
      'Paid',
      'Waiting for the marketing budget',
    ]);
    expect(plain(periods[1].textContent)).toContain('Dec 29, 2025 – Jan 4, 2026');
    expect(periods[1].textContent).toContain('No one made the board in this period');
  });

  it('switches board and span, and says what will appear before the first close', async () => {
    const fetchMock = stubApi({
      '/app/ranking/board': () => boardOf(),
      '/app/ranking/awards': () => ({ list: [], pagination: { page: 1, size: 5, total: 0 } }),
    });
    const view = render(<AwardPage query={{}} />);
    unmount = view.unmount;
    await waitFor(() => view.container.textContent?.includes('Winners of past weeks will appear here'));
    click(byTestId('award-tab-month')[0]);
    await waitFor(() => view.container.textContent?.includes('Winners of past months will appear here'));
    click(byTestId('award-board-crowdfunding')[0]);
    await waitFor(() => awardCalls(fetchMock).length === 3);
    expect(awardCalls(fetchMock).map(({ board, span }) => `${board}/${span}`)).toEqual([
      'invite/week',
      'invite/month',
      'crowdfunding/month',
    ]);
  });
});

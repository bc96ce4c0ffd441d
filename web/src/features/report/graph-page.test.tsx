import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n';
import { bindNavigator } from '../../shared/navigation';
import { byTestId, click, render, stubApi, waitFor } from '../../test/render';
import { useReportSummary } from './api/get-report-summary';
import GraphRoutePage from './graph-page';
import { reportGraph, reportSummary } from './report.fixtures';
import type { ReportChartProps } from './report-chart';
import { reportPaths } from './scope';

// jsdom has no canvas: the chart module is replaced by one that shows what it was given to draw.
vi.mock('./report-chart', () => ({
  default: ({ series, labels, axisValue, dayLabel }: ReportChartProps) => (
    <div
      data-testid="chart-stub"
      data-days={series.days.length}
      data-labels={labels.join('|')}
      data-lines={JSON.stringify(series.lines.map((l) => l.values))}
      data-axis={axisValue(12_500)}
      data-first-day={dayLabel(series.days[0])}
    />
  ),
}));

let unmount: (() => void) | undefined;
beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  bindNavigator(vi.fn(), { pathname: reportPaths.graph, search: '?graph=growth' });
});
afterEach(() => {
  unmount?.();
  unmount = undefined;
  vi.unstubAllGlobals();
});

const graphCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://x'))
    .filter((url) => url.pathname === '/api/app/report/report/graph')
    .map((url) => url.search);
const chart = () => byTestId('chart-stub')[0];

/** A screen that has the member's own report cached, as the report page leaves it. */
function OwnReport() {
  useReportSummary(undefined);
  return null;
}

describe('graph pages', () => {
  it('draws user growth for 7, 30 and 90 days, asking the server for each span', async () => {
    const fetchMock = stubApi({
      '/app/report/report/graph': (_, url) => {
        const days = Number(url.searchParams.get('days'));
        return reportGraph('growth', days, (i) => ({ value: i % 3 }));
      },
    });
    unmount = render(<GraphRoutePage query={{ graph: 'growth' }} />).unmount;
    await waitFor(() => chart()?.dataset.days === '7');
    expect(document.title).toBe('User growth report · TV');
    expect(chart().dataset.labels).toBe('New users');
    expect(chart().dataset.lines).toBe('[[0,1,2,0,1,2,0]]');
    expect(chart().dataset.axis).toBe('12.5K');
    expect(chart().dataset.firstDay).toBe('Nov 19');
    expect(byTestId('report-graph-range')[0].textContent).toBe('Nov 19, 2026 to Nov 25, 2026');
    expect(byTestId('report-figure-total')[0].textContent).toBe('New users6');
    expect(byTestId('report-figure-highest')[0].textContent).toBe('Highest2 on Nov 21, 2026');
    expect(byTestId('report-chart')[0].getAttribute('role')).toBe('img');
    expect(byTestId('report-chart')[0].getAttribute('aria-label')).toBe(
      'User growth report, Nov 19, 2026 to Nov 25, 2026: New users 6, Highest 2 on Nov 21, 2026',
    );
    // Each day's numbers, newest first.
    const days = byTestId('report-graph-day');
    expect(days).toHaveLength(7);
    expect(days[0].textContent).toBe('Nov 25, 20260');
    expect(days[6].dataset.day).toBe('2026-11-19');

    click(byTestId('report-days-30')[0]);
    await waitFor(() => chart()?.dataset.days === '30');
    expect(byTestId('report-graph-day')).toHaveLength(30);
    click(byTestId('report-days-90')[0]);
    await waitFor(() => chart()?.dataset.days === '90');
    click(byTestId('report-days-7')[0]);
    await waitFor(() => chart()?.dataset.days === '7');
    expect(graphCalls(fetchMock)).toEqual([
      '?graph=growth&days=7',
      '?graph=growth&days=30',
      '?graph=growth&days=90',
      '?graph=growth&days=7',
    ]);
  });

  it('draws shareholding in major units, and shows the money in full under it', async () => {
    stubApi({
      '/app/report/report/graph': () =>
        reportGraph('shareholding', 7, (i) => ({ value: [100_000, 250_000, 90_000][i % 3] })),
    });
    unmount = render(<GraphRoutePage query={{ graph: 'shareholding' }} />).unmount;
    await waitFor(() => chart());
    expect(chart().dataset.lines).toBe('[[1000,2500,900,1000,2500,900,1000]]');
    expect(byTestId('report-figure-latest')[0].textContent).toBe('Shareholding$1,000.00');
    expect(byTestId('report-figure-change')[0].textContent).toBe('Change$0.00');
    expect(byTestId('report-figure-highest')[0].textContent).toBe('Highest$2,500.00 on Nov 20, 2026');
    expect(byTestId('report-graph-day')[0].textContent).toBe('Nov 25, 2026$1,000.00');
  });

  it("draws team size and members as two lines, for an assistant's team", async () => {
    const fetchMock = stubApi({
      '/app/report/report/graph': () => reportGraph('team', 7, (i) => ({ value: 10 + i, members: 4 + i })),
      '/app/report/report/summary': () =>
        reportSummary({ role: 'assistant', holderId: 31, holderPhone: '202***0131' }),
    });
    unmount = render(<GraphRoutePage query={{ graph: 'team', assistantId: '31' }} />).unmount;
    await waitFor(() => chart());
    // The title names whose team it is.
    await waitFor(() => document.title === 'Team report · 202***0131 · TV');
    expect(graphCalls(fetchMock)).toEqual(['?assistantId=31&graph=team&days=7']);
    expect(chart().dataset.labels).toBe('Team size|Members');
    expect(chart().dataset.lines).toBe('[[10,11,12,13,14,15,16],[4,5,6,7,8,9,10]]');
    expect(byTestId('report-figure-latest')[0].textContent).toBe('Team size16');
    expect(byTestId('report-figure-members')[0].textContent).toBe('Members10');
    expect(byTestId('report-figure-change')[0].textContent).toBe('Change+6');
    expect(byTestId('report-graph-day')[0].textContent).toBe('Nov 25, 20261610');
  });

  it("names no one in the title of the member's own graph, with their own report cached", async () => {
    const fetchMock = stubApi({
      '/app/report/report/graph': () => reportGraph('growth', 7, () => ({ value: 1 })),
      '/app/report/report/summary': () => reportSummary(),
    });
    unmount = render(
      <>
        <OwnReport />
        <GraphRoutePage query={{ graph: 'growth' }} />
      </>,
    ).unmount;
    await waitFor(() => chart());
    await waitFor(() => fetchMock.mock.calls.some(([url]) => String(url).includes('/summary')));
    await waitFor(() => document.title === 'User growth report · TV');
    expect(document.title).toBe('User growth report · TV');
  });

  it('says when no day has been closed yet', async () => {
    stubApi({ '/app/report/report/graph': () => ({ graph: 'growth', days: 7, points: [] }) });
    unmount = render(<GraphRoutePage query={{ graph: 'growth' }} />).unmount;
    await waitFor(() => document.body.textContent?.includes('No figures yet'));
    expect(byTestId('report-chart')).toHaveLength(0);
  });

  it('leaves the highest day out when no day had anything', async () => {
    stubApi({ '/app/report/report/graph': () => reportGraph('growth', 7, () => ({ value: 0 })) });
    unmount = render(<GraphRoutePage query={{ graph: 'growth' }} />).unmount;
    await waitFor(() => chart());
    expect(byTestId('report-figure-total')[0].textContent).toBe('New users0');
    expect(byTestId('report-figure-highest')).toHaveLength(0);
  });
});

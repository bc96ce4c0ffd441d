import { describe, expect, it } from 'vitest';
import { summarize, toChartData, toSeries } from './graph-series';
import { reportGraph } from './report.fixtures';

describe('graph series', () => {
  it('draws one value a day, in order, with x as the day index', () => {
    const graph = reportGraph('growth', 7, (i) => ({ value: i * 2 }));
    const series = toSeries({ ...graph, points: [...graph.points].reverse() }, 2);
    expect(series.days).toEqual([
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
    ]);
    expect(series.lines).toEqual([{ key: 'value', values: [0, 2, 4, 6, 8, 10, 12] }]);
    expect(toChartData(series)).toEqual([
      [0, 1, 2, 3, 4, 5, 6],
      [0, 2, 4, 6, 8, 10, 12],
    ]);
  });

  it('draws money in major units, by the currency exponent', () => {
    const graph = reportGraph('shareholding', 7, (i) => ({ value: 150_000 + i * 1_000 }));
    expect(toSeries(graph, 2).lines[0].values).toEqual([1_500, 1_510, 1_520, 1_530, 1_540, 1_550, 1_560]);
    expect(toSeries(graph, 0).lines[0].values[0]).toBe(150_000);
  });

  it('draws team size and members as two lines', () => {
    const graph = reportGraph('team', 7, (i) => ({ value: 10 + i, members: 4 + i }));
    const series = toSeries(graph, 2);
    expect(series.lines.map((l) => l.key)).toEqual(['value', 'members']);
    expect(series.lines[1].values).toEqual([4, 5, 6, 7, 8, 9, 10]);
    expect(toChartData(series)).toHaveLength(3);
  });

  it('keeps a day without a row in the axis, as a gap', () => {
    const graph = {
      graph: 'team' as const,
      days: 7,
      points: [
        { day: '2026-03-28', value: 5, members: 1 },
        // 29 March: no row. Daylight saving starts in Europe that night; the axis is not moved by it.
        { day: '2026-03-30', value: 6, members: 2 },
      ],
    };
    const series = toSeries(graph, 2);
    expect(series.days).toEqual(['2026-03-28', '2026-03-29', '2026-03-30']);
    expect(series.lines[0].values).toEqual([5, null, 6]);
    expect(series.lines[1].values).toEqual([1, null, 2]);
  });

  it('draws nothing for no points', () => {
    const series = toSeries({ graph: 'growth', days: 30, points: [] }, 2);
    expect(series.days).toEqual([]);
    expect(toChartData(series)).toEqual([[], []]);
    expect(summarize({ graph: 'growth', days: 30, points: [] })).toBeNull();
  });

  it('sums up the span: total, latest, change and the first highest day', () => {
    const values = [3, 9, 1, 9, 4, 0, 2];
    const growth = reportGraph('growth', 7, (i) => ({ value: values[i] }));
    expect(summarize(growth)).toEqual({
      from: '2026-11-19',
      to: '2026-11-25',
      total: 28,
      latest: 2,
      latestMembers: null,
      change: -1,
      peak: { day: '2026-11-20', value: 9 },
    });
    const team = reportGraph('team', 7, (i) => ({ value: 10 + i, members: 4 + i }));
    expect(summarize(team)).toMatchObject({ latest: 16, latestMembers: 10, change: 6 });
  });
});

import { DAY_MS } from '@club/contract/lib/time';
import type { TReportGraph, TReportGraphKind } from '@club/contract/report';

/** What a line of a graph counts: the graph's own figure, or the team graph's members. */
export type GraphLineKey = 'value' | 'members';

export type GraphLine = {
  key: GraphLineKey;
  /** One value a day, in the order of `days`; null for a day the server has no row of. */
  values: (number | null)[];
};

/** A graph as the chart draws it: every day of the span, one value a day per line. */
export type GraphSeries = {
  kind: TReportGraphKind;
  /** `YYYY-MM-DD`, oldest first, with no day missing between the first and the last. */
  days: string[];
  lines: GraphLine[];
};

/** Whether the graph's values are money (minor units from the server). */
export const isMoneyGraph = (kind: TReportGraphKind) => kind === 'shareholding';

const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The server's points → the chart's series. Days are calendar days of the platform, so they are
 * stepped in UTC, where every day is 24 h long. A day without a row (the day-close job had not run
 * for it) stays in the axis as a gap rather than pulling its neighbours together. Money is drawn in
 * major units (`exponent` is the currency's), so the axis reads "1.5K" and not "150K" cents.
 */
export function toSeries(graph: TReportGraph, exponent: number): GraphSeries {
  const points = [...graph.points].sort((a, b) => dayMs(a.day) - dayMs(b.day));
  const scale = isMoneyGraph(graph.graph) ? 10 ** exponent : 1;
  const byDay = new Map(points.map((p) => [p.day, p]));
  const days: string[] = [];
  if (points.length > 0) {
    const last = dayMs(points[points.length - 1].day);
    for (let ms = dayMs(points[0].day); ms <= last; ms += DAY_MS) days.push(dayOf(ms));
  }
  const lineOf = (key: GraphLineKey): GraphLine => ({
    key,
    values: days.map((day) => {
      const figure = byDay.get(day)?.[key];
      return figure === undefined ? null : figure / scale;
    }),
  });
  return {
    kind: graph.graph,
    days,
    lines: graph.graph === 'team' ? [lineOf('value'), lineOf('members')] : [lineOf('value')],
  };
}

/** uPlot's data: the x values (the day's index), then one array per line. */
export function toChartData(series: GraphSeries): [number[], ...(number | null)[][]] {
  return [series.days.map((_, i) => i), ...series.lines.map((line) => line.values)];
}

/** The figures under a graph, in the server's units (money in minor units). */
export type GraphSummary = {
  from: string;
  to: string;
  /** The sum of the span: what the growth graph adds up to. */
  total: number;
  /** The last day's value, and members for the team graph. */
  latest: number;
  latestMembers: number | null;
  /** The last day's value less the first day's. */
  change: number;
  /** The highest value and its first day. */
  peak: { day: string; value: number };
};

/** The graph's figures in words and numbers, for the summary and the chart's text alternative. */
export function summarize(graph: TReportGraph): GraphSummary | null {
  const points = [...graph.points].sort((a, b) => dayMs(a.day) - dayMs(b.day));
  if (points.length === 0) return null;
  const first = points[0];
  const last = points[points.length - 1];
  const peak = points.reduce((best, p) => (p.value > best.value ? p : best), first);
  return {
    from: first.day,
    to: last.day,
    total: points.reduce((sum, p) => sum + p.value, 0),
    latest: last.value,
    latestMembers: graph.graph === 'team' ? (last.members ?? 0) : null,
    change: last.value - first.value,
    peak: { day: peak.day, value: peak.value },
  };
}

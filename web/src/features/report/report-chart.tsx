import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { observeResize } from '../../ui/throttle';
import { CHART_LINES } from './chart-lines';
import { type GraphSeries, toChartData } from './graph-series';
import styles from './report-chart.module.css';

/*
 * The one module that loads uPlot (this chunk is ~23 KB gzipped): the graph pages import it lazily,
 * so nothing else, the login route least of all, carries the chart library.
 */

const HEIGHT = 220;
const FONT = '11px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
const AXIS_COLOR = '#8a8d96';
const GRID_COLOR = '#eef0f4';

/** Whole-number steps only: a count of people has no half ticks. */
const Y_INCRS = Array.from({ length: 13 }, (_, e) => [1, 2, 5].map((m) => m * 10 ** e)).flat();
/** Day steps that read as days and weeks; the axis picks the smallest whose labels do not touch. */
const X_INCRS = [1, 2, 3, 5, 7, 10, 14, 20, 30, 45];

/** A canvas of its own to measure labels on, so uPlot's drawing state is left alone. */
let measurer: CanvasRenderingContext2D | null = null;

/** The width of a text in the axes' font, in CSS pixels. */
function textWidth(text: string): number {
  measurer ??= document.createElement('canvas').getContext('2d');
  if (!measurer) return text.length * 7;
  measurer.font = FONT;
  return measurer.measureText(text).width;
}

/**
 * Room for the widest label of an axis, so no value is cut. The y axis also leaves room for half of
 * the first day's label, which is centred on the left edge of the plot.
 */
function axisSize(dayLabels: string[]) {
  return (self: uPlot, values: string[] | null, axisIdx: number, cycleNum: number): number => {
    const axis = self.axes[axisIdx];
    // After the first pass the labels are known; keep the size rather than grow and shrink.
    if (cycleNum > 1) return (axis as { _size?: number })._size ?? 40;
    const gap = (axis.gap ?? 5) + ((axis.ticks as { show?: boolean; size?: number }).show === false ? 0 : 4);
    const widest = Math.max(0, ...(values ?? []).map((v) => textWidth(v)));
    if (axisIdx === 0) return Math.ceil(gap + 14);
    const firstDay = dayLabels.length > 0 ? textWidth(dayLabels[0]) / 2 : 0;
    return Math.ceil(Math.max(gap + widest, firstDay) + 2);
  };
}

/** Room on the right for half of the last day's label, centred on the plot's right edge. */
function rightPadding(dayLabels: string[]) {
  return () => Math.ceil(dayLabels.length > 0 ? textWidth(dayLabels.at(-1) ?? '') / 2 + 4 : 8);
}

export type ReportChartProps = {
  series: GraphSeries;
  /** The name of each line, in the order of `series.lines` (the page shows the key). */
  labels: string[];
  /** An axis value, compact ("1.5K", "1.5万"); money in major units. */
  axisValue: (value: number) => string;
  /** A day on the time axis ("Nov 25"). */
  dayLabel: (day: string) => string;
};

function options(width: number, props: ReportChartProps): uPlot.Options {
  const { series, labels, axisValue, dayLabel } = props;
  const many = series.days.length > 31;
  const dayLabels = series.days.map(dayLabel);
  return {
    width,
    height: HEIGHT,
    padding: [12, rightPadding(dayLabels), 0, 0],
    // The page names the lines (with a key for two) and lists every day's numbers under the chart.
    legend: { show: false },
    cursor: { drag: { x: false, y: false, setScale: false }, points: { size: 7 } },
    select: { show: false, left: 0, top: 0, width: 0, height: 0 },
    scales: {
      x: { time: false },
      // From zero, with room above the highest value for its line.
      y: { range: (_u, _min, max) => uPlot.rangeNum(0, Math.max(max, 1), 0.2, true) },
    },
    series: [
      {},
      ...series.lines.map((_line, i) => {
        const look = CHART_LINES[i % CHART_LINES.length];
        return {
          label: labels[i],
          stroke: look.stroke,
          fill: look.fill,
          dash: look.dash ? [...look.dash] : undefined,
          width: 2,
          points: { show: !many, size: 5 },
        };
      }),
    ],
    axes: [
      {
        font: FONT,
        stroke: AXIS_COLOR,
        space: 64,
        incrs: X_INCRS,
        size: axisSize(dayLabels),
        grid: { show: false },
        ticks: { stroke: GRID_COLOR, size: 4 },
        values: (_u, splits) => splits.map((i) => (Number.isInteger(i) ? (dayLabels[i] ?? '') : '')),
      },
      {
        font: FONT,
        stroke: AXIS_COLOR,
        space: 36,
        incrs: Y_INCRS,
        size: axisSize(dayLabels),
        grid: { stroke: GRID_COLOR, width: 1 },
        ticks: { show: false },
        values: (_u, splits) => splits.map(axisValue),
      },
    ],
  };
}

/**
 * The line chart of a report graph. The time axis runs left to right in every language (the page
 * around it mirrors in Arabic); it follows its box's width (every 50 ms at most while that changes),
 * so it fits any phone.
 */
export default function ReportChart(props: ReportChartProps) {
  const box = useRef<HTMLDivElement>(null);
  // The chart is built for the props it was given; new props rebuild it (a new span, a new language).
  const latest = useRef(props);
  latest.current = props;
  const { series } = props;
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const chart = new uPlot(options(el.clientWidth, latest.current), toChartData(series), el);
    const resize = observeResize([el], () => {
      if (el.clientWidth > 0 && el.clientWidth !== chart.width)
        chart.setSize({ width: el.clientWidth, height: HEIGHT });
    });
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [series]);
  return <div ref={box} className={styles.chart} dir="ltr" />;
}

import {
  REPORT_GRAPHS,
  REPORT_RANGES,
  type TReportGraph,
  type TReportGraphKind,
} from '@club/contract/report';
import { CapsuleTabs } from 'antd-mobile';
import { type CSSProperties, lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n';
import { PageNavBar } from '../../shared/nav-bar';
import type { PageProps } from '../../shared/page';
import { useMoney } from '../../shared/use-money';
import { EmptyState } from '../../ui/empty-state';
import { compact, formatDay, formatNumber } from '../../ui/format';
import { QueryState } from '../../ui/query-state';
import { Refreshable } from '../../ui/refreshable';
import { WithTexts } from '../../ui/with-texts';
import { useReportGraph } from './api/get-report-graph';
import { useAssistantPhone } from './api/get-report-summary';
import type { ReportScope } from './api/keys';
import { CHART_LINES } from './chart-lines';
import { isMoneyGraph, summarize, toSeries } from './graph-series';
import styles from './report.module.css';
import { assistantIdOf } from './scope';
import { reportTexts } from './texts';

/** The chart library comes with the chart, on the graph pages only. */
const ReportChart = lazy(() => import('./report-chart'));

type Range = (typeof REPORT_RANGES)[number];

const titleKey = {
  growth: 'pages.growthReport',
  shareholding: 'pages.shareholdingReport',
  team: 'pages.teamReport',
} as const;

/** A day on the time axis: month and day only, in the platform's calendar (the server's `YYYY-MM-DD`). */
function shortDay(day: string, locale: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(date);
}

/** The chart, the figures under it and each day's numbers, for one span. */
function Graph({ graph }: { graph: TReportGraph }) {
  const { t } = useTranslation();
  const { money, currency } = useMoney();
  const locale = currentLanguage();
  const kind = graph.graph;
  const series = useMemo(
    () => toSeries(graph, currency.currencyExponent),
    [graph, currency.currencyExponent],
  );
  const summary = summarize(graph);
  if (!summary) return <EmptyState description={t('report.graph.empty')} />;

  const isMoney = isMoneyGraph(kind);
  /** A value as the server sends it (money in minor units), in full. */
  const full = (value: number) => (isMoney ? money(value) : formatNumber(value, locale));
  const signed = (value: number) =>
    isMoney
      ? money(value, { signed: true })
      : new Intl.NumberFormat(locale, { signDisplay: 'exceptZero' }).format(value);
  const day = (d: string) => formatDay(d, locale);
  const onDay = (value: number, d: string) => t('report.graph.onDay', { value: full(value), day: day(d) });
  // The highest day says something only when some day had anything.
  const highest =
    summary.peak.value > 0
      ? [
          {
            key: 'highest',
            label: t('report.graph.highest'),
            value: onDay(summary.peak.value, summary.peak.day),
          },
        ]
      : [];
  const members =
    summary.latestMembers === null
      ? []
      : [{ key: 'members', label: t('report.graph.lines.members'), value: full(summary.latestMembers) }];
  const figures =
    kind === 'growth'
      ? [{ key: 'total', label: t('report.graph.total'), value: full(summary.total) }, ...highest]
      : [
          { key: 'latest', label: t(`report.graph.lines.${kind}`), value: full(summary.latest) },
          ...members,
          { key: 'change', label: t('report.graph.change'), value: signed(summary.change) },
          ...highest,
        ];
  const range = t('report.graph.range', { from: day(summary.from), to: day(summary.to) });
  const labels = series.lines.map((line) =>
    t(line.key === 'members' ? 'report.graph.lines.members' : `report.graph.lines.${kind}`),
  );
  const newestFirst = [...graph.points].sort((a, b) => (a.day < b.day ? 1 : -1));

  return (
    <>
      <section className={styles.card}>
        <p className={styles.range} data-testid="report-graph-range">
          {range}
        </p>
        {labels.length > 1 && (
          <ul className={styles.key} aria-hidden="true">
            {labels.map((label, i) => (
              <li key={label}>
                <span
                  className={CHART_LINES[i].dash ? styles.swatchDashed : styles.swatch}
                  style={{ '--swatch': CHART_LINES[i].stroke } as CSSProperties}
                />
                {label}
              </li>
            ))}
          </ul>
        )}
        {/* The canvas is a picture to a screen reader; its text says what it shows. */}
        <figure
          className={styles.chart}
          role="img"
          aria-label={t('report.graph.aria', {
            title: t(titleKey[kind]),
            range,
            figures: figures.map((f) => `${f.label} ${f.value}`).join(', '),
          })}
          data-testid="report-chart"
        >
          <Suspense fallback={<div className={styles.chartBox} />}>
            <ReportChart
              key={locale}
              series={series}
              labels={labels}
              // Money comes in major units, so the axis reads compactly in the locale's units.
              axisValue={(v) => compact(v)}
              dayLabel={(d) => shortDay(d, locale)}
            />
          </Suspense>
        </figure>
        <dl className={styles.figures} data-testid="report-graph-figures">
          {figures.map((f) => (
            <div key={f.key} data-testid={`report-figure-${f.key}`}>
              <dt>{f.label}</dt>
              <dd>{f.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className={styles.card}>
        <table className={styles.table} data-testid="report-graph-table">
          <thead>
            <tr>
              <th scope="col">{t('report.graph.day')}</th>
              {labels.map((label) => (
                <th key={label} scope="col">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {newestFirst.map((p) => (
              <tr key={p.day} data-testid="report-graph-day" data-day={p.day}>
                <th scope="row">{day(p.day)}</th>
                <td>{full(p.value)}</td>
                {kind === 'team' && <td>{full(p.members ?? 0)}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}

/**
 * A graphical report (PRODUCT.md §11): user growth, shareholding or team size a day over the last 7,
 * 30 or 90 days, of the member's team or, with `?assistantId=`, one of their assistants'.
 */
function GraphPage({ kind, assistantId }: { kind: TReportGraphKind; assistantId: ReportScope }) {
  const { t } = useTranslation();
  const [days, setDays] = useState<Range>(7);
  const query = useReportGraph(assistantId, kind, days);
  const phone = useAssistantPhone(assistantId);
  return (
    <>
      <PageNavBar title={phone ? `${t(titleKey[kind])} · ${phone}` : t(titleKey[kind])} />
      <div className={styles.tabs}>
        <CapsuleTabs activeKey={String(days)} onChange={(key) => setDays(Number(key) as Range)}>
          {REPORT_RANGES.map((d) => (
            <CapsuleTabs.Tab
              key={String(d)}
              title={
                <span data-testid={`report-days-${d}`}>{t('report.graph.days', { n: formatNumber(d) })}</span>
              }
            />
          ))}
        </CapsuleTabs>
      </div>
      <Refreshable onRefresh={query.refetch}>
        <div className={styles.page} data-testid="report-graph" data-kind={kind} data-days={days}>
          <QueryState query={query}>{(graph) => <Graph graph={graph} />}</QueryState>
        </div>
      </Refreshable>
    </>
  );
}

/**
 * One route for the three graphical reports: `?graph=growth|shareholding|team` (growth when absent
 * or unknown), with `?assistantId=` as every report page.
 */
export default function GraphRoutePage({ query }: PageProps) {
  const kind = (REPORT_GRAPHS as readonly string[]).includes(query.graph)
    ? (query.graph as TReportGraphKind)
    : 'growth';
  return (
    <WithTexts texts={reportTexts}>
      <GraphPage kind={kind} assistantId={assistantIdOf(query)} />
    </WithTexts>
  );
}

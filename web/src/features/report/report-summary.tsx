import type { TReportSummary } from '@club/contract/report';
import { RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { nav } from '../../shared/navigation';
import { useMoney } from '../../shared/use-money';
import { formatNumber } from '../../ui/format';
import type { ReportScope } from './api/keys';
import styles from './report.module.css';
import { graphPath, reportPaths } from './scope';

/** Whose team this is, and its counts: users, members, non-members, teams, and a director's assistants. */
export function ReportTotals({ summary }: { summary: TReportSummary }) {
  const { t } = useTranslation();
  const keys = ['users', 'members', 'nonMembers', 'teams', 'assistants'] as const;
  // An assistant has no assistants of their own.
  const totals = keys.filter((key) => key !== 'assistants' || summary.role === 'director');
  return (
    <section className={styles.summary} data-testid="report-summary" data-role={summary.role}>
      <div className={styles.summaryTop}>
        <h2 className={styles.summaryTitle}>{t(`report.role.${summary.role}`)}</h2>
        <span className={styles.holder} dir="ltr">
          {summary.holderPhone}
        </span>
      </div>
      <dl className={styles.totals}>
        {totals.map((key) => (
          <div key={key} className={styles.total} data-testid={`report-total-${key}`}>
            <dt>{t(`report.${key}`)}</dt>
            <dd>{formatNumber(summary[key])}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.zone}>{t('report.zone', { zone: summary.timeZone })}</p>
    </section>
  );
}

/**
 * Income and shareholding today, this week and in all: a row a span, so each amount has half the
 * card's width, which a long amount in Arabic digits and "US$" still fits.
 */
export function ReportAmounts({ summary }: { summary: TReportSummary }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const spans = [
    { key: 'day', label: t('report.today') },
    { key: 'week', label: t('report.thisWeek') },
    { key: 'total', label: t('report.inAll') },
  ] as const;
  return (
    <section className={styles.card}>
      <table className={`${styles.table} ${styles.amounts}`} data-testid="report-amounts">
        <thead>
          <tr>
            <td />
            <th scope="col">{t('report.income')}</th>
            <th scope="col">{t('report.shareholding')}</th>
          </tr>
        </thead>
        <tbody>
          {spans.map((span) => (
            <tr key={span.key} data-testid={`report-amounts-${span.key}`}>
              <th scope="row">{span.label}</th>
              <td>{money(summary.income[span.key])}</td>
              <td>{money(summary.shareholding[span.key])}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** Users, members and non-members at each level under the report's holder. */
export function ReportLevels({ summary }: { summary: TReportSummary }) {
  const { t } = useTranslation();
  if (summary.levels.length === 0) return null;
  return (
    <section className={styles.card}>
      <h2 className={styles.sectionTitle}>{t('report.byLevel')}</h2>
      <table className={styles.table} data-testid="report-levels">
        <thead>
          <tr>
            <th scope="col">{t('report.level')}</th>
            <th scope="col">{t('report.users')}</th>
            <th scope="col">{t('report.members')}</th>
            <th scope="col">{t('report.nonMembers')}</th>
          </tr>
        </thead>
        <tbody>
          {summary.levels.map((l) => (
            <tr key={l.level} data-testid="report-level" data-level={l.level}>
              <th scope="row">{t('report.levelN', { level: formatNumber(l.level) })}</th>
              <td>{formatNumber(l.users)}</td>
              <td>{formatNumber(l.members)}</td>
              <td>{formatNumber(l.nonMembers)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The three graphs of the same team, and a director's own assistant list. */
export function ReportLinks({ summary, assistantId }: { summary: TReportSummary; assistantId: ReportScope }) {
  const { t } = useTranslation();
  const links = [
    { path: graphPath('growth', assistantId), label: t('pages.growthReport'), id: 'growth' },
    {
      path: graphPath('shareholding', assistantId),
      label: t('pages.shareholdingReport'),
      id: 'shareholding',
    },
    { path: graphPath('team', assistantId), label: t('pages.teamReport'), id: 'team' },
    // The holder is a director only on their own report; an assistant's has no assistants.
    ...(summary.role === 'director'
      ? [{ path: reportPaths.assistants, label: t('pages.assistantList'), id: 'assistants' }]
      : []),
  ];
  return (
    <nav className={styles.links} aria-label={t('report.graphs')}>
      {links.map((link) => (
        <button
          key={link.id}
          type="button"
          className={styles.link}
          onClick={() => nav.navigateTo(link.path)}
          data-testid={`report-link-${link.id}`}
        >
          {link.label}
          <RightOutline className={styles.chevron} aria-hidden="true" />
        </button>
      ))}
    </nav>
  );
}

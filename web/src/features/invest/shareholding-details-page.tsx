import type { TInvestmentDetail } from '@club/contract';
import { RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n';
import { PageNavBar } from '../../shared/nav-bar';
import { nav } from '../../shared/navigation';
import type { PageProps } from '../../shared/page';
import { projectDetailPath } from '../../shared/paths';
import { useMoney } from '../../shared/use-money';
import { EmptyState } from '../../ui/empty-state';
import { formatDate, formatDateTime, formatNumber } from '../../ui/format';
import type { Money } from '../../ui/money';
import { Poster } from '../../ui/poster';
import { QueryState } from '../../ui/query-state';
import { formatRate } from '../../ui/rate';
import { ScheduleTable } from '../../ui/schedule-table';
import { useInvestmentDetail } from './api/get-investment-detail';
import styles from './invest.module.css';
import { DaysProgress } from './investment-item';
import { InvestmentStateTag } from './investment-state';
import { RevokeButton } from './revoke-button';

function Header({ investment, money }: { investment: TInvestmentDetail; money: Money }) {
  const { t } = useTranslation();
  return (
    <section className={styles.header}>
      <Poster src={investment.poster} alt="" className={styles.headerPoster} />
      <div className={styles.headerText}>
        <button
          type="button"
          className={styles.headerTitle}
          onClick={() => nav.navigateTo(projectDetailPath(investment.projectId))}
          data-testid="shareholding-project"
        >
          {investment.projectTitle} <RightOutline className={styles.chevron} />
        </button>
        <InvestmentStateTag investment={investment} />
        <span className={styles.headerLabel}>{t('invest.principal')}</span>
        <strong className={styles.headerAmount} data-testid="shareholding-principal">
          {money(investment.principal)}
        </strong>
        {investment.discount > 0 && (
          <span className={styles.headerCoupon} data-testid="shareholding-discount">
            {t('invest.couponLine', { amount: money(-investment.discount, { signed: true }) })}
          </span>
        )}
      </div>
    </section>
  );
}

function Terms({ investment, money }: { investment: TInvestmentDetail; money: Money }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const rows: [string, string, string][] = [
    ['daily-rate', t('project.dailyRate'), formatRate(investment.dailyRate, lang)],
    ['annual-rate', t('project.annualRate'), formatRate(investment.annualRate, lang)],
    ['cycle', t('project.cycle'), t('project.days', { n: formatNumber(investment.cycle) })],
    ['repay-type', t('project.repayType'), t(`project.repayTypes.${investment.repayType}`)],
    ['invested-at', t('invest.investedAt'), formatDateTime(investment.investedAt, lang)],
    ['matures-at', t('invest.maturesAt'), formatDate(investment.maturesAt, lang)],
    ['principal-paid', t('invest.principalPaid'), money(investment.principalPaid)],
    [
      'last-revenue',
      t('invest.lastRevenueLabel'),
      investment.lastRevenueAt === null
        ? t('invest.noRevenueYet')
        : formatDate(investment.lastRevenueAt, lang),
    ],
    [
      'interest',
      t('invest.interestPaidOfTotal'),
      t('invest.amountOf', { paid: money(investment.interestPaid), total: money(investment.interestTotal) }),
    ],
  ];
  return (
    <section
      className={styles.card}
      aria-labelledby="shareholding-terms-title"
      data-testid="shareholding-terms"
    >
      <h2 className={styles.sectionTitle} id="shareholding-terms-title">
        {t('project.terms')}
      </h2>
      {investment.state !== 'revoked' && <DaysProgress investment={investment} />}
      <dl className={styles.facts}>
        {rows.map(([key, label, value]) => (
          <div key={key} data-testid={`shareholding-${key}`}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Ledger({ lines, money }: { lines: TInvestmentDetail['ledger']; money: Money }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  return (
    <section
      className={styles.card}
      aria-labelledby="shareholding-ledger-title"
      data-testid="shareholding-ledger"
    >
      <h2 className={styles.sectionTitle} id="shareholding-ledger-title">
        {t('invest.ledger')}
      </h2>
      {lines.length === 0 ? (
        <EmptyState compact />
      ) : (
        <ul className={styles.lines}>
          {lines.map((line) => (
            <li
              key={`${line.at}-${line.type}-${line.wallet}-${line.amount}`}
              className={styles.line}
              data-testid="ledger-line"
              data-type={line.type}
            >
              <div className={styles.lineRow}>
                <span className={styles.lineLabel}>{line.label}</span>
                <span className={line.amount < 0 ? styles.amountOut : styles.amountIn}>
                  {money(line.amount, { signed: true })}
                </span>
              </div>
              <div className={styles.lineRow}>
                <span className={styles.lineMeta}>
                  {t(`wallets.${line.wallet}`, { defaultValue: line.wallet })}
                </span>
                <time className={styles.lineMeta} dateTime={line.at}>
                  {formatDateTime(line.at, lang)}
                </time>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Details({ investment }: { investment: TInvestmentDetail }) {
  const { t } = useTranslation();
  const { money, currency } = useMoney();
  return (
    <div className={styles.page} data-testid="shareholding" data-state={investment.state}>
      <Header investment={investment} money={money} />
      {investment.waitingRepayment && (
        <p className={styles.waitingNote} role="status" data-testid="shareholding-waiting">
          {t('invest.waitingNote')}
        </p>
      )}
      <RevokeButton investment={investment} money={money} />
      <Terms investment={investment} money={money} />
      <section className={styles.card} aria-labelledby="shareholding-schedule-title">
        <h2 className={styles.sectionTitle} id="shareholding-schedule-title">
          {t('invest.dividendRecords')}
        </h2>
        {investment.schedule.length === 0 ? (
          <EmptyState compact />
        ) : (
          <div className={styles.schedule} data-testid="shareholding-schedule">
            <ScheduleTable
              items={investment.schedule}
              currency={currency}
              rowTestId="schedule-item"
              withStatus
            />
          </div>
        )}
      </section>
      <Ledger lines={investment.ledger} money={money} />
    </div>
  );
}

/** Shareholding details (spec §2): one investment, its dividend records and the money it moved. */
export default function ShareholdingDetailsPage({ query }: PageProps) {
  const { t } = useTranslation();
  const id = Number(query.id);
  const valid = Number.isInteger(id) && id > 0;
  const detail = useInvestmentDetail(valid ? id : 0);
  return (
    <>
      <PageNavBar title={t('pages.shareholdingDetails')} />
      {valid ? (
        <QueryState query={detail}>{(investment) => <Details investment={investment} />}</QueryState>
      ) : (
        <EmptyState description={t('invest.notFound')} />
      )}
    </>
  );
}

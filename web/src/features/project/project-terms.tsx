import type { TProject } from '@club/contract';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n';
import { formatDateTime, formatNumber } from '../../ui/format';
import type { Money } from '../../ui/money';
import { FundingProgress } from '../../ui/project-card';
import { formatRate } from '../../ui/rate';
import styles from './project.module.css';

/** The terms a member invests under: rates, cycle, repayment, minimum and step, scale, dates. */
export function ProjectTerms({ project, money }: { project: TProject; money: Money }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const rows: [key: string, label: string, value: string][] = [
    ['daily-rate', t('project.dailyRate'), formatRate(project.returnValue, lang)],
    ['annual-rate', t('project.annualRate'), formatRate(project.annualRate, lang)],
    ['cycle', t('project.cycle'), t('project.days', { n: formatNumber(project.cycle) })],
    ['repay-type', t('project.repayType'), t(`project.repayTypes.${project.repayType}`)],
    ['minimum', t('project.minimumAndStep'), money(project.single)],
    ['scale', t('project.scale'), money(project.amount)],
    ['start', t('project.fundraisingStart'), formatDateTime(project.fundraisingStartAt, lang)],
    ['end', t('project.fundraisingEnd'), formatDateTime(project.fundraisingEndAt, lang)],
  ];
  return (
    <section className={styles.card} aria-labelledby="project-terms-title" data-testid="project-terms">
      <h2 className={styles.sectionTitle} id="project-terms-title">
        {t('project.terms')}
      </h2>
      <dl className={styles.termGrid}>
        {rows.map(([key, label, value]) => (
          <div key={key} data-testid={`project-term-${key}`}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.note}>{t(`project.repayTypeHint.${project.repayType}`)}</p>
    </section>
  );
}

/** Raised of scale, the percentage and the number of investors, all from real investments. */
export function ProjectFunding({ project, money }: { project: TProject; money: Money }) {
  const { t } = useTranslation();
  return (
    <section className={styles.card} aria-labelledby="project-funding-title" data-testid="project-funding">
      <h2 className={styles.sectionTitle} id="project-funding-title">
        {t('project.progress')}
      </h2>
      <FundingProgress progressRate={project.progressRate} />
      <dl className={styles.facts}>
        <div>
          <dt>{t('project.raised')}</dt>
          <dd data-testid="project-raised">{money(project.raised)}</dd>
        </div>
        <div>
          <dt>{t('invest.remaining')}</dt>
          <dd>{money(Math.max(0, project.amount - project.raised))}</dd>
        </div>
        <div>
          <dt>{t('project.investorCount')}</dt>
          <dd data-testid="project-investors">{formatNumber(project.investorCount)}</dd>
        </div>
      </dl>
    </section>
  );
}

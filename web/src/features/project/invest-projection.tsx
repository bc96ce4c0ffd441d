import type { TInvestCheck } from '@club/contract';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n';
import type { Currency } from '../../shared/api/get-config';
import type { Money } from '../../ui/money';
import { formatRateShort } from '../../ui/rate';
import { ScheduleTable } from '../../ui/schedule-table';
import styles from './project.module.css';

/** The exact projected schedule of invest/check, its totals and the rate as a daily and an annual figure. */
export function InvestProjection({
  check,
  money,
  currency,
  stale,
}: {
  check: TInvestCheck;
  money: Money;
  currency: Currency;
  stale: boolean;
}) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  return (
    <section
      className={stale ? styles.projectionStale : styles.projection}
      aria-busy={stale}
      aria-labelledby="invest-projection-title"
      data-testid="invest-projection"
      data-ready={!stale || undefined}
    >
      <h3 className={styles.subTitle} id="invest-projection-title">
        {t('invest.projection')}
      </h3>
      <dl className={styles.facts}>
        <div>
          <dt>{t('project.dailyRate')}</dt>
          <dd data-testid="invest-daily-rate">{formatRateShort(check.dailyRate, lang)}</dd>
        </div>
        <div>
          <dt>{t('project.annualRate')}</dt>
          <dd data-testid="invest-annual-rate">{formatRateShort(check.annualRate, lang)}</dd>
        </div>
        <div>
          <dt>{t('invest.totalPrincipal')}</dt>
          <dd data-testid="invest-total-principal">{money(check.totalPrincipal)}</dd>
        </div>
        <div>
          <dt>{t('invest.totalInterest')}</dt>
          <dd className={styles.interest} data-testid="invest-total-interest">
            {money(check.totalInterest)}
          </dd>
        </div>
        <div>
          <dt>{t('invest.totalReturn')}</dt>
          <dd data-testid="invest-total-return">{money(check.totalPrincipal + check.totalInterest)}</dd>
        </div>
      </dl>
      <div className={styles.scheduleBox} data-testid="invest-schedule">
        <ScheduleTable items={check.schedule} currency={currency} rowTestId="schedule-item" />
      </div>
      <p className={styles.note}>{t('invest.projectionNote')}</p>
    </section>
  );
}

import type { TInvestment } from '@club/contract';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n';
import { nav } from '../../shared/navigation';
import { shareholdingPath } from '../../shared/paths';
import { formatDate, formatNumber } from '../../ui/format';
import type { Money } from '../../ui/money';
import { Poster } from '../../ui/poster';
import { ProgressLine } from '../../ui/progress-line';
import { formatRateShort } from '../../ui/rate';
import styles from './invest.module.css';
import { InvestmentStateTag, LastRevenue } from './investment-state';

/**
 * How far an investment has come, in days of its cycle. A completed one is paid back in full, so
 * it shows every day of the cycle and a full bar whatever its payments counted (one paid at
 * maturity counts a single payment: "1 / 60" would read as barely begun).
 */
export function daysProgress(investment: Pick<TInvestment, 'state' | 'daysPaid' | 'cycle'>) {
  const cycle = Math.max(0, investment.cycle);
  const paid = investment.state === 'completed' ? cycle : Math.min(cycle, Math.max(0, investment.daysPaid));
  return { paid, cycle, percent: cycle === 0 ? 0 : (paid / cycle) * 100 };
}

/** Days paid of the cycle, as a bar and as text. */
export function DaysProgress({ investment }: { investment: TInvestment }) {
  const { t } = useTranslation();
  const { paid, cycle, percent } = daysProgress(investment);
  return (
    <ProgressLine
      percent={percent}
      label={t('invest.daysProgress')}
      text={t('invest.daysOf', { paid: formatNumber(paid), cycle: formatNumber(cycle) })}
      testId="investment-days"
    />
  );
}

/** One investment in a list; opens its shareholding details. */
export function InvestmentItem({ investment, money }: { investment: TInvestment; money: Money }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  return (
    <button
      type="button"
      className={styles.item}
      onClick={() => nav.navigateTo(shareholdingPath(investment.id))}
      data-testid="holding-item"
      data-investment-id={investment.id}
      data-state={investment.state}
    >
      <Poster src={investment.poster} alt="" className={styles.itemPoster} />
      <span className={styles.itemBody}>
        <span className={styles.itemHead}>
          <span className={styles.itemTitle}>{investment.projectTitle}</span>
          <InvestmentStateTag investment={investment} />
        </span>
        <span className={styles.itemTerms}>
          <span>
            <span className={styles.itemLabel}>{t('invest.principal')}</span>
            <span className={styles.itemValue} data-testid="holding-principal">
              {money(investment.principal)}
            </span>
            {investment.discount > 0 && (
              <span className={styles.itemCoupon} data-testid="holding-discount">
                {t('invest.couponLine', { amount: money(-investment.discount, { signed: true }) })}
              </span>
            )}
          </span>
          <span>
            <span className={styles.itemLabel}>{t('project.annualRate')}</span>
            <span className={styles.itemValue}>{formatRateShort(investment.annualRate, lang)}</span>
          </span>
          <span>
            <span className={styles.itemLabel}>{t('invest.interestPaid')}</span>
            <span className={styles.itemValueIn}>{money(investment.interestPaid)}</span>
          </span>
        </span>
        {investment.state !== 'revoked' && <DaysProgress investment={investment} />}
        {investment.waitingRepayment && (
          <LastRevenue at={investment.lastRevenueAt} className={styles.itemWaiting} />
        )}
        <span className={styles.itemFoot}>
          {t('invest.investedOn', { date: formatDate(investment.investedAt, lang) })}
        </span>
      </span>
    </button>
  );
}

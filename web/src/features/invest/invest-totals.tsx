import type { TUserInvest } from '@club/contract';
import { Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { Money } from '../../ui/money';
import styles from './invest.module.css';

/** The member's investing in four figures: invested, still holding, interest paid, interest to come. */
export function InvestTotals({ totals, money }: { totals: TUserInvest['totals'] | undefined; money: Money }) {
  const { t } = useTranslation();
  const cells = [
    ['invested', t('invest.totals.invested')],
    ['holding', t('invest.totals.holding')],
    ['interestPaid', t('invest.interestPaid')],
    ['interestPending', t('invest.interestPending')],
  ] as const;
  return (
    <section className={styles.totals} aria-label={t('pages.myInvest')} data-testid="invest-totals">
      <dl className={styles.totalsGrid}>
        {cells.map(([key, label]) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd data-testid={`totals-${key}`}>
              {totals ? money(totals[key]) : <Skeleton.Title animated className={styles.totalSkeleton} />}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

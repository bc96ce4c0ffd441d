import type { TIncome } from '@club/contract';
import { useTranslation } from 'react-i18next';
import type { Money } from '../../../ui/money';
import styles from '../withdraw.module.css';

/** What the member can withdraw now, and what is held for withdrawals still waiting. */
export function Balances({ income, money }: { income: TIncome; money: Money }) {
  const { t } = useTranslation();
  return (
    <section className={styles.balances}>
      <div className={styles.balance}>
        <span className={styles.balanceLabel}>{t('wallets.available')}</span>
        <strong className={styles.balanceMain} data-testid="withdraw-available">
          {money(income.available)}
        </strong>
      </div>
      <div className={styles.balance}>
        <span className={styles.balanceLabel}>{t('wallets.frozen')}</span>
        <strong className={styles.balanceSide} data-testid="withdraw-frozen">
          {money(income.frozen)}
        </strong>
      </div>
    </section>
  );
}

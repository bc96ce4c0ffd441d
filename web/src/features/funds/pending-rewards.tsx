import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n';
import { useMoney } from '../../shared/use-money';
import { formatDate } from '../../ui/format';
import { useAccountTypes } from './api/get-account-types';
import { usePendingRewards } from './api/get-pending-rewards';
import styles from './funds.module.css';

/**
 * Rewards the member earned that wait for the club's marketing budget (PRODUCT.md §9): shown with
 * their amounts, so nothing earned is hidden, and paid to the wallet oldest first when it is funded.
 */
export function PendingRewards() {
  const { t } = useTranslation();
  const { money } = useMoney();
  const pending = usePendingRewards();
  const types = useAccountTypes();
  const lang = currentLanguage();
  const rewards = pending.data;
  if (!rewards || rewards.list.length === 0) return null;
  const label = (type: string) => types.data?.find((x) => x.type === type)?.label ?? type;
  return (
    <section className={styles.pending} data-testid="pending-rewards">
      <h2 className={styles.pendingTitle}>{t('funds.pendingRewards', { amount: money(rewards.total) })}</h2>
      <p className={styles.pendingHelp}>{t('funds.pendingRewardsHelp')}</p>
      <ul className={styles.lines}>
        {rewards.list.map((r) => (
          <li key={r.id} className={styles.line}>
            <div className={styles.lineRow}>
              <span className={styles.lineType}>{label(r.type)}</span>
              <span className={styles.amountPending}>{money(r.amount)}</span>
            </div>
            <div className={styles.lineRow}>
              <span className={styles.lineMeta}>{formatDate(r.createdAt, lang)}</span>
              <span className={styles.lineBalance}>{t('funds.pendingState')}</span>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

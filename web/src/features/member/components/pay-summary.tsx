import type { TMemberLevel } from '@club/contract';
import { useTranslation } from 'react-i18next';
import type { Money } from '../../../ui/money';
import styles from '../member.module.css';

/** A membership payment or cancellation waiting for the pay password. */
export type MembershipPending =
  | { kind: 'activate' | 'renew'; level: TMemberLevel; price: number }
  | { kind: 'cancel' };

/** What the pay password confirms: the level and its price, or the deposit coming back. */
export function PaySummary({
  pending,
  deposit,
  money,
}: {
  pending: MembershipPending;
  /** The deposit held now, what a cancellation returns. */
  deposit: number;
  money: Money;
}) {
  const { t } = useTranslation();
  if (pending.kind === 'cancel') {
    return (
      <dl className={styles.summary}>
        <div>
          <dt>{t('member.summary.depositBack')}</dt>
          <dd data-testid="member-confirm-amount">{money(deposit)}</dd>
        </div>
      </dl>
    );
  }
  return (
    <dl className={styles.summary}>
      <div>
        <dt>{pending.kind === 'renew' ? t('member.summary.renew') : t('member.summary.activate')}</dt>
        <dd>{pending.level.name}</dd>
      </div>
      {pending.kind === 'activate' && (
        <div>
          <dt>{t('member.price.deposit')}</dt>
          <dd>{money(pending.level.deposit)}</dd>
        </div>
      )}
      <div>
        <dt>{t('member.price.fee')}</dt>
        <dd>{money(pending.level.fee)}</dd>
      </div>
      <div>
        <dt>{t('member.summary.total')}</dt>
        <dd data-testid="member-confirm-amount">{money(pending.price)}</dd>
      </div>
    </dl>
  );
}

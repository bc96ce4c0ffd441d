import { useTranslation } from 'react-i18next';
import type { Money } from '../../../ui/money';
import type { WithdrawCheckBody } from '../api/post-withdraw-check';
import styles from '../withdraw.module.css';

/** A checked withdrawal waiting for the pay password: what is sent, and the server's fee and total. */
export type WithdrawConfirm = { body: WithdrawCheckBody; fee: number; total: number; account: string };

/** What the pay password confirms, above the digits. */
export function ConfirmSummary({ confirm, money }: { confirm: WithdrawConfirm; money: Money }) {
  const { t } = useTranslation();
  return (
    <dl className={styles.facts}>
      <div>
        <dt>{t('withdraw.amount')}</dt>
        <dd data-testid="withdraw-confirm-amount">{money(confirm.body.amount)}</dd>
      </div>
      <div>
        <dt>{t('withdraw.fee')}</dt>
        <dd>{money(confirm.fee)}</dd>
      </div>
      <div>
        <dt>{t('withdraw.total')}</dt>
        <dd>{money(confirm.total)}</dd>
      </div>
      <div>
        <dt>{t('withdraw.account')}</dt>
        <dd>
          <bdi>{confirm.account}</bdi>
        </dd>
      </div>
    </dl>
  );
}

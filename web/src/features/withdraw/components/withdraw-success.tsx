import type { TIncome, TWithdrawOrder } from '@club/contract';
import { Button, Result } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { nav } from '../../../shared/navigation';
import { paths } from '../../../shared/paths';
import type { Money } from '../../../ui/money';
import { StatusTag } from '../../../ui/status-tag';
import styles from '../withdraw.module.css';

/** The order just placed, the money now held for it, and the ways on. */
export function WithdrawSuccess({
  order,
  income,
  money,
}: {
  order: TWithdrawOrder;
  income: TIncome;
  money: Money;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <section className={styles.result} data-testid="withdraw-success">
        <Result
          status="success"
          title={t('withdraw.successTitle')}
          description={t('withdraw.successDescription', { total: money(order.amount + order.fee) })}
        />
        <dl className={styles.summary}>
          <div>
            <dt>{t('withdraw.amount')}</dt>
            <dd>{money(order.amount)}</dd>
          </div>
          <div>
            <dt>{t('withdraw.fee')}</dt>
            <dd>{money(order.fee)}</dd>
          </div>
          <div>
            <dt>{t('withdraw.account')}</dt>
            <dd>
              <bdi>{order.account}</bdi>
            </dd>
          </div>
          <div>
            <dt>{t('withdraw.state')}</dt>
            <dd>
              <StatusTag tone="waiting">{t(`withdraw.states.${order.state}`)}</StatusTag>
            </dd>
          </div>
          <div>
            <dt>{t('wallets.frozen')}</dt>
            <dd data-testid="withdraw-frozen">{money(income.frozen)}</dd>
          </div>
        </dl>
        <div className={styles.resultActions}>
          <Button shape="rounded" onClick={() => nav.back()} data-testid="withdraw-done">
            {t('withdraw.done')}
          </Button>
          <Button
            color="primary"
            shape="rounded"
            onClick={() => nav.redirectTo(paths.withdrawDetails)}
            data-testid="withdraw-to-details"
          >
            {t('pages.withdrawalDetails')}
          </Button>
        </div>
      </section>
    </div>
  );
}

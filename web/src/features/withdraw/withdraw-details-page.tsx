import type { TWithdrawOrder } from '@club/contract';
import { useTranslation } from 'react-i18next';
import { combineQueries } from '../../api/combine-queries';
import { useIncome } from '../../app/api/get-income';
import { PageNavBar } from '../../app/nav-bar';
import { currentLanguage } from '../../i18n';
import { EmptyState } from '../../ui/empty-state';
import { formatDateTime } from '../../ui/format';
import { InfiniteFooter } from '../../ui/infinite-footer';
import { type Money, moneyOf } from '../../ui/money';
import { QueryState } from '../../ui/query-state';
import { Refreshable } from '../../ui/refreshable';
import { StatusTag, type Tone } from '../../ui/status-tag';
import { useWithdrawOrders } from './api/get-withdraw-orders';
import styles from './withdraw.module.css';

const toneOf: Record<TWithdrawOrder['state'], Tone> = {
  waiting: 'waiting',
  success: 'success',
  failed: 'danger',
};

function OrderLine({ order, money }: { order: TWithdrawOrder; money: Money }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  return (
    <li className={styles.line} data-testid="withdraw-details-line" data-state={order.state}>
      <div className={styles.lineRow}>
        <span className={styles.lineTitle}>
          <span className={styles.lineName}>{order.channelName}</span>
          <StatusTag tone={toneOf[order.state]}>{t(`withdraw.states.${order.state}`)}</StatusTag>
        </span>
        <span className={styles.lineAmount}>{money(order.amount)}</span>
      </div>
      <div className={styles.lineRow}>
        <span className={styles.lineMeta} dir="auto">
          {order.account}
        </span>
        <span className={styles.lineMeta}>{t('withdraw.feeLine', { fee: money(order.fee) })}</span>
      </div>
      <div className={styles.lineRow}>
        <span className={styles.lineMeta}>
          <time dateTime={order.createdAt}>{formatDateTime(order.createdAt, lang)}</time>
        </span>
        {order.decidedAt && (
          <span className={styles.lineMeta}>
            {t('withdraw.decidedAt', { date: formatDateTime(order.decidedAt, lang) })}
          </span>
        )}
      </div>
      {order.reason && <p className={styles.lineReason}>{t('withdraw.reason', { reason: order.reason })}</p>}
    </li>
  );
}

export default function WithdrawDetailsPage() {
  const { t } = useTranslation();
  const orders = useWithdrawOrders();
  const income = useIncome();
  const query = combineQueries({ orders: { ...orders, data: orders.orders }, currency: income });
  return (
    <>
      <PageNavBar title={t('pages.withdrawalDetails')} />
      <Refreshable onRefresh={query.refetch}>
        <QueryState query={query}>
          {({ orders: list, currency }) =>
            list.length === 0 ? (
              <EmptyState description={t('withdraw.emptyDescription')} />
            ) : (
              <>
                <ul className={styles.lines}>
                  {list.map((order) => (
                    <OrderLine key={order.id} order={order} money={moneyOf(currency)} />
                  ))}
                </ul>
                <InfiniteFooter
                  hasMore={orders.hasNextPage}
                  loadMore={() => orders.fetchNextPage({ throwOnError: true })}
                />
              </>
            )
          }
        </QueryState>
      </Refreshable>
    </>
  );
}

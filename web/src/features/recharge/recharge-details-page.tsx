import type { TRechargeOrder } from '@club/contract';
import { useTranslation } from 'react-i18next';
import { combineQueries } from '../../api/combine-queries';
import { useIncome } from '../../app/api/get-income';
import { PageNavBar } from '../../app/nav-bar';
import { nav } from '../../app/navigation';
import { paths } from '../../app/paths';
import { currentLanguage } from '../../i18n';
import { EmptyState } from '../../ui/empty-state';
import { formatDateTime } from '../../ui/format';
import { InfiniteFooter } from '../../ui/infinite-footer';
import { type Money, moneyOf } from '../../ui/money';
import { QueryState } from '../../ui/query-state';
import { Refreshable } from '../../ui/refreshable';
import { StatusTag, type Tone } from '../../ui/status-tag';
import { useRechargeOrders } from './api/get-recharge-orders';
import styles from './recharge.module.css';

const toneOf: Record<TRechargeOrder['state'], Tone> = {
  placed: 'waiting',
  waiting: 'waiting',
  review: 'waiting',
  success: 'success',
  failed: 'danger',
  expired: 'muted',
};

function OrderLine({ order, money }: { order: TRechargeOrder; money: Money }) {
  const { t } = useTranslation();
  return (
    <li>
      <button
        type="button"
        className={styles.line}
        onClick={() => nav.navigateTo(`${paths.rechargePay}?orderId=${order.id}`)}
        data-testid="recharge-details-line"
        data-state={order.state}
      >
        <span className={styles.lineRow}>
          <span className={styles.lineTitle}>
            <span className={styles.lineName}>{order.channelName}</span>
            <StatusTag tone={toneOf[order.state]}>{t(`recharge.states.${order.state}`)}</StatusTag>
          </span>
          <span className={styles.lineAmount}>{money(order.amount)}</span>
        </span>
        <span className={styles.lineRow}>
          <span className={styles.lineMeta}>
            <time dateTime={order.createdAt}>{formatDateTime(order.createdAt, currentLanguage())}</time>
          </span>
          <span className={styles.lineMeta} dir="ltr">
            {order.reference}
          </span>
        </span>
        {order.state === 'failed' && order.failureReason && (
          <span className={styles.lineReason}>
            {t('recharge.failureReason', { reason: order.failureReason })}
          </span>
        )}
      </button>
    </li>
  );
}

export default function RechargeDetailsPage() {
  const { t } = useTranslation();
  const orders = useRechargeOrders();
  const income = useIncome();
  const query = combineQueries({ orders: { ...orders, data: orders.orders }, currency: income });
  return (
    <>
      <PageNavBar title={t('pages.rechargeDetails')} />
      <Refreshable onRefresh={query.refetch}>
        <QueryState query={query}>
          {({ orders: list, currency }) =>
            list.length === 0 ? (
              <EmptyState description={t('recharge.emptyDescription')} />
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

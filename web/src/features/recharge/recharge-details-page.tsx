import type { TRechargeOrder } from '@club/contract';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n';
import { nav } from '../../shared/navigation';
import { OrderHistoryPage } from '../../shared/order-history-page';
import { paths } from '../../shared/paths';
import { formatDateTime } from '../../ui/format';
import type { Money } from '../../ui/money';
import { OrderLine, OrderRow } from '../../ui/order-line';
import { StatusTag, type Tone } from '../../ui/status-tag';
import { useRechargeOrders } from './api/get-recharge-orders';

const toneOf: Record<TRechargeOrder['state'], Tone> = {
  placed: 'waiting',
  waiting: 'waiting',
  review: 'waiting',
  success: 'success',
  failed: 'danger',
  expired: 'muted',
};

/** A recharge order; it opens its payment page (instructions, voucher, state). */
function RechargeLine({ order, money }: { order: TRechargeOrder; money: Money }) {
  const { t } = useTranslation();
  return (
    <OrderLine
      name={order.channelName}
      status={<StatusTag tone={toneOf[order.state]}>{t(`recharge.states.${order.state}`)}</StatusTag>}
      amount={money(order.amount)}
      reason={
        order.state === 'failed' && order.failureReason
          ? t('recharge.failureReason', { reason: order.failureReason })
          : null
      }
      onClick={() => nav.navigateTo(`${paths.rechargePay}?orderId=${order.id}`)}
      testId="recharge-details-line"
      state={order.state}
    >
      <OrderRow
        start={<time dateTime={order.createdAt}>{formatDateTime(order.createdAt, currentLanguage())}</time>}
        end={<bdi dir="ltr">{order.reference}</bdi>}
      />
    </OrderLine>
  );
}

export default function RechargeDetailsPage() {
  const { t } = useTranslation();
  return (
    <OrderHistoryPage
      title={t('pages.rechargeDetails')}
      orders={useRechargeOrders()}
      empty={t('recharge.emptyDescription')}
      line={(order, money) => <RechargeLine order={order} money={money} />}
    />
  );
}

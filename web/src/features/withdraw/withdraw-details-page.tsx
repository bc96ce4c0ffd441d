import type { TWithdrawOrder } from '@club/contract';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n';
import { OrderHistoryPage } from '../../shared/order-history-page';
import { formatDateTime } from '../../ui/format';
import type { Money } from '../../ui/money';
import { OrderLine, OrderRow } from '../../ui/order-line';
import { StatusTag, type Tone } from '../../ui/status-tag';
import { useWithdrawOrders } from './api/get-withdraw-orders';

const toneOf: Record<TWithdrawOrder['state'], Tone> = {
  waiting: 'waiting',
  success: 'success',
  failed: 'danger',
};

/** A withdrawal: where it goes, its fee, when it was asked for and decided, and why it failed. */
function WithdrawLine({ order, money }: { order: TWithdrawOrder; money: Money }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  return (
    <OrderLine
      name={order.channelName}
      status={<StatusTag tone={toneOf[order.state]}>{t(`withdraw.states.${order.state}`)}</StatusTag>}
      amount={money(order.amount)}
      reason={order.reason && t('withdraw.reason', { reason: order.reason })}
      testId="withdraw-details-line"
      state={order.state}
    >
      <OrderRow start={<bdi>{order.account}</bdi>} end={t('withdraw.feeLine', { fee: money(order.fee) })} />
      <OrderRow
        start={<time dateTime={order.createdAt}>{formatDateTime(order.createdAt, lang)}</time>}
        end={order.decidedAt && t('withdraw.decidedAt', { date: formatDateTime(order.decidedAt, lang) })}
      />
    </OrderLine>
  );
}

export default function WithdrawDetailsPage() {
  const { t } = useTranslation();
  return (
    <OrderHistoryPage
      title={t('pages.withdrawalDetails')}
      orders={useWithdrawOrders()}
      empty={t('withdraw.emptyDescription')}
      line={(order, money) => <WithdrawLine order={order} money={money} />}
    />
  );
}

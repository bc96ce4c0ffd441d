import { RECHARGE_STATES, type TAdminRechargeOrder } from '@club/contract';
import { Card, Image, Input, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../shared/use-person';
import { useCurrency } from '../../ui/format';
import { ReasonModal } from '../../ui/reason-modal';
import { createdAtColumn, DecideButtons, memberColumn, StateFilter, StateWithReason } from '../../ui/review';
import { stateColor } from '../../ui/state-color';
import { useAction } from '../../ui/use-action';
import { useRechargeOrderTable } from './api/post-recharge-order-page';
import { useRejectRecharge } from './api/post-recharge-reject';
import { ConfirmRechargeModal } from './confirm-recharge-modal';

const OPEN = ['placed', 'waiting', 'review'];
/** The filter's own choice besides the states, and its default: the orders an operator must decide. */
export const TO_REVIEW = 'toReview';

/**
 * Recharge review: the voucher a member uploaded, then confirm (credits the wallet; a bank transfer
 * without a voucher names its statement reference) or reject.
 */
export default function RechargesPage() {
  const { t } = useTranslation();
  const can = useCan();
  const { money } = useCurrency();
  const { run } = useAction();
  const [state, setState] = useState<string | undefined>(TO_REVIEW);
  const [search, setSearch] = useState('');
  const [rejecting, setRejecting] = useState<TAdminRechargeOrder | null>(null);
  const [confirming, setConfirming] = useState<TAdminRechargeOrder | null>(null);
  const { tableProps, sortOrderOf } = useRechargeOrderTable(
    state === TO_REVIEW ? { toReview: true, search } : { state, search },
  );
  const rejectOrder = useRejectRecharge();

  const columns: TableColumnsType<TAdminRechargeOrder> = [
    { title: 'ID', dataIndex: 'id', key: 'id', fixed: 'left' },
    memberColumn(t('common.member')),
    createdAtColumn(t('common.createdAt'), sortOrderOf('createdAt')),
    {
      title: t('common.amount'),
      key: 'amount',
      dataIndex: 'amount',
      sorter: true,
      sortOrder: sortOrderOf('amount'),
      align: 'end',
      render: (v: number) => money(v),
    },
    {
      title: t('recharges.voucher'),
      key: 'voucher',
      render: (_, o) =>
        o.voucherUrl || o.voucher2Url ? (
          <Image.PreviewGroup>
            <Space size={4}>
              {(
                [
                  [o.voucherUrl, t('recharges.voucher')],
                  [o.voucher2Url, t('recharges.voucher2')],
                ] as const
              ).map(
                ([src, alt]) =>
                  src && (
                    <Image
                      key={src}
                      src={src}
                      width={56}
                      height={56}
                      style={{ objectFit: 'cover' }}
                      alt={alt}
                    />
                  ),
              )}
            </Space>
          </Image.PreviewGroup>
        ) : (
          '–'
        ),
    },
    {
      title: t('recharges.reference'),
      dataIndex: 'reference',
      key: 'reference',
      // The statement's reference the confirming operator typed, under the order's own.
      render: (v: string, o) => (
        <Space orientation="vertical" size={0}>
          {v}
          {o.bankReference && (
            <Typography.Text type="secondary" data-testid="recharge-bank-reference-shown">
              {t('recharges.bankReferenceShort', { reference: o.bankReference })}
            </Typography.Text>
          )}
        </Space>
      ),
    },
    {
      title: t('common.state'),
      dataIndex: 'state',
      key: 'state',
      render: (s: string, o) => (
        <StateWithReason
          state={<Tag color={stateColor(s)}>{t(`recharges.states.${s as 'placed'}`)}</Tag>}
          reason={o.failureReason}
        />
      ),
    },
    { title: t('recharges.channel'), dataIndex: 'channelName', key: 'channel' },
    {
      title: t('common.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, o) =>
        OPEN.includes(o.state) && (
          <DecideButtons
            approve={
              can('recharge:order:confirm')
                ? {
                    label: t('recharges.confirm'),
                    onConfirm: () => setConfirming(o),
                  }
                : undefined
            }
            onReject={can('recharge:order:reject') ? () => setRejecting(o) : undefined}
          />
        ),
    },
  ];

  return (
    <Card title={t('menu.recharges')}>
      <Space wrap style={{ marginBottom: 16 }}>
        <StateFilter
          value={state}
          onChange={setState}
          options={[
            { value: TO_REVIEW, label: t('recharges.toReview') },
            ...RECHARGE_STATES.map((s) => ({ value: s, label: t(`recharges.states.${s}`) })),
          ]}
        />
        <Input.Search
          allowClear
          placeholder={t('recharges.search')}
          onSearch={setSearch}
          style={{ width: 280 }}
        />
      </Space>
      <Table<TAdminRechargeOrder> {...tableProps} columns={columns} />
      {confirming && <ConfirmRechargeModal order={confirming} onClose={() => setConfirming(null)} />}
      <ReasonModal
        open={rejecting !== null}
        title={t('recharges.rejectTitle')}
        okText={t('common.reject')}
        onCancel={() => setRejecting(null)}
        onSubmit={async (reason) => {
          const order = rejecting;
          if (!order) return;
          const ok = await run(
            `reject-${order.id}`,
            () => rejectOrder.mutateAsync({ orderId: order.id, reason }),
            t('recharges.rejected', { id: order.id }),
          );
          if (ok) setRejecting(null);
        }}
      />
    </Card>
  );
}

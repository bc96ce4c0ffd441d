import { type TAdminWithdrawOrder, WITHDRAW_STATES } from '@club/contract';
import { Card, Space, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../shared/use-person';
import { AccountDetails } from '../../ui/account-details';
import { ExpandTitle } from '../../ui/expand-title';
import { formatTime, useCurrency } from '../../ui/format';
import { ReasonModal } from '../../ui/reason-modal';
import { createdAtColumn, DecideButtons, memberColumn, StateFilter, StateWithReason } from '../../ui/review';
import { stateColor } from '../../ui/state-color';
import { useAction } from '../../ui/use-action';
import { useApproveWithdrawal } from './api/post-withdraw-approve';
import { useWithdrawOrderTable } from './api/post-withdraw-order-page';
import { useRejectWithdrawal } from './api/post-withdraw-reject';

/** Withdrawal review: the account to pay to, then approve (paid out) or reject (money back). */
export default function WithdrawalsPage() {
  const { t } = useTranslation();
  const can = useCan();
  const { money } = useCurrency();
  const { run, busy } = useAction();
  const [state, setState] = useState<string | undefined>('waiting');
  const [rejecting, setRejecting] = useState<TAdminWithdrawOrder | null>(null);
  const approve = useApproveWithdrawal();
  const reject = useRejectWithdrawal();
  const { tableProps, sortOrderOf } = useWithdrawOrderTable({ state });

  const columns: TableColumnsType<TAdminWithdrawOrder> = [
    { title: 'ID', dataIndex: 'id', key: 'id' },
    createdAtColumn(t('common.createdAt'), sortOrderOf('createdAt')),
    memberColumn(t('common.member')),
    { title: t('withdrawals.channel'), dataIndex: 'channelName', key: 'channel' },
    { title: t('withdrawals.account'), dataIndex: 'account', key: 'account' },
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
      title: t('withdrawals.fee'),
      dataIndex: 'fee',
      key: 'fee',
      align: 'end',
      render: (v: number) => money(v),
    },
    {
      title: t('common.state'),
      dataIndex: 'state',
      key: 'state',
      render: (s: string, o) => (
        <StateWithReason
          state={<Tag color={stateColor(s)}>{t(`withdrawals.states.${s as 'waiting'}`)}</Tag>}
          reason={o.reason}
        />
      ),
    },
    { title: t('withdrawals.decidedAt'), dataIndex: 'decidedAt', key: 'decidedAt', render: formatTime },
    {
      title: t('common.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, o) =>
        o.state === 'waiting' && (
          <DecideButtons
            approve={
              can('withdraw:order:approve')
                ? {
                    label: t('withdrawals.approve'),
                    title: t('withdrawals.approveTitle', { amount: money(o.amount) }),
                    busy: busy === `approve-${o.id}`,
                    onConfirm: () => run(`approve-${o.id}`, () => approve.mutateAsync(o.id)),
                  }
                : undefined
            }
            onReject={can('withdraw:order:reject') ? () => setRejecting(o) : undefined}
          />
        ),
    },
  ];

  return (
    <Card title={t('menu.withdrawals')}>
      <Space wrap style={{ marginBottom: 16 }}>
        <StateFilter
          value={state}
          onChange={setState}
          options={WITHDRAW_STATES.map((s) => ({ value: s, label: t(`withdrawals.states.${s}`) }))}
        />
      </Space>
      <Table<TAdminWithdrawOrder>
        {...tableProps}
        columns={columns}
        expandable={{
          columnTitle: <ExpandTitle />,
          expandedRowRender: (o) => (o.payTo ? <AccountDetails account={o.payTo} /> : null),
          rowExpandable: (o) => o.payTo !== null,
        }}
      />
      <ReasonModal
        open={rejecting !== null}
        title={t('withdrawals.rejectTitle')}
        okText={t('common.reject')}
        onCancel={() => setRejecting(null)}
        onSubmit={async (reason) => {
          const order = rejecting;
          if (!order) return;
          const ok = await run(`reject-${order.id}`, () => reject.mutateAsync({ id: order.id, reason }));
          if (ok) setRejecting(null);
        }}
      />
    </Card>
  );
}

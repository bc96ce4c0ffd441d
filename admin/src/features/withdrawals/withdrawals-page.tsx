import { type TAdminWithdrawOrder, WITHDRAW_STATES } from '@club/contract';
import { Card, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePerson } from '../../shared/api/get-person';
import { useCan } from '../../shared/use-person';
import { AccountDetails } from '../../ui/account-details';
import { ExpandTitle } from '../../ui/expand-title';
import { formatTime, useCurrency } from '../../ui/format';
import { ReasonModal } from '../../ui/reason-modal';
import { createdAtColumn, DecideButtons, memberColumn, StateFilter, StateWithReason } from '../../ui/review';
import { stateColor } from '../../ui/state-color';
import { useAction } from '../../ui/use-action';
import { useWithdrawOrderTable } from './api/post-withdraw-order-page';
import { useRejectWithdrawal } from './api/post-withdraw-reject';
import { ApproveWithdrawalModal } from './approve-withdrawal-modal';

/** The filter's own choice besides the states: waiting withdrawals approved once, for a second operator. */
const AWAITING_SECOND = 'awaitingSecond';

/**
 * Withdrawal review: the account to pay to, then approve (paid out, in a dialog showing the account
 * in full and asking for the transfer's reference) or reject (money back). At or
 * above the four-eyes amount a payout takes two operators: the first approval shows on the order
 * ("approved by A, waiting for a second operator") and another operator gives the second.
 */
export default function WithdrawalsPage() {
  const { t } = useTranslation();
  const can = useCan();
  const me = usePerson().data?.username;
  const { money } = useCurrency();
  const { run } = useAction();
  const [state, setState] = useState<string | undefined>('waiting');
  const [rejecting, setRejecting] = useState<TAdminWithdrawOrder | null>(null);
  const [approving, setApproving] = useState<TAdminWithdrawOrder | null>(null);
  const reject = useRejectWithdrawal();
  const { tableProps, sortOrderOf } = useWithdrawOrderTable(
    state === AWAITING_SECOND ? { awaitingSecond: true } : { state },
  );

  const columns: TableColumnsType<TAdminWithdrawOrder> = [
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
    { title: t('withdrawals.account'), dataIndex: 'account', key: 'account' },
    { title: t('withdrawals.channel'), dataIndex: 'channelName', key: 'channel' },
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
          state={
            <Space orientation="vertical" size={2}>
              <Tag color={stateColor(s)}>{t(`withdrawals.states.${s as 'waiting'}`)}</Tag>
              {o.state === 'success' && o.firstApprovedBy && (
                <Typography.Text type="secondary">
                  {t('withdrawals.approvedBoth', { first: o.firstApprovedBy, second: o.decidedBy ?? '' })}
                </Typography.Text>
              )}
              {o.payoutReference && (
                <Typography.Text type="secondary" data-testid={`withdrawal-payout-reference-${o.id}`}>
                  {t('withdrawals.payoutReferenceShort', { reference: o.payoutReference })}
                </Typography.Text>
              )}
            </Space>
          }
          reason={o.reason}
        />
      ),
    },
    { title: t('withdrawals.decidedAt'), dataIndex: 'decidedAt', key: 'decidedAt', render: formatTime },
    {
      title: t('common.actions'),
      key: 'actions',
      fixed: 'right',
      // Where the decision is taken, and in view however wide the table: the four-eyes state under the buttons.
      render: (_, o) =>
        o.state === 'waiting' && (
          <Space orientation="vertical" size={4}>
            <DecideButtons
              approve={
                // The operator who gave the first key cannot give the second.
                can('withdraw:order:approve') && o.firstApprovedBy !== me
                  ? {
                      label: o.firstApprovedBy ? t('withdrawals.approveSecond') : t('withdrawals.approve'),
                      onConfirm: () => setApproving(o),
                    }
                  : undefined
              }
              onReject={can('withdraw:order:reject') ? () => setRejecting(o) : undefined}
            />
            <FourEyes order={o} />
          </Space>
        ),
    },
  ];

  return (
    <Card title={t('menu.withdrawals')}>
      <Space wrap style={{ marginBottom: 16 }}>
        <StateFilter
          value={state}
          onChange={setState}
          options={[
            ...WITHDRAW_STATES.map((s) => ({ value: s, label: t(`withdrawals.states.${s}`) })),
            { value: AWAITING_SECOND, label: t('withdrawals.awaitingSecond') },
          ]}
        />
      </Space>
      <Table<TAdminWithdrawOrder>
        {...tableProps}
        columns={columns}
        expandable={{
          fixed: 'left',
          columnTitle: <ExpandTitle />,
          expandedRowRender: (o) => (o.payTo ? <AccountDetails account={o.payTo} /> : null),
          rowExpandable: (o) => o.payTo !== null,
        }}
      />
      {approving && <ApproveWithdrawalModal order={approving} onClose={() => setApproving(null)} />}
      <ReasonModal
        open={rejecting !== null}
        title={t('withdrawals.rejectTitle')}
        okText={t('common.reject')}
        onCancel={() => setRejecting(null)}
        onSubmit={async (reason) => {
          const order = rejecting;
          if (!order) return;
          const ok = await run(
            `reject-${order.id}`,
            () => reject.mutateAsync({ id: order.id, reason }),
            t('withdrawals.rejected', { id: order.id }),
          );
          if (ok) setRejecting(null);
        }}
      />
    </Card>
  );
}

/** The four-eyes state of a waiting order: who approved it first, or that it will take two operators. */
function FourEyes({ order }: { order: TAdminWithdrawOrder }) {
  const { t } = useTranslation();
  if (order.firstApprovedBy) {
    return (
      <Tag
        color="blue"
        style={{ whiteSpace: 'normal', maxWidth: 200 }}
        data-testid={`withdrawal-second-key-${order.id}`}
      >
        {t('withdrawals.waitingSecond', { name: order.firstApprovedBy })}
      </Tag>
    );
  }
  if (order.needsSecondKey)
    return <Typography.Text type="secondary">{t('withdrawals.needsTwo')}</Typography.Text>;
  return null;
}

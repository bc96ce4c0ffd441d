import { ACCOUNT_STATUSES, type TAdminWithdrawAccount, WITHDRAW_ACCOUNT_KINDS } from '@club/contract';
import { Card, Space, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../shared/use-person';
import { AccountDetails } from '../../ui/account-details';
import { ExpandTitle } from '../../ui/expand-title';
import { ReasonModal } from '../../ui/reason-modal';
import { createdAtColumn, DecideButtons, memberColumn, StateFilter, StateWithReason } from '../../ui/review';
import { stateColor } from '../../ui/state-color';
import { useAction } from '../../ui/use-action';
import { useBankCardTable } from './api/post-bank-card-page';
import { useRejectBankCard } from './api/post-bank-card-reject';
import { useVerifyBankCard } from './api/post-bank-card-verify';

/** Bank card verification: the card in full against the holder's documents, then verify or reject. */
export default function BankCardsPage() {
  const { t } = useTranslation();
  const can = useCan();
  const { run, busy } = useAction();
  const [status, setStatus] = useState<string | undefined>('pending');
  const [kind, setKind] = useState<string | undefined>();
  const [rejecting, setRejecting] = useState<TAdminWithdrawAccount | null>(null);
  const { tableProps, sortOrderOf } = useBankCardTable({ status, kind });
  const verify = useVerifyBankCard();
  const reject = useRejectBankCard();

  const columns: TableColumnsType<TAdminWithdrawAccount> = [
    { title: 'ID', dataIndex: 'id', key: 'id', fixed: 'left' },
    memberColumn(t('common.member')),
    createdAtColumn(t('common.createdAt'), sortOrderOf('createdAt')),
    {
      title: t('accounts.kind'),
      dataIndex: 'kind',
      key: 'kind',
      render: (k: string) => t(`accounts.kinds.${k as 'bank'}`),
    },
    { title: t('accounts.holderName'), dataIndex: 'holderName', key: 'holderName', render: (v) => v ?? '–' },
    {
      title: t('accounts.accountNumber'),
      key: 'number',
      render: (_, a) => <span style={{ fontFamily: 'monospace' }}>{a.accountNumber ?? a.address}</span>,
    },
    {
      title: t('common.state'),
      dataIndex: 'status',
      key: 'status',
      render: (s: string, a) => (
        <StateWithReason
          state={<Tag color={stateColor(s)}>{t(`accounts.statuses.${s as 'pending'}`)}</Tag>}
          reason={a.rejectReason}
        />
      ),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, a) =>
        a.status === 'pending' && (
          <DecideButtons
            approve={
              can('bank:card:verify')
                ? {
                    label: t('accounts.verify'),
                    title: t('accounts.verifyTitle'),
                    busy: busy === `verify-${a.id}`,
                    onConfirm: () =>
                      run(
                        `verify-${a.id}`,
                        () => verify.mutateAsync(a.id),
                        t('accounts.verified', { id: a.id }),
                      ),
                  }
                : undefined
            }
            onReject={can('bank:card:reject') ? () => setRejecting(a) : undefined}
          />
        ),
    },
  ];

  return (
    <Card title={t('menu.bankCards')}>
      <Space wrap style={{ marginBottom: 16 }}>
        <StateFilter
          value={status}
          onChange={setStatus}
          options={ACCOUNT_STATUSES.map((s) => ({ value: s, label: t(`accounts.statuses.${s}`) }))}
        />
        <StateFilter
          value={kind}
          onChange={setKind}
          placeholder={t('accounts.allKinds')}
          options={WITHDRAW_ACCOUNT_KINDS.map((k) => ({ value: k, label: t(`accounts.kinds.${k}`) }))}
        />
      </Space>
      <Table<TAdminWithdrawAccount>
        {...tableProps}
        columns={columns}
        expandable={{
          columnTitle: <ExpandTitle />,
          expandedRowRender: (a) => <AccountDetails account={a} />,
        }}
      />
      <ReasonModal
        open={rejecting !== null}
        title={t('accounts.rejectTitle')}
        okText={t('common.reject')}
        onCancel={() => setRejecting(null)}
        onSubmit={async (reason) => {
          const account = rejecting;
          if (!account) return;
          const ok = await run(
            `reject-${account.id}`,
            () => reject.mutateAsync({ id: account.id, reason }),
            t('accounts.rejected', { id: account.id }),
          );
          if (ok) setRejecting(null);
        }}
      />
    </Card>
  );
}

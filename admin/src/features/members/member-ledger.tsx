import { LEDGER_TYPES, type LedgerType, type TAccountDetailLine, WALLETS, type Wallet } from '@club/contract';
import { DatePicker, Select, Space, Table, type TableColumnsType, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime, useCurrency } from '../../ui/format';
import { useMemberLedgerTable } from './api/post-member-ledger';

/** Every movement of the member's wallets, newest first, as the member's own funding details. */
export function MemberLedger({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const { money } = useCurrency();
  const [wallet, setWallet] = useState<Wallet | undefined>();
  const [type, setType] = useState<LedgerType | undefined>();
  const [days, setDays] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  // The server takes whole UTC days; the picker's day is sent as the day it shows.
  const { tableProps } = useMemberLedgerTable({
    userId,
    wallet,
    type,
    from: days?.[0]?.format('YYYY-MM-DD'),
    to: days?.[1]?.format('YYYY-MM-DD'),
  });

  const columns: TableColumnsType<TAccountDetailLine> = [
    { title: t('common.createdAt'), dataIndex: 'createdAt', key: 'createdAt', render: formatTime },
    { title: t('members.ledgerType'), dataIndex: 'typeLabel', key: 'type' },
    {
      title: t('members.wallet'),
      dataIndex: 'wallet',
      key: 'wallet',
      render: (w: Wallet) => t(`members.walletNames.${w}`),
    },
    {
      title: t('common.amount'),
      dataIndex: 'amount',
      key: 'amount',
      align: 'end',
      render: (v: number) => (
        <Typography.Text type={v < 0 ? 'danger' : 'success'}>
          <bdi dir="ltr">{v > 0 ? `+${money(v)}` : money(v)}</bdi>
        </Typography.Text>
      ),
    },
    {
      title: t('members.balanceAfter'),
      dataIndex: 'balanceAfter',
      key: 'balanceAfter',
      align: 'end',
      render: (v: number) => <bdi dir="ltr">{money(v)}</bdi>,
    },
    {
      title: t('members.reference'),
      dataIndex: 'reference',
      key: 'reference',
      render: (v: string | null) => (v ? <Typography.Text code>{v}</Typography.Text> : '–'),
    },
    {
      title: t('members.memo'),
      dataIndex: 'memo',
      key: 'memo',
      // A rebate's level comes as data, named in the operator's language.
      render: (v: string | null, line) =>
        line.level === null ? (v ?? '–') : t('members.rebateLevel', { level: line.level }),
    },
  ];

  return (
    <div data-testid="member-ledger">
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          allowClear
          placeholder={t('members.allWallets')}
          value={wallet}
          onChange={setWallet}
          style={{ width: 180 }}
          aria-label={t('members.wallet')}
          options={WALLETS.map((w) => ({ value: w, label: t(`members.walletNames.${w}`) }))}
        />
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('members.allLedgerTypes')}
          value={type}
          onChange={setType}
          style={{ width: 260 }}
          aria-label={t('members.ledgerType')}
          options={LEDGER_TYPES.map((ty) => ({ value: ty, label: t(`members.ledgerTypes.${ty}`) }))}
        />
        <DatePicker.RangePicker
          value={days}
          onChange={(v) => setDays(v)}
          allowEmpty={[true, true]}
          placeholder={[t('members.fromDay'), t('members.toDay')]}
        />
      </Space>
      <Table<TAccountDetailLine> {...tableProps} size="small" columns={columns} />
    </div>
  );
}

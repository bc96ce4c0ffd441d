import { INVESTMENT_STATES, type TAdminMemberInvestment } from '@club/contract';
import { Select, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRate, formatTime, useCurrency } from '../../ui/format';
import { stateColor } from '../../ui/state-color';
import { useMemberInvestmentTable } from './api/post-member-investments';
import { formatDay } from './member-text';

type State = (typeof INVESTMENT_STATES)[number];

/** The member's investments, with what each has paid back so far. */
export function MemberInvestments({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const { money } = useCurrency();
  const [status, setStatus] = useState<State | undefined>();
  const { tableProps, sortOrderOf } = useMemberInvestmentTable({ userId, status });

  const columns: TableColumnsType<TAdminMemberInvestment> = [
    { title: 'ID', dataIndex: 'id', key: 'id', sorter: true, sortOrder: sortOrderOf('id') },
    {
      title: t('members.project'),
      key: 'project',
      render: (_, i) => (
        <span>
          {i.projectTitle} <Typography.Text type="secondary">#{i.projectId}</Typography.Text>
          <br />
          <Typography.Text type="secondary">{t(`projects.repayTypes.${i.repayType}`)}</Typography.Text>
        </span>
      ),
    },
    {
      title: t('members.principal'),
      dataIndex: 'principal',
      key: 'principal',
      align: 'end',
      sorter: true,
      sortOrder: sortOrderOf('principal'),
      render: (v: number, i) => (
        <span>
          {money(v)}
          <br />
          <Typography.Text type="secondary">
            {t('members.returned', { amount: money(i.principalPaid) })}
          </Typography.Text>
        </span>
      ),
    },
    {
      title: t('members.rates'),
      key: 'rates',
      render: (_, i) => (
        <span>
          <bdi dir="ltr">{formatRate(i.dailyRate)}</bdi>
          <br />
          <Typography.Text type="secondary">
            <bdi dir="ltr">{formatRate(i.annualRate)}</bdi>
          </Typography.Text>
        </span>
      ),
    },
    {
      title: t('members.term'),
      key: 'term',
      render: (_, i) => t('members.daysPaid', { paid: i.daysPaid, cycle: i.cycle }),
    },
    {
      title: t('members.interest'),
      key: 'interest',
      align: 'end',
      render: (_, i) => (
        <span>
          {money(i.interestPaid)}
          <br />
          <Typography.Text type="secondary">
            {t('members.ofTotal', { total: money(i.interestTotal) })}
          </Typography.Text>
        </span>
      ),
    },
    {
      title: t('common.state'),
      dataIndex: 'status',
      key: 'status',
      render: (s: State) => <Tag color={stateColor(s)}>{t(`members.investmentStates.${s}`)}</Tag>,
    },
    {
      title: t('members.investedAt'),
      dataIndex: 'investedAt',
      key: 'investedAt',
      sorter: true,
      sortOrder: sortOrderOf('investedAt'),
      render: (v: string, i) => (
        <span>
          {formatTime(v)}
          <br />
          <Typography.Text type="secondary">
            {i.revokedAt
              ? t('members.revokedAt', { time: formatDay(i.revokedAt) })
              : t('members.maturesOn', { time: formatDay(i.maturesAt) })}
          </Typography.Text>
        </span>
      ),
    },
  ];

  return (
    <div data-testid="member-investments">
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          allowClear
          placeholder={t('common.allStates')}
          value={status}
          onChange={setStatus}
          style={{ width: 180 }}
          aria-label={t('common.state')}
          options={INVESTMENT_STATES.map((s) => ({ value: s, label: t(`members.investmentStates.${s}`) }))}
        />
      </Space>
      <Table<TAdminMemberInvestment> {...tableProps} size="small" columns={columns} />
    </div>
  );
}

import type { TAdminRechargeChannel, TAdminWithdrawChannel } from '@club/contract';
import { Alert, Button, Card, Space, Table, type TableColumnsType, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../shared/use-person';
import { Amount, formatRate } from '../../ui/format';
import { useRechargeChannels } from './api/get-recharge-channels';
import { useWithdrawChannels } from './api/get-withdraw-channels';
import { RechargeChannelModal, WithdrawChannelModal } from './channel-modals';

function RechargeChannels() {
  const { t } = useTranslation();
  const can = useCan();
  const [editing, setEditing] = useState<TAdminRechargeChannel | null>(null);
  const query = useRechargeChannels();
  const columns: TableColumnsType<TAdminRechargeChannel> = [
    { title: t('channels.name'), dataIndex: 'name', key: 'name' },
    {
      title: t('channels.kind'),
      dataIndex: 'kind',
      key: 'kind',
      render: (k: 'bank') => t(`channels.kinds.${k}`),
    },
    {
      title: t('channels.min'),
      dataIndex: 'minAmount',
      key: 'min',
      align: 'end',
      render: (v: number) => <Amount minor={v} />,
    },
    {
      title: t('channels.max'),
      dataIndex: 'maxAmount',
      key: 'max',
      align: 'end',
      render: (v: number) => <Amount minor={v} />,
    },
    { title: t('channels.rate'), dataIndex: 'rate', key: 'rate' },
    {
      title: t('channels.payTo'),
      key: 'details',
      render: (_, c) => (
        <span style={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
          {c.details.address ?? [c.details.bankName, c.details.accountNumber].filter(Boolean).join(' · ')}
        </span>
      ),
    },
    {
      title: t('common.state'),
      key: 'enabled',
      render: (_, c) => (
        <Space size={4}>
          <Tag color={c.enabled ? 'green' : 'default'}>
            {c.enabled ? t('channels.on') : t('channels.off')}
          </Tag>
          {!c.configured && (
            <Tooltip title={t('channels.notConfiguredHelp')}>
              <Tag color="orange">{t('channels.notConfigured')}</Tag>
            </Tooltip>
          )}
        </Space>
      ),
    },
    { title: t('channels.sort'), dataIndex: 'sort', key: 'sort' },
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_, c) =>
        can('recharge:channel:update') && (
          <Button size="small" onClick={() => setEditing(c)}>
            {t('common.edit')}
          </Button>
        ),
    },
  ];
  return (
    <Card title={t('channels.recharge')}>
      {query.error && <Alert type="error" title={query.error.message} showIcon />}
      <Table<TAdminRechargeChannel>
        rowKey="id"
        loading={query.isFetching}
        pagination={false}
        columns={columns}
        dataSource={query.data}
      />
      {editing && <RechargeChannelModal channel={editing} onClose={() => setEditing(null)} />}
    </Card>
  );
}

function WithdrawChannels() {
  const { t } = useTranslation();
  const can = useCan();
  const [editing, setEditing] = useState<TAdminWithdrawChannel | null>(null);
  const query = useWithdrawChannels();
  const columns: TableColumnsType<TAdminWithdrawChannel> = [
    { title: t('channels.name'), dataIndex: 'name', key: 'name' },
    {
      title: t('channels.min'),
      dataIndex: 'minAmount',
      key: 'min',
      align: 'end',
      render: (v: number) => <Amount minor={v} />,
    },
    {
      title: t('channels.max'),
      dataIndex: 'maxAmount',
      key: 'max',
      align: 'end',
      render: (v: number) => <Amount minor={v} />,
    },
    {
      title: t('channels.feeRate'),
      dataIndex: 'feeRate',
      key: 'feeRate',
      render: formatRate,
    },
    {
      title: t('channels.feeFixed'),
      dataIndex: 'feeFixed',
      key: 'feeFixed',
      align: 'end',
      render: (v: number) => <Amount minor={v} />,
    },
    {
      title: t('common.state'),
      key: 'enabled',
      render: (_, c) => (
        <Tag color={c.enabled ? 'green' : 'default'}>{c.enabled ? t('channels.on') : t('channels.off')}</Tag>
      ),
    },
    { title: t('channels.sort'), dataIndex: 'sort', key: 'sort' },
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_, c) =>
        can('withdraw:channel:update') && (
          <Button size="small" onClick={() => setEditing(c)}>
            {t('common.edit')}
          </Button>
        ),
    },
  ];
  return (
    <Card title={t('channels.withdraw')}>
      {query.error && <Alert type="error" title={query.error.message} showIcon />}
      <Table<TAdminWithdrawChannel>
        rowKey="id"
        loading={query.isFetching}
        pagination={false}
        columns={columns}
        dataSource={query.data}
        scroll={{ x: 'max-content' }}
      />
      {editing && <WithdrawChannelModal channel={editing} onClose={() => setEditing(null)} />}
    </Card>
  );
}

/** How members pay in and get paid out: each channel's limits, rate or fee, and its switch. */
export default function ChannelsPage() {
  const can = useCan();
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      {can('recharge:channel:read') && <RechargeChannels />}
      {can('withdraw:channel:read') && <WithdrawChannels />}
    </Space>
  );
}

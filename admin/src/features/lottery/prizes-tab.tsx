import { PlusOutlined } from '@ant-design/icons';
import type { TAdminPrize } from '@club/contract';
import { Alert, Button, Flex, Popconfirm, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../shared/use-person';
import { useAction } from '../../ui/use-action';
import { useDeletePrize } from './api/post-prize-delete';
import { usePrizeList } from './api/post-prize-list';
import { PrizeModal } from './prize-modal';
import { useLotteryText } from './use-lottery-text';

/** The prize table: what each prize gives, its weight and the odds the server draws it with. */
export function PrizesTab() {
  const { t } = useTranslation();
  const can = useCan();
  const text = useLotteryText();
  const { run, busy } = useAction();
  const remove = useDeletePrize();
  const { data, error, isFetching } = usePrizeList();
  const [editing, setEditing] = useState<{ prize: TAdminPrize | null } | null>(null);

  const columns: TableColumnsType<TAdminPrize> = [
    {
      title: t('lottery.kind'),
      key: 'kind',
      render: (_, p) => <Tag>{t(`lottery.kinds.${p.kind}`)}</Tag>,
    },
    {
      title: t('lottery.prize'),
      key: 'gives',
      render: (_, p) =>
        p.kind === 'coupon' ? (
          <Space size={4}>
            <bdi>{p.couponName}</bdi>
            <Typography.Text type="secondary">{text.prize(p)}</Typography.Text>
          </Space>
        ) : (
          text.prize(p)
        ),
    },
    { title: t('lottery.weight'), dataIndex: 'weight', key: 'weight', align: 'end' },
    { title: t('lottery.odds'), key: 'odds', align: 'end', render: (_, p) => `${p.odds} %` },
    {
      title: t('lottery.stock'),
      key: 'stock',
      align: 'end',
      render: (_, p) => p.stock ?? '∞',
    },
    { title: t('lottery.won'), dataIndex: 'won', key: 'won', align: 'end' },
    { title: t('lottery.sort'), dataIndex: 'sort', key: 'sort', align: 'end' },
    {
      title: t('lottery.enabled'),
      key: 'enabled',
      render: (_, p) => (
        <Tag color={p.enabled ? 'green' : 'default'}>{p.enabled ? t('lottery.on') : t('lottery.off')}</Tag>
      ),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_, p) => (
        <Space>
          {can('lottery:prize:update') && (
            <Button size="small" onClick={() => setEditing({ prize: p })}>
              {t('common.edit')}
            </Button>
          )}
          {can('lottery:prize:delete') && (
            <Popconfirm
              title={t('lottery.deletePrizeConfirm')}
              okText={t('common.delete')}
              cancelText={t('common.cancel')}
              onConfirm={() =>
                run(`delete-${p.id}`, () => remove.mutateAsync(p.id), t('lottery.prizeDeleted', { id: p.id }))
              }
            >
              <Button size="small" danger loading={busy === `delete-${p.id}`}>
                {t('common.delete')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
        <Typography.Text type="secondary" data-testid="lottery-table-version">
          {data && t('lottery.tableVersion', { version: data.version })}
        </Typography.Text>
        {can('lottery:prize:add') && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing({ prize: null })}
            data-testid="lottery-prize-add"
          >
            {t('lottery.addPrize')}
          </Button>
        )}
      </Flex>
      {error && <Alert type="error" title={error.message} showIcon style={{ marginBottom: 16 }} />}
      <Table<TAdminPrize>
        rowKey="id"
        dataSource={data?.list}
        loading={isFetching}
        columns={columns}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
      {editing && (
        <PrizeModal prize={editing.prize} prizes={data?.list ?? []} onClose={() => setEditing(null)} />
      )}
    </>
  );
}

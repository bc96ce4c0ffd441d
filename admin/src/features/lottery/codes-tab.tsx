import { PlusOutlined } from '@ant-design/icons';
import type { TAdminRedeemBatch } from '@club/contract';
import { Button, Flex, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../shared/use-person';
import { formatTime } from '../../ui/format';
import { useBatchTable } from './api/post-code-page';
import { BatchModal } from './batch-modal';
import { CodesDrawer } from './codes-drawer';

/** Batches of redeem codes, each giving draws or a coupon, and the codes of each. */
export function CodesTab() {
  const { t } = useTranslation();
  const can = useCan();
  const [adding, setAdding] = useState(false);
  const [viewing, setViewing] = useState<TAdminRedeemBatch | undefined>();
  const { tableProps, timeColumn } = useBatchTable();

  const columns: TableColumnsType<TAdminRedeemBatch> = [
    { title: t('lottery.name'), key: 'name', render: (_, b) => <bdi>{b.name}</bdi> },
    {
      title: t('lottery.reward'),
      key: 'reward',
      render: (_, b) =>
        b.reward === 'draws' ? (
          t('lottery.drawsN', { n: b.draws ?? 0 })
        ) : (
          <span>
            <Tag>{t('lottery.kinds.coupon')}</Tag>
            <bdi>{b.couponName}</bdi>
          </span>
        ),
    },
    {
      title: t('lottery.maxUses'),
      key: 'maxUses',
      align: 'end',
      render: (_, b) => (b.maxUses === 1 ? t('lottery.singleUse') : b.maxUses),
    },
    { title: t('lottery.count'), dataIndex: 'count', key: 'count', align: 'end' },
    { title: t('lottery.redeemed'), dataIndex: 'redeemed', key: 'redeemed', align: 'end' },
    { title: t('lottery.expiresAt'), dataIndex: 'expiresAt', key: 'expiresAt', render: formatTime },
    timeColumn(t('common.createdAt')),
    ...(can('lottery:code:codes')
      ? [
          {
            title: t('common.actions'),
            key: 'actions',
            render: (_: unknown, b: TAdminRedeemBatch) => (
              <Button size="small" onClick={() => setViewing(b)} data-testid={`lottery-codes-${b.id}`}>
                {t('lottery.viewCodes')}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      {can('lottery:code:add') && (
        <Flex justify="end" style={{ marginBottom: 16 }}>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setAdding(true)}
            data-testid="lottery-batch-add"
          >
            {t('lottery.generate')}
          </Button>
        </Flex>
      )}
      <Table<TAdminRedeemBatch> {...tableProps} columns={columns} />
      {adding && <BatchModal onClose={() => setAdding(false)} />}
      <CodesDrawer batch={viewing} onClose={() => setViewing(undefined)} />
    </>
  );
}

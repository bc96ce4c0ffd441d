import { PlusOutlined } from '@ant-design/icons';
import type { TAdminCoupon } from '@club/contract';
import { Button, Flex, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../shared/use-person';
import { useCurrency } from '../../ui/format';
import { useCouponTable } from './api/post-coupon-page';
import { CouponModal } from './coupon-modal';
import { useLotteryText } from './use-lottery-text';

/** Coupon templates: the terms a coupon prize or redeem code grants a member. */
export function CouponsTab() {
  const { t } = useTranslation();
  const can = useCan();
  const { money } = useCurrency();
  const text = useLotteryText();
  const [editing, setEditing] = useState<{ coupon: TAdminCoupon | null } | null>(null);
  const { tableProps, timeColumn } = useCouponTable();

  const columns: TableColumnsType<TAdminCoupon> = [
    { title: t('lottery.name'), key: 'name', render: (_, c) => <bdi>{c.name}</bdi> },
    {
      title: t('lottery.kind'),
      key: 'kind',
      render: (_, c) => <Tag>{t(`lottery.couponKinds.${c.kind}`)}</Tag>,
    },
    { title: t('lottery.discount'), key: 'discount', render: (_, c) => text.terms(c) },
    { title: t('lottery.minOrder'), dataIndex: 'minOrder', key: 'minOrder', align: 'end', render: money },
    {
      title: t('lottery.maxDiscount'),
      key: 'maxDiscount',
      align: 'end',
      render: (_, c) =>
        c.kind !== 'percent' ? '–' : c.maxDiscount === null ? t('lottery.noCap') : money(c.maxDiscount),
    },
    { title: t('lottery.usageLimit'), dataIndex: 'usageLimit', key: 'usageLimit', align: 'end' },
    { title: t('lottery.validDays'), dataIndex: 'validDays', key: 'validDays', align: 'end' },
    { title: t('lottery.issued'), dataIndex: 'issued', key: 'issued', align: 'end' },
    { title: t('lottery.uses'), dataIndex: 'uses', key: 'uses', align: 'end' },
    {
      title: t('lottery.enabled'),
      key: 'enabled',
      render: (_, c) => (
        <Tag color={c.enabled ? 'green' : 'default'}>{c.enabled ? t('lottery.on') : t('lottery.off')}</Tag>
      ),
    },
    timeColumn(t('common.createdAt')),
    ...(can('lottery:coupon:update')
      ? [
          {
            title: t('common.actions'),
            key: 'actions',
            render: (_: unknown, c: TAdminCoupon) => (
              <Button size="small" onClick={() => setEditing({ coupon: c })}>
                {t('common.edit')}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      {can('lottery:coupon:add') && (
        <Flex justify="end" style={{ marginBottom: 16 }}>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing({ coupon: null })}
            data-testid="lottery-coupon-add"
          >
            {t('lottery.addCoupon')}
          </Button>
        </Flex>
      )}
      <Table<TAdminCoupon> {...tableProps} columns={columns} />
      {editing && <CouponModal coupon={editing.coupon} onClose={() => setEditing(null)} />}
    </>
  );
}

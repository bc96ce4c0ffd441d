import { REVENUE_SOURCES, type TFundingEvent } from '@club/contract';
import { Alert, Button, Card, Descriptions, Drawer, Form, Input, Select, Space, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../shared/use-person';
import { formatTime, useCurrency } from '../../ui/format';
import { MoneyInput, useMoneyRule } from '../../ui/money-input';
import { useAction } from '../../ui/use-action';
import { useProjectInfo } from './api/get-project-info';
import { useDisburse } from './api/post-project-disburse';
import { useRecordRevenue } from './api/post-project-revenue';

/** A project's money: its two accounts, what is due and unpaid, and every revenue and disbursement. */
export function ProjectDetail(props: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const can = useCan();
  const { money } = useCurrency();
  const moneyRule = useMoneyRule();
  const { run, busy } = useAction();
  const [revenueForm] = Form.useForm<{ amount: number; source: string; memo: string }>();
  const [disburseForm] = Form.useForm<{ amount: number; memo: string }>();
  const revenue = useRecordRevenue();
  const disburse = useDisburse();
  const { data, error } = useProjectInfo(props.id);

  return (
    <Drawer open={props.id !== null} onClose={props.onClose} size={760} title={data?.title} destroyOnHidden>
      {error && <Alert type="error" title={error.message} showIcon />}
      {data && (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <Descriptions
            bordered
            size="small"
            column={2}
            items={[
              { key: 'phase', label: t('projects.phase'), children: t(`projects.phases.${data.phase}`) },
              { key: 'status', label: t('common.state'), children: t(`projects.statuses.${data.status}`) },
              {
                key: 'raised',
                label: t('projects.raised'),
                children: `${money(data.raised)} / ${money(data.amount)}`,
              },
              { key: 'investors', label: t('projects.investors'), children: data.investorCount },
              {
                key: 'principal',
                label: t('projects.principalBalance'),
                children: money(data.principalBalance),
              },
              { key: 'returns', label: t('projects.returnsBalance'), children: money(data.returnsBalance) },
              {
                key: 'unpaid',
                label: t('projects.unpaidDue'),
                children: data.unpaidDue > 0 ? <Tag color="red">{money(data.unpaidDue)}</Tag> : money(0),
              },
              {
                key: 'dates',
                label: t('projects.fundraising'),
                children: `${formatTime(data.fundraisingStartAt)} – ${formatTime(data.fundraisingEndAt)}`,
              },
            ]}
          />
          {can('finance:proj:revenue') && (
            <Card size="small" title={t('projects.recordRevenue')}>
              <Form
                form={revenueForm}
                layout="inline"
                initialValues={{ source: 'boxOffice' }}
                onFinish={async (v) => {
                  const ok = await run(
                    'revenue',
                    () => revenue.mutateAsync({ projectId: data.id, ...v }),
                    t('projects.revenueRecorded', { amount: money(v.amount), id: data.id }),
                  );
                  if (ok) revenueForm.resetFields();
                }}
              >
                <Form.Item name="amount" rules={[moneyRule]}>
                  <MoneyInput />
                </Form.Item>
                <Form.Item name="source">
                  <Select
                    style={{ width: 160 }}
                    options={REVENUE_SOURCES.map((s) => ({ value: s, label: t(`projects.sources.${s}`) }))}
                  />
                </Form.Item>
                <Form.Item name="memo">
                  <Input placeholder={t('projects.memo')} maxLength={200} />
                </Form.Item>
                <Button type="primary" htmlType="submit" loading={busy === 'revenue'}>
                  {t('projects.record')}
                </Button>
              </Form>
            </Card>
          )}
          {can('finance:proj:disburse') && (
            <Card size="small" title={t('projects.disburse')}>
              <Form
                form={disburseForm}
                layout="inline"
                onFinish={async (v) => {
                  const ok = await run(
                    'disburse',
                    () => disburse.mutateAsync({ projectId: data.id, ...v }),
                    t('projects.disbursed', { amount: money(v.amount), id: data.id }),
                  );
                  if (ok) disburseForm.resetFields();
                }}
              >
                <Form.Item name="amount" rules={[moneyRule]}>
                  <MoneyInput />
                </Form.Item>
                <Form.Item
                  name="memo"
                  rules={[{ required: true, whitespace: true, message: t('common.required') }]}
                >
                  <Input placeholder={t('projects.memo')} maxLength={200} />
                </Form.Item>
                <Button htmlType="submit" loading={busy === 'disburse'}>
                  {t('projects.disburseButton')}
                </Button>
              </Form>
            </Card>
          )}
          <Table<TFundingEvent>
            size="small"
            rowKey={(e) => `${e.kind}-${e.at}-${e.amount}`}
            title={() => t('projects.fundingHistory')}
            dataSource={data.fundingHistory}
            pagination={false}
            columns={[
              { title: t('common.createdAt'), dataIndex: 'at', render: formatTime },
              {
                title: t('projects.movement'),
                key: 'kind',
                render: (_, e) =>
                  e.kind === 'revenue' ? (
                    <Tag color="green">{t(`projects.sources.${e.source ?? 'boxOffice'}`)}</Tag>
                  ) : (
                    <Tag color="orange">{t('projects.disbursement')}</Tag>
                  ),
              },
              {
                title: t('common.amount'),
                dataIndex: 'amount',
                align: 'end',
                render: (v: number) => money(v),
              },
              { title: t('projects.memo'), dataIndex: 'memo' },
            ]}
          />
        </Space>
      )}
    </Drawer>
  );
}

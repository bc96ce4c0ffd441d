import type { TMarketingBudget } from '@club/contract';
import { Alert, Button, Card, Form, Input, Space, Statistic, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../shared/use-person';
import { formatTime, useCurrency } from '../../ui/format';
import { MoneyInput, useMoneyRule } from '../../ui/money-input';
import { useAction } from '../../ui/use-action';
import { useMarketingBudget } from './api/post-marketing-budget';
import { useContribute } from './api/post-marketing-contribute';

type Paid = TMarketingBudget['paid'][number];
type Contribution = TMarketingBudget['contributions'][number];

/**
 * The marketing budget (PRODUCT.md §9): every reward to members is paid from it and never from
 * their money. Operators put money in with its source; what waits is paid oldest first at once.
 */
export default function MarketingPage() {
  const { t } = useTranslation();
  const can = useCan();
  const { money } = useCurrency();
  const moneyRule = useMoneyRule();
  const { run, busy } = useAction();
  const [form] = Form.useForm<{ amount: number; source: string; memo?: string }>();
  const contribute = useContribute();
  const { data, error } = useMarketingBudget();
  const kind = (type: string) => t(`members.ledgerTypes.${type}` as 'members.ledgerTypes.SVIP');

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Card title={t('menu.marketing')}>
        {error && <Alert type="error" title={error.message} showIcon />}
        {data && (
          <Space size={48} wrap>
            <Statistic
              title={t('marketing.balance')}
              value={money(data.balance)}
              data-testid="marketing-balance"
            />
            <Statistic
              title={t('marketing.pending')}
              value={money(data.pending.amount)}
              suffix={<Typography.Text type="secondary">({data.pending.count})</Typography.Text>}
              data-testid="marketing-pending"
            />
          </Space>
        )}
        {data && data.pending.count > 0 && (
          <Alert
            style={{ marginBlockStart: 16 }}
            type="warning"
            showIcon
            title={t('marketing.pendingHelp')}
            description={
              <Space wrap>
                {data.pending.byType.map((p) => (
                  <Tag key={p.type}>
                    {kind(p.type)}: {money(p.amount)} ({p.count})
                  </Tag>
                ))}
              </Space>
            }
          />
        )}
      </Card>
      {can('finance:marketing:contribute') && (
        <Card size="small" title={t('marketing.contribute')}>
          <Typography.Paragraph type="secondary">{t('marketing.contributeHelp')}</Typography.Paragraph>
          <Form
            form={form}
            layout="inline"
            onFinish={async (v) => {
              const ok = await run(
                'contribute',
                () => contribute.mutateAsync(v),
                t('marketing.requested', { amount: money(v.amount) }),
              );
              if (ok) form.resetFields();
            }}
          >
            <Form.Item name="amount" rules={[moneyRule]}>
              <MoneyInput aria-label={t('common.amount')} />
            </Form.Item>
            <Form.Item
              name="source"
              rules={[{ required: true, whitespace: true, message: t('common.required') }]}
            >
              <Input
                placeholder={t('marketing.source')}
                aria-label={t('marketing.source')}
                maxLength={100}
                style={{ width: 280 }}
              />
            </Form.Item>
            <Form.Item name="memo">
              <Input placeholder={t('marketing.memo')} aria-label={t('marketing.memo')} maxLength={500} />
            </Form.Item>
            <Button
              type="primary"
              htmlType="submit"
              loading={busy === 'contribute'}
              data-testid="marketing-contribute"
            >
              {t('marketing.contributeButton')}
            </Button>
          </Form>
        </Card>
      )}
      <Table<Paid>
        size="small"
        rowKey={(p) => `${p.day}-${p.type}`}
        title={() => t('marketing.paid')}
        dataSource={data?.paid}
        pagination={{ pageSize: 10 }}
        columns={[
          { title: t('marketing.day'), dataIndex: 'day' },
          { title: t('members.ledgerType'), dataIndex: 'type', render: kind },
          { title: t('marketing.count'), dataIndex: 'count', align: 'end' },
          { title: t('common.amount'), dataIndex: 'amount', align: 'end', render: money },
        ]}
      />
      <Table<Contribution>
        size="small"
        rowKey="entryId"
        title={() => t('marketing.contributions')}
        dataSource={data?.contributions}
        pagination={false}
        columns={[
          { title: t('common.createdAt'), dataIndex: 'createdAt', render: formatTime },
          { title: t('common.amount'), dataIndex: 'amount', align: 'end', render: money },
          { title: t('marketing.source'), dataIndex: 'source', render: (s: string) => <bdi>{s}</bdi> },
          { title: t('marketing.operator'), dataIndex: 'operator' },
        ]}
      />
    </Space>
  );
}

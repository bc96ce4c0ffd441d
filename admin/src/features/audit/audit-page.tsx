import { SearchOutlined } from '@ant-design/icons';
import type { TAuditItem } from '@club/contract';
import {
  Button,
  Card,
  DatePicker,
  Form,
  Input,
  Space,
  Table,
  type TableColumnsType,
  Tag,
  Typography,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExpandTitle } from '../../ui/expand-title';
import { useAuditTable } from './api/post-audit-page';
import { changedFields, JsonDiff } from './json-diff';

type Filters = { actor?: string; action?: string; target?: string; from?: string; to?: string };
type FormValues = {
  actor?: string;
  action?: string;
  target?: string;
  days?: [Dayjs | null, Dayjs | null] | null;
};

const SHOWN_FIELDS = 4;

/**
 * The picked days as instants in the operator's own time zone (start of the first, end of the
 * last), the zone the list shows its times in; the server also takes plain UTC days.
 */
function boundsOf(days: FormValues['days']): Pick<Filters, 'from' | 'to'> {
  const [from, to] = days ?? [];
  return {
    from: from?.startOf('day').format('YYYY-MM-DDTHH:mm:ss.SSSZ'),
    to: to?.endOf('day').format('YYYY-MM-DDTHH:mm:ss.SSSZ'),
  };
}

/** Every operator write, newest first: who did what to which object, with its states before and after. */
export default function AuditPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const [filters, setFilters] = useState<Filters>({});
  const { tableProps, sortOrderOf, timeColumn } = useAuditTable(filters);

  const apply = (v: FormValues) =>
    setFilters({
      actor: v.actor?.trim(),
      action: v.action?.trim(),
      target: v.target?.trim(),
      ...boundsOf(v.days),
    });
  /** Clicking a value in the list filters by it. */
  const filterBy = (field: 'actor' | 'action' | 'target', value: string) => {
    form.setFieldValue(field, value);
    apply(form.getFieldsValue());
  };

  const columns: TableColumnsType<TAuditItem> = [
    { title: 'ID', dataIndex: 'id', key: 'id', width: 80 },
    timeColumn(t('audit.time')),
    {
      title: t('audit.actor'),
      key: 'actor',
      render: (_, a) =>
        a.actorKind === 'system' ? (
          <Tag color="purple">{t('audit.system')}</Tag>
        ) : (
          <Space size={4}>
            <Typography.Link onClick={() => filterBy('actor', a.actorName ?? String(a.actorId))}>
              {a.actorName ?? t('audit.removedOperator')}
            </Typography.Link>
            <Typography.Text type="secondary">#{a.actorId}</Typography.Text>
          </Space>
        ),
    },
    {
      title: t('audit.action'),
      dataIndex: 'action',
      key: 'action',
      sorter: true,
      sortOrder: sortOrderOf('action'),
      render: (action: string) => (
        <Tag
          style={{ cursor: 'pointer', fontFamily: 'monospace' }}
          onClick={() => filterBy('action', action)}
        >
          <bdi>{action}</bdi>
        </Tag>
      ),
    },
    {
      title: t('audit.target'),
      dataIndex: 'target',
      key: 'target',
      render: (target: string) => (
        <Typography.Link style={{ fontFamily: 'monospace' }} onClick={() => filterBy('target', target)}>
          <bdi>{target}</bdi>
        </Typography.Link>
      ),
    },
    {
      title: t('audit.changes'),
      key: 'changes',
      render: (_, a) => {
        if (a.before === null || a.before === undefined) return <Tag color="green">{t('audit.created')}</Tag>;
        if (a.after === null || a.after === undefined) return <Tag color="red">{t('audit.removed')}</Tag>;
        const fields = changedFields(a.before, a.after);
        if (fields.length === 0) return <Typography.Text type="secondary">–</Typography.Text>;
        return (
          <Space size={[4, 4]} wrap style={{ maxWidth: 360 }}>
            {fields.slice(0, SHOWN_FIELDS).map((f) => (
              <Tag key={f} color="blue" style={{ fontFamily: 'monospace' }}>
                {f}
              </Tag>
            ))}
            {fields.length > SHOWN_FIELDS && (
              <Typography.Text type="secondary">
                {t('audit.moreFields', { n: fields.length - SHOWN_FIELDS })}
              </Typography.Text>
            )}
          </Space>
        );
      },
    },
  ];

  return (
    <Card title={t('menu.audit')}>
      <Form
        form={form}
        layout="inline"
        onFinish={apply}
        style={{ marginBottom: 16, rowGap: 8 }}
        aria-label={t('audit.filters')}
      >
        <Form.Item name="actor">
          <Input
            allowClear
            placeholder={t('audit.actorPlaceholder')}
            aria-label={t('audit.actor')}
            style={{ width: 180 }}
          />
        </Form.Item>
        <Form.Item name="action">
          <Input
            allowClear
            placeholder={t('audit.actionPlaceholder')}
            aria-label={t('audit.action')}
            style={{ width: 190 }}
          />
        </Form.Item>
        <Form.Item name="target">
          <Input
            allowClear
            placeholder={t('audit.targetPlaceholder')}
            aria-label={t('audit.target')}
            style={{ width: 180 }}
          />
        </Form.Item>
        <Form.Item name="days">
          <DatePicker.RangePicker allowEmpty={[true, true]} aria-label={t('audit.days')} />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
              {t('common.search')}
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                setFilters({});
              }}
            >
              {t('audit.clear')}
            </Button>
          </Space>
        </Form.Item>
      </Form>
      <Typography.Paragraph type="secondary" style={{ marginTop: -8 }}>
        {t('audit.prefixHelp')}
      </Typography.Paragraph>
      <Table<TAuditItem>
        {...tableProps}
        columns={columns}
        expandable={{
          columnTitle: <ExpandTitle />,
          expandedRowRender: (a) => <JsonDiff before={a.before} after={a.after} />,
          expandRowByClick: false,
        }}
      />
    </Card>
  );
}

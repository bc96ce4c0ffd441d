import { Button, Popconfirm, Select, Space, Tag } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { formatTime } from './format';

/**
 * The pieces the review queues share (recharges, withdrawals, bank cards): who the item belongs to,
 * when it came in, a filter by state, and the decide buttons (approve after a confirmation, reject
 * with a reason), each shown only to a role holding its key.
 */

export function memberColumn<T extends { memberPhone: string | null; userId: number }>(
  title: string,
): ColumnType<T> {
  return {
    title,
    key: 'member',
    render: (_, item) => (
      <span>
        {item.memberPhone} <Tag>#{item.userId}</Tag>
      </span>
    ),
  };
}

export function createdAtColumn<T>(title: string, sortOrder: 'ascend' | 'descend' | null): ColumnType<T> {
  return { title, key: 'createdAt', dataIndex: 'createdAt', sorter: true, sortOrder, render: formatTime };
}

export function StateFilter<S extends string>(props: {
  value: S | undefined;
  onChange: (value: S | undefined) => void;
  options: { value: S; label: string }[];
  placeholder?: string;
}) {
  const { t } = useTranslation();
  return (
    <Select<S>
      allowClear
      placeholder={props.placeholder ?? t('common.allStates')}
      value={props.value}
      onChange={props.onChange}
      style={{ width: 200 }}
      aria-label={props.placeholder ?? t('common.state')}
      options={props.options}
    />
  );
}

export function DecideButtons(props: {
  approve?: { label: string; title: string; busy: boolean; onConfirm: () => void };
  onReject?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Space>
      {props.approve && (
        <Popconfirm
          title={props.approve.title}
          okText={props.approve.label}
          onConfirm={props.approve.onConfirm}
        >
          <Button type="primary" size="small" loading={props.approve.busy}>
            {props.approve.label}
          </Button>
        </Popconfirm>
      )}
      {props.onReject && (
        <Button danger size="small" onClick={props.onReject}>
          {t('common.reject')}
        </Button>
      )}
    </Space>
  );
}

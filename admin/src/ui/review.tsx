import { Button, Popconfirm, Select, Space, Tag, Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from './format';

/**
 * The pieces the review queues share (recharges, withdrawals, bank cards): who the item belongs to,
 * when it came in, a filter by state, and the decide buttons (approve after a confirmation, reject
 * with a reason), each shown only to a role holding its key.
 */

/**
 * Who an item belongs to, held at the start with the item's id while the rest of a wide table
 * scrolls: the two say which row a decision is about. Place it right after a fixed id column.
 */
export function memberColumn<T extends { memberPhone: string | null; userId: number }>(
  title: string,
): ColumnType<T> {
  return {
    title,
    key: 'member',
    fixed: 'left',
    render: (_, item) => (
      <span style={{ whiteSpace: 'nowrap' }}>
        {item.memberPhone} <Tag>#{item.userId}</Tag>
      </span>
    ),
  };
}

export function createdAtColumn<T>(title: string, sortOrder: 'ascend' | 'descend' | null): ColumnType<T> {
  return { title, key: 'createdAt', dataIndex: 'createdAt', sorter: true, sortOrder, render: formatTime };
}

const REASON_WIDTH = 180;

/**
 * An item's state with the decision's reason under it, cut to one line of a bounded width (the
 * whole text in the tooltip). In the state's own cell the reason stays in view: in a column of its
 * own it sat past a desktop's width, under the fixed actions column.
 */
export function StateWithReason({ state, reason }: { state: ReactNode; reason: string | null }) {
  return (
    <Space orientation="vertical" size={2}>
      {state}
      {reason && (
        <Typography.Text
          type="secondary"
          ellipsis={{ tooltip: { title: reason, placement: 'topLeft' } }}
          // Bounded by the text itself: the lists size their columns to content (`max-content`),
          // where a column's own width and ellipsis do not hold.
          style={{ maxWidth: REASON_WIDTH }}
        >
          {reason}
        </Typography.Text>
      )}
    </Space>
  );
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

/** `approve.title` asks in a popup before approving; without it the caller asks in a dialog of its own. */
export function DecideButtons(props: {
  approve?: { label: string; title?: string; busy?: boolean; onConfirm: () => void };
  onReject?: () => void;
}) {
  const { t } = useTranslation();
  const approve = props.approve;
  const approveButton = approve && (
    <Button
      type="primary"
      size="small"
      loading={approve.busy}
      onClick={approve.title === undefined ? approve.onConfirm : undefined}
    >
      {approve.label}
    </Button>
  );
  return (
    <Space>
      {approve?.title === undefined ? (
        approveButton
      ) : (
        <Popconfirm title={approve.title} okText={approve.label} onConfirm={approve.onConfirm}>
          {approveButton}
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

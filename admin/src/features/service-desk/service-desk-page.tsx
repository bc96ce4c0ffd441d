import type { TServiceConversation } from '@club/contract';
import {
  Badge,
  Button,
  Card,
  Input,
  Segmented,
  Space,
  Switch,
  Table,
  type TableColumnsType,
  Tag,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../ui/format';
import { type QueueFilters, useServiceQueue } from './api/post-service-page';
import { useServiceUnread } from './api/post-service-unread';
import { ConversationDrawer } from './conversation-drawer';
import styles from './service-desk.module.css';

type Row = TServiceConversation & { id: number };
type StatusFilter = 'open' | 'closed' | 'all';

/** The service desk: members' conversations, newest activity first, and one opened to answer. */
export default function ServiceDeskPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<StatusFilter>('open');
  const [mine, setMine] = useState(false);
  const [search, setSearch] = useState('');
  const [openedId, setOpenedId] = useState<number | null>(null);
  const filters: QueueFilters = {
    status: status === 'all' ? undefined : status,
    mine: mine || undefined,
    search: search || undefined,
  };
  const { tableProps } = useServiceQueue(filters);
  const unread = useServiceUnread().data?.unread ?? 0;

  const columns: TableColumnsType<Row> = [
    {
      title: t('common.member'),
      key: 'member',
      render: (_, c) => (
        <Space direction="vertical" size={0}>
          <bdi>{c.member.nickname}</bdi>
          <span className={styles.muted} dir="ltr">
            {c.member.phone} · #{c.member.id}
          </span>
        </Space>
      ),
    },
    {
      title: t('serviceDesk.lastMessage'),
      key: 'lastMessage',
      render: (_, c) =>
        c.lastMessage ? (
          <span className={styles.preview} dir="auto">
            {c.lastMessage.sender.kind === 'agent' && `${t('serviceDesk.you')}: `}
            {c.lastMessage.removed
              ? t('serviceDesk.removed')
              : c.lastMessage.kind === 'image'
                ? t('serviceDesk.image')
                : c.lastMessage.body}
          </span>
        ) : (
          <span className={styles.muted}>{t('serviceDesk.noMessages')}</span>
        ),
    },
    {
      title: t('serviceDesk.unread'),
      key: 'unread',
      align: 'center',
      render: (_, c) => <Badge count={c.unread} showZero={false} data-testid={`desk-unread-${c.roomId}`} />,
    },
    {
      title: t('serviceDesk.agent'),
      key: 'agent',
      render: (_, c) =>
        c.agent ? <bdi>{c.agent.name}</bdi> : <Tag color="gold">{t('serviceDesk.waiting')}</Tag>,
    },
    {
      title: t('common.state'),
      key: 'status',
      render: (_, c) => (
        <Tag color={c.status === 'open' ? 'green' : 'default'}>{t(`serviceDesk.statuses.${c.status}`)}</Tag>
      ),
    },
    {
      title: t('serviceDesk.lastActivity'),
      key: 'lastMessageAt',
      render: (_, c) => formatTime(c.lastMessageAt),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_, c) => (
        <Button size="small" onClick={() => setOpenedId(c.roomId)} data-testid={`desk-open-${c.roomId}`}>
          {t('serviceDesk.open')}
        </Button>
      ),
    },
  ];

  return (
    <Card
      title={t('menu.serviceDesk')}
      extra={
        <Space>
          <span>{t('serviceDesk.unread')}</span>
          <Badge count={unread} showZero data-testid="desk-unread-total" />
        </Space>
      }
    >
      <Space wrap className={styles.filters}>
        <Segmented<StatusFilter>
          value={status}
          onChange={setStatus}
          options={[
            { value: 'open', label: t('serviceDesk.statuses.open') },
            { value: 'closed', label: t('serviceDesk.statuses.closed') },
            { value: 'all', label: t('serviceDesk.all') },
          ]}
        />
        <Space>
          <Switch checked={mine} onChange={setMine} aria-label={t('serviceDesk.mine')} />
          <span>{t('serviceDesk.mine')}</span>
        </Space>
        <Input.Search
          allowClear
          placeholder={t('serviceDesk.search')}
          aria-label={t('serviceDesk.search')}
          onSearch={(v) => setSearch(v.trim())}
          style={{ width: 280 }}
        />
      </Space>
      <Table<Row>
        {...tableProps}
        columns={columns}
        onRow={(c) => ({ onDoubleClick: () => setOpenedId(c.roomId) })}
      />
      <ConversationDrawer key={openedId} roomId={openedId} onClose={() => setOpenedId(null)} />
    </Card>
  );
}

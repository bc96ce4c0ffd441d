import type { TAdminChatRoom } from '@club/contract';
import { Button, Input, Popconfirm, Space, Table, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../shared/use-person';
import { formatTime } from '../../ui/format';
import { useAction } from '../../ui/use-action';
import { useChatBanTable } from './api/post-chat-ban-page';
import { useRemoveChatBan } from './api/post-chat-ban-remove';

type Row = NonNullable<ReturnType<typeof useChatBanTable>['query']['data']>['list'][number];

/** Who may not speak in a room, newest ban first, each with the way to lift it. */
export function RoomBans(props: { room: TAdminChatRoom }) {
  const { t } = useTranslation();
  const can = useCan();
  const { run, busy } = useAction();
  const lift = useRemoveChatBan();
  const [search, setSearch] = useState('');
  const { tableProps, timeColumn } = useChatBanTable(props.room.id, search);

  const columns: TableColumnsType<Row> = [
    {
      title: t('common.member'),
      key: 'member',
      render: (_, b) => (
        <Space size={4}>
          <bdi>{b.nickname}</bdi>
          <Typography.Text type="secondary">#{b.userId}</Typography.Text>
        </Space>
      ),
    },
    {
      title: t('common.reason'),
      dataIndex: 'reason',
      key: 'reason',
      render: (reason: string) => (
        <Typography.Text dir="auto" style={{ whiteSpace: 'pre-wrap', unicodeBidi: 'plaintext' }}>
          {reason}
        </Typography.Text>
      ),
    },
    {
      title: t('chat.until'),
      dataIndex: 'until',
      key: 'until',
      render: (until: string | null) => (until === null ? t('chat.untilLifted') : formatTime(until)),
    },
    { title: t('chat.bannedBy'), dataIndex: 'operator', key: 'operator' },
    timeColumn(t('chat.bannedAt')),
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_, b) =>
        can('chat:ban:remove') && (
          <Popconfirm
            title={t('chat.liftTitle', { name: b.nickname })}
            okText={t('chat.lift')}
            cancelText={t('common.cancel')}
            onConfirm={() =>
              run(
                `lift-${b.id}`,
                () => lift.mutateAsync({ roomId: b.roomId, userId: b.userId }),
                t('chat.lifted', { name: b.nickname }),
              )
            }
          >
            <Button size="small" loading={busy === `lift-${b.id}`} data-testid={`chat-ban-lift-${b.userId}`}>
              {t('chat.lift')}
            </Button>
          </Popconfirm>
        ),
    },
  ];

  return (
    <>
      <Input.Search
        allowClear
        placeholder={t('chat.banSearch')}
        onSearch={setSearch}
        style={{ maxWidth: 320, marginBottom: 12 }}
      />
      <Table<Row> {...tableProps} columns={columns} size="small" />
    </>
  );
}

import { MessageOutlined, PlusOutlined, TeamOutlined } from '@ant-design/icons';
import type { TAdminChatRoom } from '@club/contract';
import { Avatar, Button, Card, Space, Switch, Table, type TableColumnsType, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../shared/use-person';
import { useAction } from '../../ui/use-action';
import { useChatRoomTable } from './api/post-chat-room-page';
import { useUpdateChatRoom } from './api/post-chat-room-update';
import { toUpdateBody } from './chat-values';
import { RoomDrawer } from './room-drawer';
import { RoomModal } from './room-modal';

/** The chat rooms: add or edit one, mute everyone in it, and open its messages and bans. */
export default function ChatRoomsPage() {
  const { t } = useTranslation();
  const can = useCan();
  const { run, busy } = useAction();
  const update = useUpdateChatRoom();
  const [editing, setEditing] = useState<{ room: TAdminChatRoom | null } | null>(null);
  const [openedId, setOpenedId] = useState<number | null>(null);
  const { tableProps, query, timeColumn } = useChatRoomTable();
  const opened = query.data?.list.find((r) => r.id === openedId);

  const columns: TableColumnsType<TAdminChatRoom> = [
    {
      title: t('chat.avatar'),
      dataIndex: 'avatar',
      key: 'avatar',
      render: (avatar: string | null) => <Avatar src={avatar ?? undefined} icon={<TeamOutlined />} alt="" />,
    },
    {
      title: t('chat.name'),
      key: 'name',
      render: (_, r) => (
        <Space size={4}>
          <bdi>{r.name}</bdi>
          {r.kind === 'service' && <Tag color="blue">{t('chat.service')}</Tag>}
        </Space>
      ),
    },
    { title: t('chat.lastSeq'), dataIndex: 'lastSeq', key: 'lastSeq', align: 'end' },
    {
      title: (
        <Tooltip title={t('chat.mutedAllHelp')}>
          <span>{t('chat.mutedAll')}</span>
        </Tooltip>
      ),
      key: 'mutedAll',
      render: (_, r) => (
        <Switch
          checked={r.mutedAll}
          disabled={!can('chat:room:update')}
          loading={busy === `mute-${r.id}`}
          aria-label={t('chat.mutedAll')}
          data-testid={`chat-room-muted-${r.id}`}
          onChange={(mutedAll) =>
            run(
              `mute-${r.id}`,
              () => update.mutateAsync(toUpdateBody(r, { mutedAll })),
              mutedAll ? t('chat.mutedOn', { name: r.name }) : t('chat.mutedOff', { name: r.name }),
            )
          }
        />
      ),
    },
    timeColumn(t('common.createdAt')),
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_, r) => (
        <Space>
          {(can('chat:message:page') || can('chat:ban:page') || can('chat:album:page')) && (
            <Button
              size="small"
              icon={<MessageOutlined />}
              onClick={() => setOpenedId(r.id)}
              data-testid={`chat-room-messages-${r.id}`}
            >
              {t('chat.open')}
            </Button>
          )}
          {can('chat:room:update') && (
            <Button
              size="small"
              onClick={() => setEditing({ room: r })}
              data-testid={`chat-room-edit-${r.id}`}
            >
              {t('common.edit')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card
      title={t('menu.chat')}
      extra={
        can('chat:room:add') && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing({ room: null })}
            data-testid="chat-room-add"
          >
            {t('chat.add')}
          </Button>
        )
      }
    >
      <Table<TAdminChatRoom> {...tableProps} columns={columns} />
      {editing && <RoomModal room={editing.room} onClose={() => setEditing(null)} />}
      <RoomDrawer room={opened} onClose={() => setOpenedId(null)} />
    </Card>
  );
}

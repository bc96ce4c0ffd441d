import { PictureOutlined, PlusOutlined } from '@ant-design/icons';
import type { TAdminChatRoom, TChatAlbum } from '@club/contract';
import { Avatar, Button, Image, Popconfirm, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../shared/use-person';
import { useAction } from '../../ui/use-action';
import { AlbumMedia } from './album-media';
import { AlbumModal } from './album-modal';
import { useDeleteChatAlbum } from './api/post-chat-album-delete';
import { useChatAlbumTable } from './api/post-chat-album-page';

/** A group room's albums: add, rename or delete one, or open it to manage its images and clips. */
export function RoomAlbums(props: { room: TAdminChatRoom }) {
  const { t } = useTranslation();
  const can = useCan();
  const { run, busy } = useAction();
  const roomId = props.room.id;
  const remove = useDeleteChatAlbum(roomId);
  const [editing, setEditing] = useState<{ album: TChatAlbum | null } | null>(null);
  const [openedId, setOpenedId] = useState<number | null>(null);
  const { tableProps, query, timeColumn } = useChatAlbumTable(roomId);
  // Read from the list, so the count and cover follow the uploads made inside.
  const opened = query.data?.list.find((a) => a.id === openedId);

  if (opened) return <AlbumMedia roomId={roomId} album={opened} onBack={() => setOpenedId(null)} />;

  const columns: TableColumnsType<TChatAlbum> = [
    {
      title: t('chat.album.cover'),
      dataIndex: 'cover',
      key: 'cover',
      render: (cover: string | null) =>
        cover ? (
          <Image
            src={cover}
            width={56}
            height={56}
            style={{ objectFit: 'cover' }}
            alt={t('chat.album.cover')}
          />
        ) : (
          <Avatar shape="square" size={56} icon={<PictureOutlined />} />
        ),
    },
    { title: t('chat.album.name'), key: 'name', render: (_, a) => <bdi>{a.name}</bdi> },
    { title: t('chat.album.mediaCount'), dataIndex: 'mediaCount', key: 'mediaCount', align: 'end' },
    timeColumn(t('common.createdAt')),
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_, a) => (
        <Space>
          <Button size="small" onClick={() => setOpenedId(a.id)} data-testid={`chat-album-open-${a.id}`}>
            {t('chat.album.open')}
          </Button>
          {can('chat:album:update') && (
            <Button
              size="small"
              onClick={() => setEditing({ album: a })}
              data-testid={`chat-album-edit-${a.id}`}
            >
              {t('chat.album.rename')}
            </Button>
          )}
          {can('chat:album:delete') && (
            <Popconfirm
              title={t('chat.album.deleteTitle', { name: a.name })}
              description={t('chat.album.deleteNote')}
              okText={t('common.delete')}
              cancelText={t('common.cancel')}
              okButtonProps={{ danger: true, 'data-testid': `chat-album-delete-confirm-${a.id}` }}
              onConfirm={() =>
                run(
                  `delete-${a.id}`,
                  () => remove.mutateAsync({ id: a.id }),
                  t('chat.album.deleted', { name: a.name }),
                )
              }
            >
              <Button
                size="small"
                danger
                loading={busy === `delete-${a.id}`}
                data-testid={`chat-album-delete-${a.id}`}
              >
                {t('common.delete')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      {can('chat:album:add') && (
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setEditing({ album: null })}
          style={{ marginBottom: 12 }}
          data-testid="chat-album-add"
        >
          {t('chat.album.add')}
        </Button>
      )}
      <Table<TChatAlbum>
        {...tableProps}
        columns={columns}
        size="small"
        locale={{ emptyText: t('chat.album.none') }}
      />
      {editing && <AlbumModal roomId={roomId} album={editing.album} onClose={() => setEditing(null)} />}
    </>
  );
}

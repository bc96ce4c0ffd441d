import type { TAdminChatRoom } from '@club/contract';
import { Button, Image, Popconfirm, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../shared/use-person';
import { formatTime } from '../../ui/format';
import { useAction } from '../../ui/use-action';
import { useChatMessageTable } from './api/post-chat-message-page';
import { useRemoveChatMessage } from './api/post-chat-message-remove';
import { BanModal } from './ban-modal';

type Row = NonNullable<ReturnType<typeof useChatMessageTable>['query']['data']>['list'][number];

/** A message's content: its text, or its picture as a thumbnail; `greyed` for a removed one's kept copy. */
function Content(props: { kind: Row['kind']; text: string; greyed?: boolean }) {
  const { t } = useTranslation();
  if (props.kind === 'image') {
    return (
      <Image
        src={props.text}
        width={64}
        height={64}
        style={{ objectFit: 'cover', opacity: props.greyed ? 0.45 : 1 }}
        alt={t('chat.kinds.image')}
      />
    );
  }
  return (
    <Typography.Paragraph
      type={props.greyed ? 'secondary' : undefined}
      dir="auto"
      // Each line in its own direction, as the member wrote it, whatever the back office's language.
      style={{
        whiteSpace: 'pre-wrap',
        unicodeBidi: 'plaintext',
        textAlign: 'start',
        margin: 0,
        maxWidth: 360,
      }}
    >
      {props.text}
    </Typography.Paragraph>
  );
}

/** A room's messages for operators, newest first: remove one, or ban its sender from the room. */
export function RoomMessages(props: { room: TAdminChatRoom }) {
  const { t } = useTranslation();
  const can = useCan();
  const { run, busy } = useAction();
  const remove = useRemoveChatMessage();
  const [banning, setBanning] = useState<{ id: number; name: string } | null>(null);
  const { tableProps, sortOrderOf } = useChatMessageTable(props.room.id);
  const roomId = props.room.id;

  const columns: TableColumnsType<Row> = [
    {
      title: t('chat.seq'),
      dataIndex: 'seq',
      key: 'seq',
      sorter: true,
      // Newest first until told otherwise, as the server sends them; from the default a click turns
      // the order round, and the next one back (antd would otherwise drop to "unsorted", the same).
      sortOrder: sortOrderOf('seq') ?? 'descend',
      sortDirections: ['descend', 'ascend', 'descend'],
      align: 'end',
    },
    {
      title: t('chat.sender'),
      key: 'sender',
      render: (_, m) => (
        <Space size={4} wrap>
          <bdi>{m.sender.name}</bdi>
          {m.sender.kind === 'member' ? (
            <Typography.Text type="secondary">#{m.sender.id}</Typography.Text>
          ) : (
            <Tag color="blue">{t('chat.agent')}</Tag>
          )}
        </Space>
      ),
    },
    {
      title: t('chat.kind'),
      dataIndex: 'kind',
      key: 'kind',
      render: (kind: Row['kind']) => t(`chat.kinds.${kind}`),
    },
    {
      title: t('chat.content'),
      key: 'content',
      render: (_, m) =>
        m.removed ? (
          <div>
            <div style={{ marginBottom: 4 }}>
              <Tag>{t('chat.removed')}</Tag>
            </div>
            {m.removedText !== null && <Content kind={m.kind} text={m.removedText} greyed />}
          </div>
        ) : (
          <Content kind={m.kind} text={m.body} />
        ),
    },
    { title: t('chat.time'), dataIndex: 'createdAt', key: 'createdAt', render: formatTime },
    {
      title: t('common.actions'),
      key: 'actions',
      fixed: 'end',
      render: (_, m) => (
        <Space>
          {can('chat:message:remove') && !m.removed && (
            <Popconfirm
              title={t('chat.removeTitle', { seq: m.seq })}
              description={t('chat.removeNote')}
              okText={t('common.remove')}
              cancelText={t('common.cancel')}
              okButtonProps={{ danger: true, 'data-testid': `chat-message-remove-confirm-${m.seq}` }}
              onConfirm={() =>
                run(
                  `remove-${m.seq}`,
                  () => remove.mutateAsync({ roomId, seq: m.seq }),
                  t('chat.removedDone', { seq: m.seq }),
                )
              }
            >
              <Button
                size="small"
                danger
                loading={busy === `remove-${m.seq}`}
                data-testid={`chat-message-remove-${m.seq}`}
              >
                {t('common.remove')}
              </Button>
            </Popconfirm>
          )}
          {can('chat:ban:add') && m.sender.kind === 'member' && (
            <Button
              size="small"
              onClick={() => setBanning({ id: m.sender.id, name: m.sender.name })}
              data-testid={`chat-message-ban-${m.seq}`}
            >
              {t('chat.banSender')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <Table<Row> {...tableProps} rowKey="seq" columns={columns} size="small" />
      {banning && <BanModal roomId={roomId} member={banning} onClose={() => setBanning(null)} />}
    </>
  );
}

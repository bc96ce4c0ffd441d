import { ArrowLeftOutlined, ArrowRightOutlined, UploadOutlined } from '@ant-design/icons';
import type { TChatAlbum, TChatAlbumMedia } from '@club/contract';
import { errorMessage } from '@club/contract/lib/envelope';
import {
  App,
  Button,
  ConfigProvider,
  Flex,
  Image,
  Popconfirm,
  Space,
  Table,
  type TableColumnsType,
  Tag,
  Typography,
  Upload,
} from 'antd';
import { useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../shared/use-person';
import { useAction } from '../../ui/use-action';
import { ALBUM_ACCEPT, toMediaAddBody } from './album-values';
import { useAddChatAlbumMedia } from './api/post-chat-album-media-add';
import { useChatAlbumMediaTable } from './api/post-chat-album-media-page';
import { useRemoveChatAlbumMedia } from './api/post-chat-album-media-remove';
import { postChatAlbumUpload } from './api/post-chat-album-upload';

/**
 * Uploads files into the album, several at once: each is stored through the album's upload call,
 * then added. The server tells an image from a clip by its bytes; a refused file says why and the
 * others go on.
 */
function UploadMedia(props: { roomId: number; albumId: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const add = useAddChatAlbumMedia(props.roomId);
  const [pending, setPending] = useState(0);
  return (
    <Upload
      accept={ALBUM_ACCEPT}
      multiple
      showUploadList={false}
      customRequest={async ({ file, onSuccess, onError }) => {
        const name = file instanceof File ? file.name : '';
        setPending((n) => n + 1);
        try {
          const { url } = await postChatAlbumUpload(file as Blob);
          const media = await add.mutateAsync(toMediaAddBody(props.albumId, url));
          message.success(t('chat.album.uploaded', { name }));
          onSuccess?.(media);
        } catch (error) {
          message.error(`${name}: ${errorMessage(error)}`);
          onError?.(error as Error);
        } finally {
          setPending((n) => n - 1);
        }
      }}
    >
      <Button type="primary" icon={<UploadOutlined />} loading={pending > 0} data-testid="chat-album-upload">
        {t('chat.album.upload')}
      </Button>
    </Upload>
  );
}

/** One album's images and clips, newest first: preview them, upload more, take one out. */
export function AlbumMedia(props: { roomId: number; album: TChatAlbum; onBack: () => void }) {
  const { t } = useTranslation();
  const can = useCan();
  const { run, busy } = useAction();
  const remove = useRemoveChatAlbumMedia(props.roomId);
  const { album } = props;
  // Back points the way of reading: to the right in Arabic.
  const { direction } = useContext(ConfigProvider.ConfigContext);
  const { tableProps, timeColumn } = useChatAlbumMediaTable(props.roomId, album.id);

  const columns: TableColumnsType<TChatAlbumMedia> = [
    {
      title: t('chat.album.preview'),
      key: 'preview',
      render: (_, m) =>
        m.kind === 'image' ? (
          <Image
            src={m.url}
            width={96}
            height={96}
            style={{ objectFit: 'cover' }}
            alt={t('chat.album.kinds.image')}
          />
        ) : (
          // biome-ignore lint/a11y/useMediaCaption: an operator's check of the club's own clip, no captions exist
          <video src={m.url} controls preload="metadata" width={200} />
        ),
    },
    {
      title: t('chat.album.kind'),
      dataIndex: 'kind',
      key: 'kind',
      render: (kind: TChatAlbumMedia['kind']) => (
        <Tag color={kind === 'video' ? 'purple' : 'blue'}>{t(`chat.album.kinds.${kind}`)}</Tag>
      ),
    },
    timeColumn(t('chat.album.addedAt')),
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_, m) =>
        can('chat:media:remove') && (
          <Popconfirm
            title={t('chat.album.removeTitle')}
            description={t('chat.album.removeNote')}
            okText={t('common.remove')}
            cancelText={t('common.cancel')}
            okButtonProps={{ danger: true, 'data-testid': `chat-album-media-remove-confirm-${m.id}` }}
            onConfirm={() =>
              run(
                `remove-${m.id}`,
                () => remove.mutateAsync({ id: m.id }),
                t('chat.album.removed', { id: m.id }),
              )
            }
          >
            <Button
              size="small"
              danger
              loading={busy === `remove-${m.id}`}
              data-testid={`chat-album-media-remove-${m.id}`}
            >
              {t('common.remove')}
            </Button>
          </Popconfirm>
        ),
    },
  ];

  const mayUpload = can('chat:album:upload') && can('chat:media:add');
  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 12 }}>
        <Space wrap>
          <Button
            icon={direction === 'rtl' ? <ArrowRightOutlined /> : <ArrowLeftOutlined />}
            onClick={props.onBack}
            data-testid="chat-album-back"
          >
            {t('chat.album.back')}
          </Button>
          <Typography.Text strong>
            <bdi>{album.name}</bdi>
          </Typography.Text>
          <Typography.Text type="secondary">
            {t('chat.album.count', { count: album.mediaCount })}
          </Typography.Text>
        </Space>
        {mayUpload ? (
          <Space wrap>
            <Typography.Text type="secondary">{t('chat.album.uploadHelp')}</Typography.Text>
            <UploadMedia roomId={props.roomId} albumId={album.id} />
          </Space>
        ) : (
          <Typography.Text type="secondary">{t('chat.album.noUpload')}</Typography.Text>
        )}
      </Flex>
      <Table<TChatAlbumMedia>
        {...tableProps}
        columns={columns}
        size="small"
        locale={{ emptyText: t('chat.album.empty') }}
      />
    </>
  );
}

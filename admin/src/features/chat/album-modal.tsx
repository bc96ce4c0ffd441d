import { ALBUM_NAME_MAX, type TChatAlbum } from '@club/contract';
import { errorMessage } from '@club/contract/lib/envelope';
import { Alert, App, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTextRule } from '../../ui/use-text-rule';
import { validated } from '../../ui/validated';
import { useAddChatAlbum } from './api/post-chat-album-add';
import { useUpdateChatAlbum } from './api/post-chat-album-update';

/** Adds an album to a room (`album` null) or renames one. */
export function AlbumModal(props: { roomId: number; album: TChatAlbum | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ name?: string }>();
  const [error, setError] = useState<string | null>(null);
  const add = useAddChatAlbum();
  const update = useUpdateChatAlbum(props.roomId);
  const album = props.album;

  const nameRule = useTextRule()({ max: ALBUM_NAME_MAX, multiLine: false, required: true });

  async function save() {
    if (!(await validated(form))) return;
    setError(null);
    const name = (form.getFieldValue('name') ?? '').trim();
    try {
      if (album) await update.mutateAsync({ id: album.id, name });
      else await add.mutateAsync({ roomId: props.roomId, name });
      message.success(album ? t('chat.album.saved', { name }) : t('chat.album.added', { name }));
      props.onClose();
    } catch (e) {
      // The form stays open with what was written; the server's reason shows above it.
      setError(errorMessage(e));
    }
  }

  return (
    <Modal
      open
      title={album ? t('chat.album.editTitle', { name: album.name }) : t('chat.album.add')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ 'data-testid': 'chat-album-save' }}
      confirmLoading={add.isPending || update.isPending}
      onOk={save}
      onCancel={props.onClose}
      maskClosable={false}
      destroyOnHidden
    >
      {error && <Alert type="error" title={error} showIcon style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" initialValues={{ name: album?.name ?? '' }} onFinish={save}>
        <Form.Item name="name" label={t('chat.album.name')} rules={[nameRule]}>
          <Input
            data-testid="chat-album-name"
            dir="auto"
            count={{ show: true, max: ALBUM_NAME_MAX, strategy: (text) => text.length }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

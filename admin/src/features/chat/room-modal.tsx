import type { TAdminChatRoom } from '@club/contract';
import { errorMessage } from '@club/contract/lib/envelope';
import { Alert, App, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../shared/use-person';
import { UploadField } from '../../ui/upload-field';
import { useTextRule } from '../../ui/use-text-rule';
import { validated } from '../../ui/validated';
import { useAddChatRoom } from './api/post-chat-room-add';
import { useUpdateChatRoom } from './api/post-chat-room-update';
import { postChatRoomUpload, ROOM_AVATAR_UPLOAD_KEY } from './api/post-chat-room-upload';
import { NAME_MAX, type RoomValues, TEXT_MAX, toAddBody, toUpdateBody } from './chat-values';

/** What the counters and the server count: UTF-16 units (an emoji is two), as zod's `.max`. */
const serverLength = (text: string) => text.length;

/** Adds a room (`room` null) or edits one: name, avatar, and the announcement and rules members read. */
export function RoomModal(props: { room: TAdminChatRoom | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const can = useCan();
  const [form] = Form.useForm<RoomValues>();
  const [error, setError] = useState<string | null>(null);
  const add = useAddChatRoom();
  const update = useUpdateChatRoom();
  const room = props.room;

  const textRule = useTextRule();
  const rule = (max: number, multiLine: boolean, required: boolean) => textRule({ max, multiLine, required });

  async function save() {
    if (!(await validated(form))) return;
    setError(null);
    try {
      // Every value the form holds, the avatar included when this role sees no upload field for it.
      const body = toAddBody(form.getFieldsValue(true), room?.mutedAll ?? false);
      if (room) await update.mutateAsync(toUpdateBody(room, body));
      else await add.mutateAsync(body);
      message.success(room ? t('chat.saved', { name: body.name }) : t('chat.added', { name: body.name }));
      props.onClose();
    } catch (e) {
      // The form stays open with what was written; the server's reason shows above it.
      setError(errorMessage(e));
    }
  }

  return (
    <Modal
      open
      width={640}
      title={room ? t('chat.editTitle', { name: room.name }) : t('chat.add')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ 'data-testid': 'chat-room-save' }}
      confirmLoading={add.isPending || update.isPending}
      onOk={save}
      onCancel={props.onClose}
      maskClosable={false}
    >
      {error && <Alert type="error" title={error} showIcon style={{ marginBottom: 16 }} />}
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          name: room?.name ?? '',
          avatar: room?.avatar ?? null,
          announcement: room?.announcement ?? '',
          rules: room?.rules ?? '',
        }}
      >
        <Form.Item name="name" label={t('chat.name')} rules={[rule(NAME_MAX, false, true)]}>
          <Input
            data-testid="chat-room-name"
            dir="auto"
            count={{ show: true, max: NAME_MAX, strategy: serverLength }}
          />
        </Form.Item>
        <Form.Item label={t('chat.avatar')}>
          {can(ROOM_AVATAR_UPLOAD_KEY) ? (
            <Form.Item name="avatar" noStyle>
              <UploadField upload={postChatRoomUpload} />
            </Form.Item>
          ) : (
            <Typography.Text type="secondary">{t('chat.avatarNoUpload')}</Typography.Text>
          )}
        </Form.Item>
        <Form.Item
          name="announcement"
          label={t('chat.announcement')}
          extra={t('chat.announcementHelp')}
          rules={[rule(TEXT_MAX, true, false)]}
        >
          <Input.TextArea dir="auto" rows={4} count={{ show: true, max: TEXT_MAX, strategy: serverLength }} />
        </Form.Item>
        <Form.Item
          name="rules"
          label={t('chat.rules')}
          extra={t('chat.rulesHelp')}
          rules={[rule(TEXT_MAX, true, false)]}
        >
          <Input.TextArea dir="auto" rows={4} count={{ show: true, max: TEXT_MAX, strategy: serverLength }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

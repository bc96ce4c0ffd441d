import { errorMessage } from '@club/contract/lib/envelope';
import { Alert, App, Form, Input, Modal, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTextRule } from '../../ui/use-text-rule';
import { validated } from '../../ui/validated';
import { useAddChatBan } from './api/post-chat-ban-add';
import { BAN_DURATIONS, type BanDuration, banUntil, REASON_MAX } from './chat-values';

/** Stops one member speaking in one room: for how long, and why (the member reads the reason). */
export function BanModal(props: {
  roomId: number;
  member: { id: number; name: string };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const textRule = useTextRule();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ duration: BanDuration; reason?: string }>();
  const [error, setError] = useState<string | null>(null);
  const ban = useAddChatBan();

  async function save() {
    const values = await validated(form);
    if (!values) return;
    setError(null);
    try {
      await ban.mutateAsync({
        roomId: props.roomId,
        userId: props.member.id,
        reason: (values.reason ?? '').trim(),
        // From the moment of saving, not of opening the form.
        until: banUntil(values.duration),
      });
      message.success(t('chat.banned', { name: props.member.name }));
      props.onClose();
    } catch (e) {
      setError(errorMessage(e));
    }
  }

  return (
    <Modal
      open
      title={t('chat.banTitle', { name: props.member.name, id: props.member.id })}
      okText={t('chat.ban')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: true, 'data-testid': 'chat-ban-save' }}
      confirmLoading={ban.isPending}
      onOk={save}
      onCancel={props.onClose}
      maskClosable={false}
    >
      {error && <Alert type="error" title={error} showIcon style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" initialValues={{ duration: '24h' }}>
        <Form.Item name="duration" label={t('chat.banFor')}>
          <Radio.Group>
            {BAN_DURATIONS.map((d) => (
              <Radio.Button key={d} value={d}>
                {t(`chat.durations.${d}`)}
              </Radio.Button>
            ))}
          </Radio.Group>
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('common.reason')}
          extra={t('chat.reasonHelp')}
          rules={[textRule({ max: REASON_MAX, multiLine: true, required: true })]}
        >
          <Input.TextArea
            data-testid="chat-ban-reason"
            dir="auto"
            rows={3}
            count={{ show: true, max: REASON_MAX, strategy: (text) => text.length }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

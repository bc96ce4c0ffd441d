import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validated } from './validated';

/**
 * Asks for the reason a decision needs (a rejection the member will read), then runs it; the modal
 * stays open with the server's message when the call fails.
 */
export function ReasonModal(props: {
  open: boolean;
  title: string;
  okText: string;
  required?: boolean;
  onCancel: () => void;
  onSubmit: (reason: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      open={props.open}
      title={props.title}
      okText={props.okText}
      okButtonProps={{ danger: true }}
      confirmLoading={busy}
      destroyOnHidden
      onCancel={props.onCancel}
      onOk={async () => {
        const values = await validated(form);
        if (!values) return;
        const { reason } = values;
        setBusy(true);
        try {
          await props.onSubmit(reason?.trim() ?? '');
          form.resetFields();
        } finally {
          setBusy(false);
        }
      }}
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="reason"
          label={t('common.reason')}
          rules={[
            { required: props.required ?? true, whitespace: true, message: t('common.required') },
            { max: 200, message: t('common.tooLong', { max: 200 }) },
          ]}
        >
          <Input.TextArea rows={3} maxLength={200} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}

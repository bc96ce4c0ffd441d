import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './security.module.css';

/** A current six-digit code from the authenticator app, and the button that sends it. */
export function CodeForm({
  submit,
  busy,
  label,
}: {
  submit: (factorCode: string) => Promise<unknown>;
  busy: boolean;
  label: string;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ code: string }>();
  return (
    <Form
      form={form}
      layout="vertical"
      disabled={busy}
      onFinish={async ({ code }) => {
        // A refused code is cleared for the next one the app shows.
        if (!(await submit(code.trim()))) form.resetFields();
      }}
    >
      <Form.Item label={t('security.code')} required>
        <div className={styles.codeForm}>
          <Form.Item
            name="code"
            noStyle
            rules={[{ required: true, pattern: /^\s*\d{6}\s*$/, message: t('security.codeFormat') }]}
          >
            <Input
              className={styles.codeInput}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              dir="ltr"
              aria-label={t('security.code')}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={busy}>
            {label}
          </Button>
        </div>
      </Form.Item>
    </Form>
  );
}

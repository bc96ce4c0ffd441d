import { ThunderboltOutlined } from '@ant-design/icons';
import {
  OPERATOR_PASSWORD_MAX,
  OPERATOR_PASSWORD_MIN,
  OPERATOR_USERNAME_PATTERN,
  type TOperatorItem,
  type TOperatorUpdateBody,
} from '@club/contract';
import { Alert, Button, Form, Input, Modal, Radio, Select, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../ui/use-action';
import { validated } from '../../ui/validated';
import { useAddOperator } from './api/post-operator-add';
import { useUpdateOperator } from './api/post-operator-update';

type Values = {
  username: string;
  displayName?: string;
  password?: string;
  roleId: number;
  status: 'active' | 'disabled';
};

// No look-alike characters (0/O, 1/l/I): the password may be read out or typed from a note.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789-_.!@#%+=';

/** 20 characters from the browser's cryptographic random source, without modulo bias. */
function generatePassword(length = 20): string {
  const out: string[] = [];
  const limit = 256 - (256 % ALPHABET.length);
  while (out.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length * 2))) {
      if (byte < limit && out.length < length) out.push(ALPHABET[byte % ALPHABET.length]);
    }
  }
  return out.join('');
}

/**
 * The server's own password rules that can be checked here (length, not holding the username, at
 * least 5 different characters); whether it is a common password only the server knows.
 */
function usePasswordRule(username: () => string | undefined, required: boolean) {
  const { t } = useTranslation();
  return {
    validator(_: unknown, value: string | undefined) {
      if (!value) return required ? Promise.reject(new Error(t('common.required'))) : Promise.resolve();
      const length = [...value].length;
      if (length < OPERATOR_PASSWORD_MIN || length > OPERATOR_PASSWORD_MAX) {
        return Promise.reject(
          new Error(
            t('operators.passwordLength', { min: OPERATOR_PASSWORD_MIN, max: OPERATOR_PASSWORD_MAX }),
          ),
        );
      }
      const name = username()?.toLowerCase();
      if (name && value.toLowerCase().includes(name)) {
        return Promise.reject(new Error(t('operators.passwordHasUsername')));
      }
      if (new Set(value.toLowerCase()).size < 5) {
        return Promise.reject(new Error(t('operators.passwordVaried')));
      }
      return Promise.resolve();
    },
  };
}

/**
 * Adds an operator (username, first password, role) or edits one (role, active or disabled, a new
 * password). The operator's own role and status are not theirs to change; the server says so too.
 * A role giving money permissions (a new operator's, another one, or an enabling) waits for a
 * second operator's approval: the message says so.
 */
export function OperatorModal(props: {
  open: boolean;
  operator: TOperatorItem | null;
  selfId: number | undefined;
  roles: { value: number; label: string; disabled?: boolean }[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const { run, busy } = useAction();
  const addOperator = useAddOperator();
  const updateOperator = useUpdateOperator();
  const editing = props.operator;
  const self = editing !== null && editing.id === props.selfId;
  // A generated password is shown, so the operator can pass it on.
  const [visible, setVisible] = useState(false);
  const passwordRule = usePasswordRule(
    () => editing?.username ?? form.getFieldValue('username'),
    editing === null,
  );

  useEffect(() => {
    if (!props.open) return;
    form.resetFields();
    setVisible(false);
    if (editing)
      form.setFieldsValue({
        roleId: editing.roleId,
        status: editing.status,
        displayName: editing.displayName ?? '',
      });
  }, [props.open, editing, form]);

  async function save() {
    const v = await validated(form);
    if (!v) return;
    const displayName = v.displayName?.trim() || null;
    if (editing === null) {
      const ok = await run(
        'save',
        () =>
          addOperator.mutateAsync({
            username: v.username,
            password: v.password ?? '',
            roleId: v.roleId,
            displayName,
          }),
        (answer) =>
          'requestId' in answer
            ? t('operators.addRequested', { username: v.username })
            : t('operators.added', { username: v.username }),
      );
      if (ok) props.onClose();
      return;
    }
    const body: TOperatorUpdateBody = { id: editing.id };
    if (v.roleId !== editing.roleId) body.roleId = v.roleId;
    if (v.status !== editing.status) body.status = v.status;
    if (displayName !== editing.displayName) body.displayName = displayName;
    if (v.password) body.password = v.password;
    if (Object.keys(body).length === 1) return props.onClose();
    const saved = await run(
      'save',
      () => updateOperator.mutateAsync(body),
      (answer) => t(answer ? 'operators.updateRequested' : 'operators.saved', { username: editing.username }),
    );
    if (saved) props.onClose();
  }

  const rules = (
    <ul style={{ margin: 0, paddingInlineStart: 18 }}>
      <li>
        {t('operators.passwordRules.length', { min: OPERATOR_PASSWORD_MIN, max: OPERATOR_PASSWORD_MAX })}
      </li>
      <li>{t('operators.passwordRules.common')}</li>
      <li>{t('operators.passwordRules.username')}</li>
    </ul>
  );

  return (
    <Modal
      open={props.open}
      title={editing ? t('operators.editTitle', { username: editing.username }) : t('operators.add')}
      okText={t('common.save')}
      onOk={save}
      onCancel={props.onClose}
      confirmLoading={busy === 'save'}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ status: 'active' }}>
        {editing === null ? (
          <Form.Item
            name="username"
            label={t('operators.username')}
            extra={t('operators.usernameHelp')}
            normalize={(v: string) => v.trim().toLowerCase()}
            rules={[
              { required: true, message: t('common.required') },
              { pattern: OPERATOR_USERNAME_PATTERN, message: t('operators.usernameFormat') },
            ]}
          >
            <Input autoComplete="off" maxLength={32} />
          </Form.Item>
        ) : (
          <Form.Item label={t('operators.username')}>
            <Typography.Text strong>{editing.username}</Typography.Text>
          </Form.Item>
        )}
        <Form.Item
          name="displayName"
          label={t('operators.displayName')}
          extra={t('operators.displayNameHelp')}
          rules={[{ max: 30, message: t('common.tooLong', { max: 30 }) }]}
        >
          <Input autoComplete="off" maxLength={30} data-testid="operator-display-name" />
        </Form.Item>
        {self && <Alert type="info" showIcon title={t('operators.selfNote')} style={{ marginBottom: 16 }} />}
        <Form.Item
          name="roleId"
          label={t('operators.role')}
          rules={[{ required: true, message: t('common.required') }]}
        >
          <Select options={props.roles} disabled={self} showSearch={{ optionFilterProp: 'label' }} />
        </Form.Item>
        {editing !== null && (
          <Form.Item name="status" label={t('operators.status')} extra={t('operators.disableHelp')}>
            <Radio.Group disabled={self}>
              <Radio.Button value="active">{t('operators.statuses.active')}</Radio.Button>
              <Radio.Button value="disabled">{t('operators.statuses.disabled')}</Radio.Button>
            </Radio.Group>
          </Form.Item>
        )}
        <Form.Item
          label={editing ? t('operators.newPassword') : t('operators.password')}
          required={editing === null}
          extra={
            <>
              {editing && <div>{t('operators.newPasswordHelp')}</div>}
              {rules}
            </>
          }
        >
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item
              name="password"
              noStyle
              dependencies={['username']}
              rules={[passwordRule]}
              validateFirst
            >
              <Input.Password
                autoComplete="new-password"
                maxLength={OPERATOR_PASSWORD_MAX}
                visibilityToggle={{ visible, onVisibleChange: setVisible }}
                aria-label={editing ? t('operators.newPassword') : t('operators.password')}
              />
            </Form.Item>
            <Button
              icon={<ThunderboltOutlined />}
              onClick={() => {
                form.setFieldValue('password', generatePassword());
                setVisible(true);
                void form.validateFields(['password']);
              }}
            >
              {t('operators.generate')}
            </Button>
          </Space.Compact>
        </Form.Item>
      </Form>
    </Modal>
  );
}

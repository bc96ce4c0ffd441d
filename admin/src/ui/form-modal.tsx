import { Form, type FormInstance, type FormProps, Modal } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAction } from './use-action';
import { validated } from './validated';

/**
 * A modal around one form that saves it: OK checks the form's rules, hands the values to `onSave`
 * and closes once that succeeds. A refused save keeps the modal open with what was written, so the
 * operator can correct it; the server's reason shows as a message. Props other than the modal's
 * own go to the form (`initialValues`, `layout`, …), which is vertical unless told otherwise.
 */
export function FormModal<T, A = unknown>({
  form,
  title,
  okText,
  width,
  onSave,
  onClose,
  done,
  children,
  ...formProps
}: Omit<FormProps<T>, 'form' | 'title' | 'children'> & {
  form: FormInstance<T>;
  title: ReactNode;
  okText?: string;
  /** Wider than antd's default for a form with every language side by side. */
  width?: number;
  onSave: (values: T) => Promise<A>;
  onClose: () => void;
  /** The success message, naming what was saved (made from the save's answer and the values when a function). */
  done: string | ((answer: A, values: T) => string);
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { run, busy } = useAction();

  async function submit() {
    const values = await validated(form);
    if (!values) return;
    const message = typeof done === 'function' ? (answer: A) => done(answer, values) : done;
    if (await run('save', () => onSave(values), message)) onClose();
  }

  return (
    <Modal
      open
      title={title}
      width={width}
      okText={okText ?? t('common.save')}
      cancelText={t('common.cancel')}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={busy === 'save'}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" {...formProps}>
        {children}
      </Form>
    </Modal>
  );
}

import { errorMessage } from '@club/contract/lib/envelope';
import { LANGUAGES } from '@club/contract/lib/languages';
import { Alert, App, Button, Drawer, type FormInstance, Space } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validated } from './validated';

/** Languages in the order an editor offers them: English first (required, the others fall back to it). */
export const EDITING_LANGUAGES = [...LANGUAGES].sort(
  (a, b) => Number(b.code === 'en') - Number(a.code === 'en'),
);

/** Text direction of an input holding a language's text. */
export const dirOf = (l: { rtl: boolean }) => (l.rtl ? 'rtl' : 'ltr');

/**
 * Creates or edits one record through its feature's calls (`load`, `add`, `update`): each time the
 * drawer opens the form is reset (a new record starts from `initial`, an existing one is loaded),
 * saving validates first, and the server's refusal shows above the form. A save that succeeds says
 * what was saved (`done`, from what was sent and the record's id, null for a new one).
 */
export function useRecordForm<V, R, I>(opts: {
  form: FormInstance<V>;
  load: (id: number) => Promise<R>;
  add: (input: I) => Promise<unknown>;
  update: (id: number, input: I) => Promise<unknown>;
  open: boolean;
  id: number | null;
  initial: () => Partial<V>;
  toValues: (record: R) => V;
  toInput: (values: V) => I;
  onSaved: () => void;
  done: (input: I, id: number | null) => string;
}) {
  const { form, open, id } = opts;
  const { message } = App.useApp();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The form is reset when the drawer opens or its record changes, not when a caller re-renders.
  const latest = useRef(opts);
  latest.current = opts;

  useEffect(() => {
    if (!open) return;
    setError(null);
    form.resetFields();
    if (id === null) {
      form.setFieldsValue(latest.current.initial() as Parameters<typeof form.setFieldsValue>[0]);
      return;
    }
    latest.current
      .load(id)
      .then((record) =>
        form.setFieldsValue(latest.current.toValues(record) as Parameters<typeof form.setFieldsValue>[0]),
      )
      .catch((e: unknown) => setError(errorMessage(e)));
  }, [open, id, form]);

  async function save() {
    if (!(await validated(form))) return;
    setBusy(true);
    setError(null);
    try {
      // Every field the form holds, including those of tabs and sections not shown right now.
      const input = opts.toInput(form.getFieldsValue(true));
      if (id === null) await opts.add(input);
      else await opts.update(id, input);
      message.success(opts.done(input, id));
      opts.onSaved();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  return { error, busy, save };
}

/** The drawer around a record form: title, Cancel and Save, and the server's refusal on top. */
export function RecordDrawer(props: {
  open: boolean;
  title: string;
  size: number;
  busy: boolean;
  error: string | null;
  onClose: () => void;
  onSave: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={props.open}
      onClose={props.onClose}
      size={props.size}
      title={props.title}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={props.onClose}>{t('common.cancel')}</Button>
          <Button type="primary" loading={props.busy} onClick={props.onSave}>
            {t('common.save')}
          </Button>
        </Space>
      }
    >
      {props.error && <Alert type="error" title={props.error} showIcon style={{ marginBottom: 16 }} />}
      {props.children}
    </Drawer>
  );
}

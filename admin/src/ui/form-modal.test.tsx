// @vitest-environment jsdom
import { App, Form, Input } from 'antd';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n';
import { FormModal } from './form-modal';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Values = { name: string };

function NameModal(props: { onSave: (v: Values) => Promise<unknown>; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  return (
    <FormModal
      form={form}
      title="Rename"
      initialValues={{ name: '' }}
      done={(_, v) => `Renamed to ${v.name}`}
      {...props}
    >
      <Form.Item name="name" label="Name" rules={[{ required: true, message: 'Name needed' }]}>
        <Input data-testid="name" />
      </Form.Item>
    </FormModal>
  );
}

let unmount: (() => void) | undefined;

beforeAll(async () => {
  await initI18n('en');
});

afterEach(() => {
  unmount?.();
  unmount = undefined;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

function open(onSave: (v: Values) => Promise<unknown>) {
  // antd's form grid asks for media queries, which jsdom lacks.
  vi.stubGlobal('matchMedia', () => ({ matches: false, addListener() {}, removeListener() {} }));
  const onClose = vi.fn();
  const root = createRoot(document.body.appendChild(document.createElement('div')));
  act(() =>
    root.render(
      <App>
        <NameModal onSave={onSave} onClose={onClose} />
      </App>,
    ),
  );
  unmount = () => act(() => root.unmount());
  return onClose;
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 100)));

function typeName(value: string) {
  const input = document.querySelector<HTMLInputElement>('[data-testid="name"]');
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  act(() => {
    setValue?.call(input, value);
    input?.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function pressSave() {
  const save = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Save');
  act(() => save?.click());
  await settle();
}

describe('FormModal', () => {
  it('does not save a form that breaks its rules, and says why under the field', async () => {
    const onSave = vi.fn(async () => {});
    const onClose = open(onSave);
    await pressSave();
    expect(onSave).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(document.body.textContent).toContain('Name needed');
  });

  it('saves the values, says what was saved and closes once the save succeeds', async () => {
    const onSave = vi.fn(async () => {});
    const onClose = open(onSave);
    typeName('Premiere night');
    await pressSave();
    expect(onSave).toHaveBeenCalledWith({ name: 'Premiere night' });
    expect(onClose).toHaveBeenCalledOnce();
    expect(document.querySelector('.ant-message-notice')?.textContent).toBe('Renamed to Premiere night');
  });

  it('stays open with what was written when the save fails', async () => {
    const onSave = vi.fn(async () => {
      throw new Error('Name taken');
    });
    const onClose = open(onSave);
    typeName('Premiere night');
    await pressSave();
    expect(onSave).toHaveBeenCalledOnce();
    expect(onClose).not.toHaveBeenCalled();
    expect(document.querySelector<HTMLInputElement>('[data-testid="name"]')?.value).toBe('Premiere night');
  });
});

import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { errorMessage } from '@club/contract/lib/envelope';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { App, Button, Form, Input, Modal, Space, Tooltip, theme, Upload } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_ACCEPT } from '../../ui/upload-field';
import { validated } from '../../ui/validated';
import { richTextExtensions, SAFE_HREF } from './rich-text-schema';

/** The image's description for readers who cannot see it: its file name, until the operator edits it. */
const altOf = (file: File) => file.name.replace(/\.[^.]+$/, '').replace(/[-_]+/g, ' ');

/**
 * An article body as operators see it: a toolbar (bold, italic, H2, H3, lists, link, image from an
 * upload) over the text. A form field: `value` is the HTML the server sanitises, '' when empty.
 * Loaded on demand (React.lazy), so the editor is not part of the back office's first load.
 */
export default function RichTextEditor(props: {
  value?: string;
  onChange?: (html: string) => void;
  dir: 'ltr' | 'rtl';
  label: string;
  upload: (file: Blob) => Promise<{ url: string }>;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { message } = App.useApp();
  /** The HTML this editor last handed out, to tell an edit's echo from a value set by the form. */
  const emitted = useRef(props.value ?? '');
  const [linking, setLinking] = useState(false);
  const [uploading, setUploading] = useState(false);
  const editor = useEditor({
    extensions: richTextExtensions(),
    content: props.value ?? '',
    editorProps: {
      attributes: {
        dir: props.dir,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': props.label,
        style: 'min-height: 220px; padding: 4px 11px; outline: none',
      },
    },
    onUpdate: ({ editor: e }) => {
      // The empty paragraph the editor keeps after a last heading or image, to type below it, is
      // not part of the text.
      emitted.current = e.isEmpty ? '' : e.getHTML().replace(/(<p><\/p>)+$/, '');
      props.onChange?.(emitted.current);
    },
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      h2: e?.isActive('heading', { level: 2 }) ?? false,
      h3: e?.isActive('heading', { level: 3 }) ?? false,
      bullets: e?.isActive('bulletList') ?? false,
      numbers: e?.isActive('orderedList') ?? false,
      link: e?.isActive('link') ?? false,
    }),
  });

  // The form loads a saved item after the editor exists: take its value unless it is our own echo.
  useEffect(() => {
    const value = props.value ?? '';
    if (!editor || value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, props.value]);

  const tool = (key: string, label: string, icon: ReactNode, pressed: boolean, run: () => void) => (
    <Tooltip key={key} title={label}>
      <Button
        size="small"
        type={pressed ? 'primary' : 'text'}
        icon={icon}
        // A button showing text ("H2") is named starting with that text, so speech input can say
        // what the eye reads (WCAG 2.5.3, label in name).
        aria-label={typeof icon === 'string' ? `${icon}, ${label}` : label}
        aria-pressed={pressed}
        onClick={run}
        data-testid={`rte-${key}`}
      />
    </Tooltip>
  );
  const chain = () => editor?.chain().focus();

  return (
    <div
      style={{
        border: `1px solid ${token.colorBorder}`,
        borderRadius: token.borderRadius,
        background: token.colorBgContainer,
      }}
    >
      <Space
        role="toolbar"
        aria-label={t('content.editor.toolbar')}
        size={2}
        wrap
        style={{ padding: 4, borderBottom: `1px solid ${token.colorBorderSecondary}`, width: '100%' }}
      >
        {tool('bold', t('content.editor.bold'), <BoldOutlined />, active?.bold ?? false, () =>
          chain()?.toggleBold().run(),
        )}
        {tool('italic', t('content.editor.italic'), <ItalicOutlined />, active?.italic ?? false, () =>
          chain()?.toggleItalic().run(),
        )}
        {tool('h2', t('content.editor.heading', { level: 2 }), 'H2', active?.h2 ?? false, () =>
          chain()?.toggleHeading({ level: 2 }).run(),
        )}
        {tool('h3', t('content.editor.heading', { level: 3 }), 'H3', active?.h3 ?? false, () =>
          chain()?.toggleHeading({ level: 3 }).run(),
        )}
        {tool(
          'bullets',
          t('content.editor.bullets'),
          <UnorderedListOutlined />,
          active?.bullets ?? false,
          () => chain()?.toggleBulletList().run(),
        )}
        {tool('numbers', t('content.editor.numbers'), <OrderedListOutlined />, active?.numbers ?? false, () =>
          chain()?.toggleOrderedList().run(),
        )}
        {tool('link', t('content.editor.link'), <LinkOutlined />, active?.link ?? false, () =>
          setLinking(true),
        )}
        <Upload
          accept={IMAGE_ACCEPT}
          showUploadList={false}
          customRequest={async ({ file }) => {
            setUploading(true);
            try {
              const { url } = await props.upload(file as Blob);
              chain()
                ?.setImage({ src: url, alt: altOf(file as File) })
                .run();
            } catch (error) {
              message.error(errorMessage(error));
            } finally {
              setUploading(false);
            }
          }}
        >
          <Tooltip title={t('content.editor.image')}>
            <Button
              size="small"
              type="text"
              icon={<PictureOutlined />}
              loading={uploading}
              aria-label={t('content.editor.image')}
              data-testid="rte-image"
            />
          </Tooltip>
        </Upload>
      </Space>
      <EditorContent editor={editor} className="rich-text" />
      {linking && (
        <LinkModal
          initial={editor?.getAttributes('link').href ?? ''}
          onClose={() => setLinking(false)}
          onSave={(href) => {
            const link = chain()?.extendMarkRange('link');
            if (!href) link?.unsetLink().run();
            else if (editor?.state.selection.empty && !editor.isActive('link'))
              chain()
                ?.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
                .run();
            else link?.setLink({ href }).run();
            setLinking(false);
          }}
        />
      )}
    </div>
  );
}

/** Asks for a link's address: the web (http, https) or mail only, as the server keeps; empty removes it. */
function LinkModal(props: { initial: string; onClose: () => void; onSave: (href: string) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ href: string }>();
  return (
    <Modal
      open
      title={t('content.editor.link')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      onCancel={props.onClose}
      onOk={async () => {
        const values = await validated(form);
        if (values) props.onSave(values.href?.trim() ?? '');
      }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ href: props.initial }}>
        <Form.Item
          name="href"
          label={t('content.editor.linkAddress')}
          extra={t('content.editor.linkHelp')}
          rules={[
            {
              validator: (_, v: string | undefined) =>
                !v?.trim() || SAFE_HREF.test(v.trim())
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('content.editor.linkHelp'))),
            },
          ]}
        >
          <Input placeholder="https://" data-testid="rte-link-href" dir="ltr" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

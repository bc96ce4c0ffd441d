import { PlusOutlined } from '@ant-design/icons';
import {
  CONTENT_KINDS,
  SINGLE_TEXT_KINDS,
  type TAdminContentItem,
  type TContentInput,
  type TContentKind,
} from '@club/contract';
import { Button, DatePicker, Form, Input, InputNumber, Select, Skeleton, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { filledTexts, LanguageGrid } from '../../ui/language-grid';
import { dirOf, RecordDrawer, useRecordForm } from '../../ui/record-drawer';
import { UploadField } from '../../ui/upload-field';
import { getContentInfo } from './api/get-content-info';
import { useAddContent } from './api/post-content-add';
import { useUpdateContent } from './api/post-content-update';
import { postContentUpload } from './api/post-content-upload';
import { needsHtmlSource } from './rich-text-schema';

/** The editor (tiptap, ProseMirror) loads when a body is first edited, not with the back office. */
const RichTextEditor = lazy(() => import('./rich-text-editor'));

type TextValues = { title?: string; summary?: string; body?: string };
type LinkKind = 'none' | 'project' | 'news' | 'url';
type Values = {
  kind: TContentKind;
  texts: Record<string, TextValues>;
  image: string | null;
  linkKind: LinkKind;
  linkId?: number;
  linkUrl?: string;
  sort: number;
  window?: [Dayjs | null, Dayjs | null] | null;
};

const SINGLES: readonly string[] = SINGLE_TEXT_KINDS;

function toValues(item: TAdminContentItem): Values {
  const link = item.link;
  return {
    kind: item.kind,
    texts: item.texts,
    image: item.image,
    linkKind: link?.kind ?? 'none',
    linkId: link?.kind === 'project' ? link.projectId : link?.kind === 'news' ? link.newsId : undefined,
    linkUrl: link?.kind === 'url' ? link.url : undefined,
    sort: item.sort,
    window: [item.showFrom ? dayjs(item.showFrom) : null, item.showUntil ? dayjs(item.showUntil) : null],
  };
}

function toInput(v: Values): TContentInput {
  const texts = filledTexts(v.texts);
  const link =
    v.linkKind === 'project'
      ? { kind: 'project' as const, projectId: v.linkId ?? 0 }
      : v.linkKind === 'news'
        ? { kind: 'news' as const, newsId: v.linkId ?? 0 }
        : v.linkKind === 'url'
          ? { kind: 'url' as const, url: v.linkUrl?.trim() ?? '' }
          : null;
  return {
    kind: v.kind,
    texts: texts as TContentInput['texts'],
    image: v.image ?? null,
    link,
    sort: v.sort ?? 0,
    showFrom: v.window?.[0]?.toISOString() ?? null,
    showUntil: v.window?.[1]?.toISOString() ?? null,
  };
}

/**
 * Creates or edits one content item: its text in every language (English required, the others
 * fall back to it field by field), image, where a banner leads, order and show window.
 */
export function ContentEditor(props: {
  open: boolean;
  id: number | null;
  kind: TContentKind;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const texts = Form.useWatch('texts', form);
  const kind = Form.useWatch('kind', form);
  const linkKind = Form.useWatch('linkKind', form);
  const add = useAddContent();
  const update = useUpdateContent();
  const { error, busy, save } = useRecordForm<Values, TAdminContentItem, TContentInput>({
    form,
    load: getContentInfo,
    add: add.mutateAsync,
    update: (id, input) => update.mutateAsync({ id, input }),
    open: props.open,
    id: props.id,
    initial: () => ({ kind: props.kind, texts: {}, image: null, linkKind: 'none', sort: 0 }),
    toValues,
    toInput,
    onSaved: props.onSaved,
    done: (input, id) =>
      id === null ? t('content.added', { title: input.texts.en?.title }) : t('content.saved', { id }),
  });

  return (
    <RecordDrawer
      open={props.open}
      onClose={props.onClose}
      size={1000}
      title={props.id === null ? t('content.new') : t('content.editTitle', { id: props.id })}
      busy={busy}
      error={error}
      onSave={save}
    >
      <Form form={form} layout="vertical">
        <Form.Item name="kind" label={t('content.kind')} rules={[{ required: true }]}>
          <Select
            disabled={props.id !== null}
            options={CONTENT_KINDS.map((k) => ({ value: k, label: t(`content.kinds.${k}`) }))}
          />
        </Form.Item>
        <LanguageGrid
          fields={[
            { name: 'title', label: t('content.title'), max: 200, required: 'always' },
            { name: 'summary', label: t('content.summary'), max: 500, rows: 2 },
            ...(['banner', 'partner'].includes(kind)
              ? []
              : [
                  {
                    name: 'body',
                    label: t('content.body'),
                    max: 100_000,
                    rows: 10,
                    wide: true,
                    render: (l: { code: string; rtl: boolean }) =>
                      needsHtmlSource(texts?.[l.code]?.body) ? (
                        <Input.TextArea
                          rows={10}
                          dir={dirOf(l)}
                          aria-label={`${t('content.body')} ${l.code}`}
                        />
                      ) : (
                        <BodyEditor
                          dir={dirOf(l)}
                          label={`${t('content.body')} ${l.code}`}
                          startNow={l.code === 'en'}
                          start={t('common.add')}
                        />
                      ),
                  },
                ]),
          ]}
        />
        <Form.Item name="image" label={t('content.image')}>
          <UploadField upload={postContentUpload} />
        </Form.Item>
        {kind === 'banner' && (
          <Space align="start" wrap>
            <Form.Item name="linkKind" label={t('content.link')}>
              <Select
                style={{ width: 180 }}
                options={(['none', 'project', 'news', 'url'] as const).map((k) => ({
                  value: k,
                  label: t(`content.links.${k}`),
                }))}
              />
            </Form.Item>
            {(linkKind === 'project' || linkKind === 'news') && (
              <Form.Item name="linkId" label="ID" rules={[{ required: true, message: t('common.required') }]}>
                <InputNumber min={1} precision={0} />
              </Form.Item>
            )}
            {linkKind === 'url' && (
              <Form.Item
                name="linkUrl"
                label="URL"
                rules={[{ required: true, pattern: /^https:\/\//, message: t('content.httpsOnly') }]}
              >
                <Input style={{ width: 320 }} placeholder="https://" />
              </Form.Item>
            )}
          </Space>
        )}
        <Space align="start" wrap>
          {!SINGLES.includes(kind) && (
            <Form.Item name="sort" label={t('content.sort')} extra={t('content.sortHelp')}>
              <InputNumber min={0} max={1_000_000} precision={0} />
            </Form.Item>
          )}
          {(kind === 'announcement' || kind === 'banner') && (
            <Form.Item name="window" label={t('content.window')}>
              <DatePicker.RangePicker showTime allowEmpty={[true, true]} />
            </Form.Item>
          )}
        </Space>
      </Form>
    </RecordDrawer>
  );
}

/**
 * A language's body: its editor once it has a body or the operator starts one (English at once),
 * so the grid does not start sixteen editors where most languages have no body yet.
 */
function BodyEditor(props: {
  value?: string;
  onChange?: (html: string) => void;
  dir: 'ltr' | 'rtl';
  label: string;
  startNow: boolean;
  start: string;
}) {
  const { startNow, start, ...editor } = props;
  const [started, setStarted] = useState(startNow || Boolean(props.value));
  if (!started && !props.value)
    return (
      // The name starts with the words on the button (axe: label-content-name-mismatch), then says which.
      <Button
        size="small"
        icon={<PlusOutlined />}
        aria-label={`${start} ${props.label}`}
        onClick={() => setStarted(true)}
      >
        {start}
      </Button>
    );
  return <LazyEditor {...editor} />;
}

/** The rich-text editor as a form field, with a placeholder while its code loads. */
function LazyEditor(props: {
  value?: string;
  onChange?: (html: string) => void;
  dir: 'ltr' | 'rtl';
  label: string;
}) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 5 }} />}>
      <RichTextEditor {...props} upload={postContentUpload} />
    </Suspense>
  );
}

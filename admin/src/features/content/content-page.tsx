import { PlusOutlined } from '@ant-design/icons';
import { CONTENT_KINDS, type TAdminContentItem, type TContentKind } from '@club/contract';
import {
  Button,
  Card,
  Image,
  Input,
  Popconfirm,
  Select,
  Space,
  Table,
  type TableColumnsType,
  Tag,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../shared/use-person';
import { formatTime } from '../../ui/format';
import { stateColor } from '../../ui/state-color';
import { useAction } from '../../ui/use-action';
import { type ContentAction, useContentAction } from './api/post-content-action';
import { useContentTable } from './api/post-content-page';
import { ContentEditor } from './content-editor';

/** What each action's success message says was done to the item. */
const DONE = {
  publish: 'content.published',
  unpublish: 'content.unpublished',
  delete: 'content.deleted',
} as const satisfies Record<ContentAction, string>;

/** Everything members read: news, guides, announcements, banners, partners and the standing texts. */
export default function ContentPage() {
  const { t } = useTranslation();
  const can = useCan();
  const { run, busy } = useAction();
  const [kind, setKind] = useState<TContentKind | undefined>('news');
  const [status, setStatus] = useState<string | undefined>();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<{ id: number | null } | null>(null);
  const { tableProps, sortOrderOf } = useContentTable({ kind, status, search });
  const contentAction = useContentAction();

  const act = (item: TAdminContentItem, action: ContentAction) =>
    run(
      `${action}-${item.id}`,
      () => contentAction.mutateAsync({ action, id: item.id }),
      t(DONE[action], { id: item.id }),
    );

  const columns: TableColumnsType<TAdminContentItem> = [
    { title: 'ID', dataIndex: 'id', key: 'id' },
    {
      title: t('content.kind'),
      dataIndex: 'kind',
      key: 'kind',
      render: (k: TContentKind) => t(`content.kinds.${k}`),
    },
    {
      title: t('content.image'),
      dataIndex: 'image',
      key: 'image',
      render: (src: string | null) =>
        src ? (
          <Image src={src} width={48} height={48} style={{ objectFit: 'cover' }} alt={t('content.image')} />
        ) : (
          '–'
        ),
    },
    { title: t('content.title'), dataIndex: 'title', key: 'title' },
    {
      title: t('content.languages'),
      key: 'languages',
      render: (_, item) => Object.keys(item.texts).sort().join(', '),
    },
    {
      title: t('common.state'),
      dataIndex: 'status',
      key: 'status',
      render: (s: string) => <Tag color={stateColor(s)}>{t(`content.statuses.${s as 'draft'}`)}</Tag>,
    },
    {
      title: t('content.sort'),
      dataIndex: 'sort',
      key: 'sort',
      sorter: true,
      sortOrder: sortOrderOf('sort'),
    },
    {
      title: t('content.publishedAt'),
      dataIndex: 'publishedAt',
      key: 'publishedAt',
      sorter: true,
      sortOrder: sortOrderOf('publishedAt'),
      render: formatTime,
    },
    {
      title: t('content.updatedAt'),
      dataIndex: 'updatedAt',
      key: 'updatedAt',
      sorter: true,
      sortOrder: sortOrderOf('updatedAt'),
      render: formatTime,
    },
    {
      title: t('common.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, item) => (
        <Space>
          {can('cms:content:update') && (
            <Button size="small" onClick={() => setEditing({ id: item.id })}>
              {t('common.edit')}
            </Button>
          )}
          {can('cms:content:publish') &&
            (item.status === 'published' ? (
              <Button
                size="small"
                loading={busy === `unpublish-${item.id}`}
                onClick={() => act(item, 'unpublish')}
              >
                {t('content.unpublish')}
              </Button>
            ) : (
              <Button
                size="small"
                type="primary"
                loading={busy === `publish-${item.id}`}
                onClick={() => act(item, 'publish')}
              >
                {t('content.publish')}
              </Button>
            ))}
          {can('cms:content:delete') && (
            <Popconfirm title={t('content.deleteTitle')} onConfirm={() => act(item, 'delete')}>
              <Button size="small" danger>
                {t('common.delete')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card
      title={t('menu.content')}
      extra={
        can('cms:content:add') && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ id: null })}>
            {t('content.new')}
          </Button>
        )
      }
    >
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          allowClear
          placeholder={t('content.allKinds')}
          value={kind}
          onChange={setKind}
          style={{ width: 200 }}
          aria-label={t('content.kind')}
          options={CONTENT_KINDS.map((k) => ({ value: k, label: t(`content.kinds.${k}`) }))}
        />
        <Select
          allowClear
          placeholder={t('common.allStates')}
          value={status}
          onChange={setStatus}
          style={{ width: 160 }}
          aria-label={t('common.state')}
          options={(['draft', 'published'] as const).map((s) => ({
            value: s,
            label: t(`content.statuses.${s}`),
          }))}
        />
        <Input.Search
          allowClear
          placeholder={t('content.search')}
          onSearch={setSearch}
          style={{ width: 260 }}
        />
      </Space>
      <Table<TAdminContentItem> {...tableProps} columns={columns} />
      <ContentEditor
        open={editing !== null}
        id={editing?.id ?? null}
        kind={kind ?? 'news'}
        onClose={() => setEditing(null)}
        onSaved={() => setEditing(null)}
      />
    </Card>
  );
}

import { PlusOutlined } from '@ant-design/icons';
import { PROJECT_PHASES, type TAdminProject, type TProjectPhase } from '@club/contract';
import { progressPercent } from '@club/contract/lib/money-math';
import {
  Button,
  Card,
  Image,
  Input,
  Popconfirm,
  Progress,
  Select,
  Space,
  Table,
  type TableColumnsType,
  Tag,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../shared/use-person';
import { formatTime, useCurrency } from '../../ui/format';
import { useAction } from '../../ui/use-action';
import { type ProjectAction, useProjectAction } from './api/post-project-action';
import { useProjectTable } from './api/post-project-page';
import { ProjectDetail } from './project-detail';
import { ProjectEditor } from './project-editor';

const PHASE_COLOR: Record<TProjectPhase, string> = {
  draft: 'default',
  scheduled: 'blue',
  fundraising: 'gold',
  running: 'green',
  repaying: 'orange',
  ended: 'default',
};

/** The film projects: create and edit, schedule, publish, close, and each project's money. */
export default function ProjectsPage() {
  const { t } = useTranslation();
  const can = useCan();
  const { money } = useCurrency();
  const { run, busy } = useAction();
  const [phase, setPhase] = useState<TProjectPhase | undefined>();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<{ id: number | null } | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  const { tableProps, sortOrderOf } = useProjectTable({ phase, search });
  const projectAction = useProjectAction();

  const act = (p: TAdminProject, action: ProjectAction) =>
    run(
      `${action}-${p.id}`,
      () => projectAction.mutateAsync({ action, id: p.id }),
      t(action === 'publish' ? 'projects.published' : 'projects.closed', { id: p.id }),
    );

  const columns: TableColumnsType<TAdminProject> = [
    { title: 'ID', dataIndex: 'id', key: 'id', sorter: true, sortOrder: sortOrderOf('id') },
    {
      title: t('projects.poster'),
      dataIndex: 'poster',
      key: 'poster',
      render: (src: string | null) =>
        src ? (
          <Image src={src} width={40} height={56} style={{ objectFit: 'cover' }} alt={t('projects.poster')} />
        ) : (
          '–'
        ),
    },
    { title: t('projects.title'), dataIndex: 'title', key: 'title' },
    {
      title: t('projects.phase'),
      dataIndex: 'phase',
      key: 'phase',
      render: (ph: TProjectPhase, p) => (
        <Space size={4}>
          <Tag color={PHASE_COLOR[ph]}>{t(`projects.phases.${ph}`)}</Tag>
          {p.unpaidDue > 0 && <Tag color="red">{t('projects.short')}</Tag>}
        </Space>
      ),
    },
    {
      title: t('projects.scale'),
      dataIndex: 'amount',
      key: 'amount',
      align: 'end',
      sorter: true,
      sortOrder: sortOrderOf('amount'),
      render: (v: number) => money(v),
    },
    {
      title: t('projects.raised'),
      dataIndex: 'raised',
      key: 'raised',
      sorter: true,
      sortOrder: sortOrderOf('raised'),
      render: (v: number, p) => (
        <div style={{ minWidth: 160 }}>
          {money(v)}
          <Progress
            percent={progressPercent(p.progressRate)}
            size="small"
            aria-label={t('projects.raised')}
          />
        </div>
      ),
    },
    {
      title: t('projects.terms'),
      key: 'terms',
      render: (_, p) =>
        t('projects.termsLine', {
          rate: p.returnValue,
          annual: p.annualRate,
          days: p.cycle,
          type: t(`projects.repayTypes.${p.repayType}`),
        }),
    },
    {
      title: t('projects.fundraisingStart'),
      dataIndex: 'fundraisingStartAt',
      key: 'fundraisingStartAt',
      sorter: true,
      sortOrder: sortOrderOf('fundraisingStartAt'),
      render: formatTime,
    },
    {
      title: t('common.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, p) => (
        <Space>
          <Button size="small" onClick={() => setViewing(p.id)}>
            {t('projects.money')}
          </Button>
          {can('finance:proj:update') && p.status !== 'closed' && (
            <Button size="small" onClick={() => setEditing({ id: p.id })}>
              {t('common.edit')}
            </Button>
          )}
          {can('finance:proj:publish') && p.status === 'draft' && (
            <Popconfirm title={t('projects.publishTitle')} onConfirm={() => act(p, 'publish')}>
              <Button size="small" type="primary" loading={busy === `publish-${p.id}`}>
                {t('content.publish')}
              </Button>
            </Popconfirm>
          )}
          {can('finance:proj:close') && p.status === 'published' && p.phase === 'fundraising' && (
            <Popconfirm title={t('projects.closeTitle')} onConfirm={() => act(p, 'close')}>
              <Button size="small" danger loading={busy === `close-${p.id}`}>
                {t('projects.close')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card
      title={t('menu.projects')}
      extra={
        can('finance:proj:add') && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ id: null })}>
            {t('projects.new')}
          </Button>
        )
      }
    >
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          allowClear
          placeholder={t('projects.allPhases')}
          value={phase}
          onChange={setPhase}
          style={{ width: 200 }}
          aria-label={t('projects.phase')}
          options={PROJECT_PHASES.map((p) => ({ value: p, label: t(`projects.phases.${p}`) }))}
        />
        <Input.Search
          allowClear
          placeholder={t('projects.search')}
          onSearch={setSearch}
          style={{ width: 260 }}
        />
      </Space>
      <Table<TAdminProject> {...tableProps} columns={columns} />
      <ProjectEditor
        open={editing !== null}
        id={editing?.id ?? null}
        onClose={() => setEditing(null)}
        onSaved={() => setEditing(null)}
      />
      <ProjectDetail id={viewing} onClose={() => setViewing(null)} />
    </Card>
  );
}

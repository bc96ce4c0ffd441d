import type { TAdminDanmu } from '@club/contract';
import { Button, Card, Select, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProjectOptions } from '../../api/post-project-options';
import { useCan } from '../../shared/use-person';
import { formatTime } from '../../ui/format';
import { StateFilter } from '../../ui/review';
import { useAction } from '../../ui/use-action';
import { useDanmuTable } from './api/post-danmu-page';
import { useSetDanmuStatus } from './api/post-danmu-status';

type Status = TAdminDanmu['status'];
const STATUSES: readonly Status[] = ['visible', 'hidden'];

/** Where in the video a danmu enters, as a player shows it: m:ss. */
export function videoTime(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * Members' danmu over the trailers: what was written, by whom, where in the video; a hidden one no
 * longer reaches members, and showing it again undoes that.
 */
export default function DanmuPage() {
  const { t } = useTranslation();
  const can = useCan();
  const { run, busy } = useAction();
  const setStatus = useSetDanmuStatus();
  const [projectId, setProjectId] = useState<number | undefined>();
  const [status, setStatusFilter] = useState<Status | undefined>();
  const projects = useProjectOptions({ enabled: can('finance:proj:read') });
  const { tableProps, timeColumn } = useDanmuTable({ projectId, status });

  const action = (d: TAdminDanmu) => {
    const next = d.status === 'visible' ? 'hide' : 'show';
    if (!can(`trailer:danmu:${next}`)) return null;
    return (
      <Button
        size="small"
        danger={next === 'hide'}
        loading={busy === `${next}-${d.id}`}
        onClick={() =>
          run(
            `${next}-${d.id}`,
            () => setStatus.mutateAsync({ action: next, id: d.id }),
            t(next === 'hide' ? 'danmu.hiddenDone' : 'danmu.shownDone', { id: d.id }),
          )
        }
        data-testid={`danmu-${next}-${d.id}`}
      >
        {t(`danmu.${next}`)}
      </Button>
    );
  };

  const columns: TableColumnsType<TAdminDanmu> = [
    {
      title: t('danmu.project'),
      key: 'project',
      render: (_, d) => (
        <span>
          <bdi>{d.projectTitle}</bdi> <Typography.Text type="secondary">#{d.projectId}</Typography.Text>
        </span>
      ),
    },
    {
      title: t('common.member'),
      key: 'member',
      render: (_, d) => (
        <span>
          <div style={{ whiteSpace: 'nowrap' }}>
            <bdi dir="ltr">{d.memberPhone ?? '–'}</bdi>
          </div>
          <Typography.Text type="secondary">
            <bdi>{d.nickname}</bdi>
          </Typography.Text>
        </span>
      ),
    },
    { title: t('danmu.text'), key: 'body', render: (_, d) => <bdi>{d.body}</bdi> },
    { title: t('danmu.at'), key: 'atMs', align: 'end', render: (_, d) => videoTime(d.atMs) },
    timeColumn(t('common.createdAt')),
    {
      title: t('common.state'),
      key: 'status',
      render: (_, d) => (
        <>
          <Tag color={d.status === 'visible' ? 'green' : 'default'}>{t(`danmu.${d.status}`)}</Tag>
          {d.hiddenBy && (
            <div>
              <Typography.Text type="secondary">
                {t('danmu.hiddenBy', { name: d.hiddenBy })} {formatTime(d.hiddenAt)}
              </Typography.Text>
            </div>
          )}
        </>
      ),
    },
    { title: t('common.actions'), key: 'actions', render: (_, d) => action(d) },
  ];

  return (
    <Card title={t('menu.danmu')}>
      <Typography.Paragraph type="secondary">{t('danmu.help')}</Typography.Paragraph>
      <Space wrap style={{ marginBottom: 16 }}>
        {can('finance:proj:read') && (
          <Select<number>
            allowClear
            showSearch
            optionFilterProp="label"
            placeholder={t('danmu.allProjects')}
            aria-label={t('danmu.project')}
            value={projectId}
            onChange={setProjectId}
            loading={projects.isPending}
            options={(projects.data ?? []).map((p) => ({ value: p.id, label: p.title }))}
            style={{ width: 240 }}
            data-testid="danmu-project-filter"
          />
        )}
        <StateFilter<Status>
          value={status}
          onChange={setStatusFilter}
          options={STATUSES.map((s) => ({ value: s, label: t(`danmu.${s}`) }))}
        />
      </Space>
      <Table<TAdminDanmu> {...tableProps} columns={columns} data-testid="danmu-table" />
    </Card>
  );
}

import { PlusOutlined } from '@ant-design/icons';
import type { TAdminTask } from '@club/contract';
import { Button, Card, Popconfirm, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../shared/use-person';
import { useCurrency } from '../../ui/format';
import { useAction } from '../../ui/use-action';
import { useDeleteTask } from './api/post-task-delete';
import { useTaskTable } from './api/post-task-page';
import { TaskModal } from './task-modal';

/**
 * Trailer tasks (PRODUCT.md §9): what members watch for a reward paid from the marketing budget,
 * each with its video, reward, watch time and the days it is offered.
 */
export default function TasksPage() {
  const { t } = useTranslation();
  const can = useCan();
  const { money } = useCurrency();
  const { run, busy } = useAction();
  const remove = useDeleteTask();
  const [editing, setEditing] = useState<{ task: TAdminTask | null } | null>(null);
  const { tableProps, sortOrderOf, timeColumn } = useTaskTable();

  const columns: TableColumnsType<TAdminTask> = [
    { title: t('tasks.title'), key: 'title', render: (_, task) => <bdi>{task.texts.en?.title}</bdi> },
    {
      title: t('tasks.video'),
      key: 'video',
      render: (_, task) => <video src={task.videoUrl} width={120} muted preload="metadata" controls />,
    },
    { title: t('tasks.reward'), dataIndex: 'reward', key: 'reward', align: 'end', render: money },
    { title: t('tasks.seconds'), dataIndex: 'requiredSeconds', key: 'requiredSeconds', align: 'end' },
    {
      title: t('tasks.days'),
      key: 'fromDay',
      sorter: true,
      sortOrder: sortOrderOf('fromDay'),
      render: (_, task) => `${task.fromDay} – ${task.toDay}`,
    },
    {
      title: t('tasks.enabled'),
      key: 'enabled',
      render: (_, task) => (
        <Tag color={task.enabled ? 'green' : 'default'}>{task.enabled ? t('tasks.on') : t('tasks.off')}</Tag>
      ),
    },
    {
      title: t('tasks.rewarded'),
      key: 'rewarded',
      align: 'end',
      render: (_, task) => (
        <span>
          {money(task.rewardedAmount)}{' '}
          <Typography.Text type="secondary">({task.rewardedCount})</Typography.Text>
        </span>
      ),
    },
    timeColumn(t('common.createdAt')),
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_, task) => (
        <Space>
          {can('trailer:task:update') && (
            <Button size="small" onClick={() => setEditing({ task })}>
              {t('common.edit')}
            </Button>
          )}
          {can('trailer:task:delete') && (
            <Popconfirm
              title={t('tasks.deleteConfirm')}
              okText={t('tasks.delete')}
              onConfirm={() =>
                run(
                  `delete-${task.id}`,
                  () => remove.mutateAsync(task.id),
                  t('tasks.deleted', { title: task.texts.en?.title }),
                )
              }
            >
              <Button size="small" danger loading={busy === `delete-${task.id}`}>
                {t('tasks.delete')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card
      title={t('menu.tasks')}
      extra={
        can('trailer:task:add') && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing({ task: null })}
            data-testid="task-add"
          >
            {t('tasks.add')}
          </Button>
        )
      }
    >
      <Typography.Paragraph type="secondary">{t('tasks.help')}</Typography.Paragraph>
      <Table<TAdminTask> {...tableProps} columns={columns} />
      {editing && <TaskModal task={editing.task} onClose={() => setEditing(null)} />}
    </Card>
  );
}

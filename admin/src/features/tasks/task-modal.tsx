import { type TAdminTask, TASK_DEFAULT_SECONDS, type TTaskAddBody } from '@club/contract';
import { DatePicker, Form, InputNumber, Radio, Select, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProjectOptions } from '../../api/post-project-options';
import { FormModal } from '../../ui/form-modal';
import { filledTexts, LanguageGrid } from '../../ui/language-grid';
import { MoneyInput, useMoneyRule } from '../../ui/money-input';
import { UploadField } from '../../ui/upload-field';
import { useSaveTask } from './api/post-task-save';
import { postTaskUpload } from './api/post-task-upload';

type Values = {
  texts: Record<string, { title?: string }>;
  source: 'project' | 'upload';
  projectId?: number;
  videoUrl?: string | null;
  reward: number;
  requiredSeconds: number;
  days: [Dayjs, Dayjs];
  enabled: boolean;
};

const VIDEO_ACCEPT = 'video/mp4,video/webm';

/** The save call's body: the video is the chosen project's trailer or the upload, never both. */
function toTaskBody(v: Values) {
  return {
    texts: filledTexts(v.texts) as TTaskAddBody['texts'],
    projectId: v.source === 'project' ? (v.projectId ?? null) : null,
    videoUrl: v.source === 'upload' ? (v.videoUrl ?? null) : null,
    reward: v.reward,
    requiredSeconds: v.requiredSeconds,
    fromDay: v.days[0].format('YYYY-MM-DD'),
    toDay: v.days[1].format('YYYY-MM-DD'),
    enabled: v.enabled,
  };
}

/** Adds a trailer task or edits one: the video (a project's trailer or an upload), reward, watch time, days. */
export function TaskModal(props: { task: TAdminTask | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const moneyRule = useMoneyRule();
  const save = useSaveTask();
  const projects = useProjectOptions();
  const task = props.task;
  const [source, setSource] = useState<Values['source']>(
    task && task.projectId === null ? 'upload' : 'project',
  );
  const initial: Partial<Values> = task
    ? {
        texts: task.texts,
        source: task.projectId === null ? 'upload' : 'project',
        projectId: task.projectId ?? undefined,
        videoUrl: task.projectId === null ? task.videoUrl : null,
        reward: task.reward,
        requiredSeconds: task.requiredSeconds,
        days: [dayjs(task.fromDay), dayjs(task.toDay)],
        enabled: task.enabled,
      }
    : {
        texts: {},
        source: 'project',
        requiredSeconds: TASK_DEFAULT_SECONDS,
        enabled: true,
        days: [dayjs(), dayjs().add(30, 'day')],
      };

  return (
    <FormModal
      form={form}
      title={task ? t('tasks.edit') : t('tasks.add')}
      width={720}
      initialValues={initial}
      onSave={(v) => save.mutateAsync({ ...toTaskBody(v), ...(task ? { id: task.id } : {}) })}
      done={(_, v) => t(task ? 'tasks.saved' : 'tasks.added', { title: v.texts.en?.title?.trim() })}
      onClose={props.onClose}
    >
      <LanguageGrid
        fields={[
          { name: 'title', label: t('tasks.title'), max: 80, required: 'always', testId: 'task-title' },
        ]}
      />
      <Form.Item name="source" label={t('tasks.video')}>
        <Radio.Group onChange={(e) => setSource(e.target.value)}>
          <Radio.Button value="project">{t('tasks.fromProject')}</Radio.Button>
          <Radio.Button value="upload">{t('tasks.ownVideo')}</Radio.Button>
        </Radio.Group>
      </Form.Item>
      {source === 'project' ? (
        <Form.Item
          name="projectId"
          rules={[{ required: true, message: t('common.required') }]}
          extra={t('tasks.projectHelp')}
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            loading={projects.isPending}
            aria-label={t('tasks.project')}
            options={(projects.data ?? []).map((p) => ({
              value: p.id,
              label: p.title,
              disabled: p.trailer === null,
            }))}
          />
        </Form.Item>
      ) : (
        <Form.Item name="videoUrl" rules={[{ required: true, message: t('common.required') }]}>
          <UploadField upload={postTaskUpload} accept={VIDEO_ACCEPT} preview={false} />
        </Form.Item>
      )}
      <Form.Item name="reward" label={t('tasks.reward')} rules={[moneyRule]}>
        <MoneyInput />
      </Form.Item>
      <Form.Item name="requiredSeconds" label={t('tasks.seconds')} extra={t('tasks.secondsHelp')}>
        <InputNumber min={5} max={600} />
      </Form.Item>
      <Form.Item
        name="days"
        label={t('tasks.days')}
        rules={[{ required: true, message: t('common.required') }]}
      >
        <DatePicker.RangePicker />
      </Form.Item>
      <Form.Item name="enabled" label={t('tasks.enabled')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormModal>
  );
}

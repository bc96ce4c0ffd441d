import type { TLevelUpdateBody, TMemberLevel } from '@club/contract';
import {
  Alert,
  Button,
  Card,
  Form,
  Input,
  InputNumber,
  Space,
  Table,
  type TableColumnsType,
  Tag,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLevels } from '../../api/get-level-list';
import { useCan } from '../../shared/use-person';
import { FormModal } from '../../ui/form-modal';
import { useCurrency } from '../../ui/format';
import { MoneyInput, useMoneyRule } from '../../ui/money-input';
import { useUpdateLevel } from './api/post-level-update';

type Values = {
  name: string;
  deposit?: number;
  fee?: number;
  durationDays?: number;
  threshold?: number;
  bonus?: number;
  privilegeValues: Record<string, number>;
};

function LevelEditor(props: { level: TMemberLevel; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const update = useUpdateLevel();
  const rule = useMoneyRule({ allowZero: true });
  const level = props.level;
  const vip = level.kind === 'vip';
  const initial: Values = {
    ...level,
    privilegeValues: Object.fromEntries(
      level.privileges.filter((p) => p.value !== null).map((p) => [p.key, p.value as number]),
    ),
  };

  function save(v: Values) {
    const body: TLevelUpdateBody = vip
      ? { id: level.id, name: v.name, deposit: v.deposit, fee: v.fee, durationDays: v.durationDays }
      : {
          id: level.id,
          name: v.name,
          threshold: v.threshold,
          bonus: v.bonus,
          privilegeValues: v.privilegeValues,
        };
    return update.mutateAsync(body);
  }

  return (
    <FormModal
      form={form}
      title={t('levels.editTitle', { name: level.name })}
      initialValues={initial}
      onSave={save}
      done={(_, v) => t('levels.saved', { name: v.name })}
      onClose={props.onClose}
    >
      <Form.Item
        name="name"
        label={t('levels.name')}
        rules={[{ required: true, whitespace: true, message: t('common.required') }]}
      >
        <Input maxLength={40} />
      </Form.Item>
      {vip ? (
        <>
          <Form.Item
            name="deposit"
            label={t('levels.deposit')}
            rules={[rule]}
            extra={t('levels.depositHelp')}
          >
            <MoneyInput />
          </Form.Item>
          <Form.Item name="fee" label={t('levels.fee')} rules={[rule]}>
            <MoneyInput />
          </Form.Item>
          <Form.Item
            name="durationDays"
            label={t('levels.durationDays')}
            rules={[{ required: true, message: t('common.required') }]}
          >
            <InputNumber min={1} max={3650} precision={0} />
          </Form.Item>
        </>
      ) : (
        <>
          <Form.Item
            name="threshold"
            label={t('levels.threshold')}
            rules={[rule]}
            extra={t('levels.thresholdHelp')}
          >
            <MoneyInput />
          </Form.Item>
          <Form.Item name="bonus" label={t('levels.bonus')} rules={[rule]}>
            <MoneyInput />
          </Form.Item>
          {level.privileges
            .filter((p) => p.value !== null)
            .map((p) => (
              <Form.Item
                key={p.key}
                name={['privilegeValues', p.key]}
                label={t(`levels.privileges.${p.key as 'extraDailyTasks'}`)}
                rules={[{ required: true, message: t('common.required') }]}
              >
                <InputNumber min={0} max={1000} precision={0} />
              </Form.Item>
            ))}
        </>
      )}
    </FormModal>
  );
}

/** The paid membership (VIP) and the tiers that unlock by invested principal (SVIP). */
export default function LevelsPage() {
  const { t } = useTranslation();
  const can = useCan();
  const { money } = useCurrency();
  const [editing, setEditing] = useState<TMemberLevel | null>(null);
  const { data, error, isFetching } = useLevels();
  const privileges = (l: TMemberLevel) => (
    <Space wrap size={4}>
      {l.privileges.map((p) => (
        <Tag key={p.key}>{p.label}</Tag>
      ))}
    </Space>
  );
  const edit = {
    title: t('common.actions'),
    key: 'actions',
    render: (_: unknown, l: TMemberLevel) =>
      can('member:level:update') && (
        <Button size="small" onClick={() => setEditing(l)}>
          {t('common.edit')}
        </Button>
      ),
  };
  const vipColumns: TableColumnsType<TMemberLevel> = [
    { title: t('levels.name'), dataIndex: 'name', key: 'name' },
    { title: t('levels.deposit'), dataIndex: 'deposit', key: 'deposit', render: money },
    { title: t('levels.fee'), dataIndex: 'fee', key: 'fee', render: money },
    { title: t('levels.durationDays'), dataIndex: 'durationDays', key: 'durationDays' },
    { title: t('levels.privilegesTitle'), key: 'privileges', render: (_, l) => privileges(l) },
    edit,
  ];
  const svipColumns: TableColumnsType<TMemberLevel> = [
    { title: t('levels.level'), dataIndex: 'level', key: 'level' },
    { title: t('levels.name'), dataIndex: 'name', key: 'name' },
    { title: t('levels.threshold'), dataIndex: 'threshold', key: 'threshold', render: money },
    { title: t('levels.bonus'), dataIndex: 'bonus', key: 'bonus', render: money },
    { title: t('levels.privilegesTitle'), key: 'privileges', render: (_, l) => privileges(l) },
    edit,
  ];
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      {error && <Alert type="error" title={error.message} showIcon />}
      <Card title={t('levels.vip')}>
        <Table<TMemberLevel>
          rowKey="id"
          loading={isFetching}
          pagination={false}
          columns={vipColumns}
          dataSource={data?.filter((l) => l.kind === 'vip')}
        />
      </Card>
      <Card title={t('levels.svip')}>
        <Table<TMemberLevel>
          rowKey="id"
          loading={isFetching}
          pagination={false}
          columns={svipColumns}
          dataSource={data?.filter((l) => l.kind === 'svip')}
        />
      </Card>
      {editing && <LevelEditor level={editing} onClose={() => setEditing(null)} />}
    </Space>
  );
}

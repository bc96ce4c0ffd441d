import { PlusOutlined } from '@ant-design/icons';
import { OPERATOR_STATUSES, type TOperatorItem } from '@club/contract';
import { covers } from '@club/contract/lib/permissions';
import { Button, Card, Input, Popconfirm, Select, Space, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePerson } from '../../shared/api/get-person';
import { useCan } from '../../shared/use-person';
import { stateColor } from '../../ui/state-color';
import { useAction } from '../../ui/use-action';
import { useRoles } from './api/get-role-list';
import { useOperatorTable } from './api/post-operator-page';
import { useResetOperatorFactor } from './api/post-operator-reset-factor';
import { useUpdateOperator } from './api/post-operator-update';
import { OperatorModal } from './operator-modal';

/**
 * The people who sign in to the back office: their role, whether they may sign in, a new password.
 * Giving money permissions (a role, an enabling) and resetting a money operator's two-step sign-in
 * wait for a second operator on Second approvals.
 */
export default function OperatorsPage() {
  const { t } = useTranslation();
  const can = useCan();
  const person = usePerson();
  const { run, busy } = useAction();
  const [username, setUsername] = useState('');
  const [roleId, setRoleId] = useState<number | undefined>();
  const [status, setStatus] = useState<string | undefined>();
  const [editing, setEditing] = useState<{ operator: TOperatorItem | null } | null>(null);
  const { tableProps, sortOrderOf, timeColumn } = useOperatorTable({ username, roleId, status });
  const update = useUpdateOperator();
  const resetFactor = useResetOperatorFactor();
  const roles = useRoles(can('base:role:read'));
  // Without the key to read roles, the roles seen on this page are the ones to offer.
  const roleOptions = roles.data
    ? roles.data.map((r) => ({ value: r.id, label: r.name }))
    : [...new Map((tableProps.dataSource ?? []).map((o) => [o.roleId, o.roleName]))].map(
        ([value, label]) => ({
          value,
          label,
        }),
      );
  const selfId = person.data?.id;
  // A role is offered for an operator only if this operator holds all its keys (the server's rule).
  const mine = person.data?.permissions ?? [];
  const grantableRoles = roleOptions.map((o) => {
    const keys = roles.data?.find((r) => r.id === o.value)?.permissions;
    return { ...o, disabled: keys !== undefined && !keys.every((k) => covers(mine, k)) };
  });

  // Enabling an operator whose role gives money permissions waits for a second operator.
  const setStatusOf = (o: TOperatorItem, next: 'active' | 'disabled') =>
    run(
      `status-${o.id}`,
      () => update.mutateAsync({ id: o.id, status: next }),
      (answer) =>
        answer
          ? t('operators.enableRequested', { username: o.username })
          : t(next === 'active' ? 'operators.enabled' : 'operators.disabled', { username: o.username }),
    );

  const columns: TableColumnsType<TOperatorItem> = [
    { title: 'ID', dataIndex: 'id', key: 'id', sorter: true, sortOrder: sortOrderOf('id') },
    {
      title: t('operators.username'),
      dataIndex: 'username',
      key: 'username',
      sorter: true,
      sortOrder: sortOrderOf('username'),
      render: (name: string, o) => (
        <Space size={4}>
          <strong>{name}</strong>
          {o.id === selfId && <Tag color="blue">{t('operators.you')}</Tag>}
        </Space>
      ),
    },
    {
      title: t('operators.displayName'),
      dataIndex: 'displayName',
      key: 'displayName',
      render: (name: string | null) => (name ? <bdi>{name}</bdi> : '—'),
    },
    {
      title: t('operators.role'),
      dataIndex: 'roleName',
      key: 'role',
      render: (name: string) => <Tag>{name}</Tag>,
    },
    {
      title: t('operators.status'),
      dataIndex: 'status',
      key: 'status',
      render: (s: TOperatorItem['status']) => <Tag color={stateColor(s)}>{t(`operators.statuses.${s}`)}</Tag>,
    },
    {
      title: t('operators.secondFactor'),
      dataIndex: 'secondFactor',
      key: 'secondFactor',
      render: (on: boolean) => (
        <Tag color={on ? 'green' : undefined}>{on ? t('operators.factorOn') : t('operators.factorOff')}</Tag>
      ),
    },
    timeColumn(t('common.createdAt')),
    {
      title: t('common.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, o) => (
        <Space>
          {can('base:operator:update') && (
            <Button size="small" onClick={() => setEditing({ operator: o })}>
              {t('common.edit')}
            </Button>
          )}
          {can('base:operator:resetFactor') && o.id !== selfId && o.secondFactor && (
            <Popconfirm
              title={t('operators.resetFactorTitle', { username: o.username })}
              description={t('operators.resetFactorHelp', { username: o.username })}
              okText={t('operators.resetFactor')}
              okButtonProps={{ danger: true }}
              onConfirm={() =>
                run(
                  `factor-${o.id}`,
                  () => resetFactor.mutateAsync(o.id),
                  (answer) =>
                    t(answer ? 'operators.resetFactorRequested' : 'operators.factorReset', {
                      username: o.username,
                    }),
                )
              }
            >
              <Button size="small" loading={busy === `factor-${o.id}`}>
                {t('operators.resetFactor')}
              </Button>
            </Popconfirm>
          )}
          {can('base:operator:update') &&
            o.id !== selfId &&
            (o.status === 'active' ? (
              <Popconfirm
                title={t('operators.disableTitle', { username: o.username })}
                description={t('operators.disableHelp')}
                okText={t('operators.disable')}
                okButtonProps={{ danger: true }}
                onConfirm={() => setStatusOf(o, 'disabled')}
              >
                <Button size="small" danger loading={busy === `status-${o.id}`}>
                  {t('operators.disable')}
                </Button>
              </Popconfirm>
            ) : (
              <Button
                size="small"
                loading={busy === `status-${o.id}`}
                onClick={() => setStatusOf(o, 'active')}
              >
                {t('operators.enable')}
              </Button>
            ))}
        </Space>
      ),
    },
  ];

  return (
    <Card
      title={t('menu.operators')}
      extra={
        can('base:operator:add') && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ operator: null })}>
            {t('operators.add')}
          </Button>
        )
      }
    >
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder={t('operators.search')}
          aria-label={t('operators.search')}
          onSearch={setUsername}
          style={{ width: 260 }}
        />
        <Select
          allowClear
          placeholder={t('operators.allRoles')}
          aria-label={t('operators.role')}
          value={roleId}
          onChange={setRoleId}
          style={{ width: 200 }}
          options={roleOptions}
        />
        <Select
          allowClear
          placeholder={t('common.allStates')}
          aria-label={t('operators.status')}
          value={status}
          onChange={setStatus}
          style={{ width: 160 }}
          options={OPERATOR_STATUSES.map((s) => ({ value: s, label: t(`operators.statuses.${s}`) }))}
        />
      </Space>
      <Table<TOperatorItem> {...tableProps} columns={columns} />
      <OperatorModal
        open={editing !== null}
        operator={editing?.operator ?? null}
        selfId={selfId}
        roles={grantableRoles}
        onClose={() => setEditing(null)}
      />
    </Card>
  );
}

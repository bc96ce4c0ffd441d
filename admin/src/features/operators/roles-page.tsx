import { PlusOutlined } from '@ant-design/icons';
import type { TRoleItem } from '@club/contract';
import { Alert, Button, Card, Popconfirm, Space, Table, type TableColumnsType, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePerson } from '../../shared/api/get-person';
import { useCan } from '../../shared/use-person';
import { useAction } from '../../ui/use-action';
import { useRoles } from './api/get-role-list';
import { useDeleteRole } from './api/post-role-delete';
import { usePermissionText } from './permission-text';
import { RoleDrawer } from './role-drawer';

const SHOWN_KEYS = 8;

/** A key as a tag: `*` and whole modules stand out, single keys show as written. */
function KeyTag({ value }: { value: string }) {
  const names = usePermissionText();
  const [, s, a] = value.split(':');
  const color = value === '*' ? 'gold' : s === '*' && a === '*' ? 'blue' : undefined;
  return (
    <Tooltip title={names.key(value)}>
      <Tag color={color} style={{ fontFamily: 'monospace' }}>
        <bdi>{value === '*' ? `* ${names.key('*')}` : value}</bdi>
      </Tag>
    </Tooltip>
  );
}

/** Roles: named sets of permission keys that decide which pages and actions an operator has. */
export default function RolesPage() {
  const { t } = useTranslation();
  const can = useCan();
  const person = usePerson();
  const { run, busy } = useAction();
  const { data, error, isFetching } = useRoles();
  const deleteRole = useDeleteRole();
  const [editing, setEditing] = useState<{ role: TRoleItem | null } | null>(null);

  const remove = (r: TRoleItem) =>
    run(`delete-${r.id}`, () => deleteRole.mutateAsync(r.id), t('roles.deleted', { name: r.name }));

  const columns: TableColumnsType<TRoleItem> = [
    { title: 'ID', dataIndex: 'id', key: 'id', width: 72 },
    {
      title: t('roles.name'),
      dataIndex: 'name',
      key: 'name',
      render: (name: string) => (
        <Space size={4}>
          <strong>{name}</strong>
          {name === person.data?.roleName && <Tag color="blue">{t('roles.yours')}</Tag>}
        </Space>
      ),
    },
    {
      title: t('roles.keys'),
      dataIndex: 'permissions',
      key: 'permissions',
      render: (keys: string[]) =>
        keys.length === 0 ? (
          <Tag>{t('roles.noKeysShort')}</Tag>
        ) : (
          <Space size={[4, 4]} wrap style={{ maxWidth: 640 }}>
            {keys.slice(0, SHOWN_KEYS).map((k) => (
              <KeyTag key={k} value={k} />
            ))}
            {keys.length > SHOWN_KEYS && (
              <Tooltip title={keys.slice(SHOWN_KEYS).join(', ')}>
                <Tag>{t('roles.moreKeys', { n: keys.length - SHOWN_KEYS })}</Tag>
              </Tooltip>
            )}
          </Space>
        ),
    },
    { title: t('roles.operatorCount'), dataIndex: 'operatorCount', key: 'operatorCount', align: 'end' },
    {
      title: t('common.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, r) => (
        <Space>
          {can('base:role:update') && (
            <Button size="small" onClick={() => setEditing({ role: r })}>
              {t('common.edit')}
            </Button>
          )}
          {can('base:role:delete') && (
            <Popconfirm
              title={t('roles.deleteTitle', { name: r.name })}
              description={r.operatorCount > 0 ? t('roles.deleteInUse', { n: r.operatorCount }) : undefined}
              okText={t('common.delete')}
              okButtonProps={{ danger: true }}
              onConfirm={() => remove(r)}
            >
              <Button size="small" danger loading={busy === `delete-${r.id}`}>
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
      title={t('menu.roles')}
      extra={
        can('base:role:add') && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ role: null })}>
            {t('roles.add')}
          </Button>
        )
      }
    >
      {error && <Alert type="error" title={error.message} showIcon style={{ marginBottom: 16 }} />}
      <Table<TRoleItem>
        rowKey="id"
        loading={isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        columns={columns}
        dataSource={data}
      />
      <RoleDrawer
        open={editing !== null}
        role={editing?.role ?? null}
        ownRoleName={person.data?.roleName}
        onClose={() => setEditing(null)}
      />
    </Card>
  );
}

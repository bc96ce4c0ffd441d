import { ApartmentOutlined, PlusOutlined } from '@ant-design/icons';
import { REPORT_ROLES, type TReportRole } from '@club/contract';
import { Button, Card, Input, Popconfirm, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCan } from '../../shared/use-person';
import { StateFilter } from '../../ui/review';
import { useAction } from '../../ui/use-action';
import { type RoleRow, useRoleTable } from './api/post-role-page';
import { useRemoveRole } from './api/post-role-remove';
import { RoleModal } from './role-modal';

const ROLE_COLOR: Record<TReportRole, string> = { director: 'gold', assistant: 'blue' };

/** A phone number reads left to right in a right-to-left page too ("+1202…", not "…1202+"). */
const Phone = (props: { phone: string | null }) => <bdi dir="ltr">{props.phone}</bdi>;
/** The same inside a translated sentence: the number isolated, left to right (U+2066 … U+2069). */
const phoneInText = (phone: string) => `\u2066${phone}\u2069`;

/**
 * Directors and assistants (PRODUCT.md §11): who holds a role, whom an assistant works for, and how
 * large each holder's team is. A director's assistant count opens the list of those assistants; a
 * holder's invitation tree is the one of the member's own page, opened on that tab from here.
 */
export default function RolesPage() {
  const { t } = useTranslation();
  const can = useCan();
  const { run, busy } = useAction();
  const remove = useRemoveRole();
  const [role, setRole] = useState<TReportRole | undefined>();
  const [search, setSearch] = useState('');
  const [director, setDirector] = useState<{ id: number; phone: string } | null>(null);
  const [adding, setAdding] = useState(false);
  const { tableProps, timeColumn } = useRoleTable({ role, search, directorId: director?.id });

  const columns: TableColumnsType<RoleRow> = [
    { title: t('reports.userId'), dataIndex: 'userId', key: 'userId', fixed: 'left' },
    {
      title: t('common.member'),
      key: 'member',
      fixed: 'left',
      render: (_, r) => (
        <span>
          <div style={{ whiteSpace: 'nowrap' }}>
            <Phone phone={r.phone} />
          </div>
          <Typography.Text type="secondary">
            <bdi>{r.nickname}</bdi>
          </Typography.Text>
        </span>
      ),
    },
    {
      title: t('reports.role'),
      dataIndex: 'role',
      key: 'role',
      render: (r: TReportRole) => <Tag color={ROLE_COLOR[r]}>{t(`reports.roles.${r}`)}</Tag>,
    },
    {
      title: t('reports.director'),
      key: 'director',
      render: (_, r) =>
        r.directorId === null ? (
          '–'
        ) : (
          <Space size={4}>
            <Phone phone={r.directorPhone} />
            <Tag>#{r.directorId}</Tag>
          </Space>
        ),
    },
    // The server sorts holders by when they got the role (its `createdAt`); the row names that `since`.
    { ...timeColumn(t('reports.since')), dataIndex: 'since' },
    {
      title: t('reports.assistants'),
      key: 'assistants',
      align: 'end',
      render: (_, r) =>
        r.role === 'director' ? (
          <Button
            type="link"
            size="small"
            disabled={r.assistants === 0}
            title={t('reports.showAssistants', { name: phoneInText(r.phone) })}
            data-testid={`report-assistants-${r.userId}`}
            onClick={() => {
              setRole(undefined);
              setDirector({ id: r.userId, phone: r.phone });
            }}
          >
            {r.assistants}
          </Button>
        ) : (
          '–'
        ),
    },
    { title: t('reports.users'), dataIndex: 'users', key: 'users', align: 'end' },
    {
      title: t('common.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, r) => (
        <Space>
          {can('member:user:read') && (
            <Link to={`/members/${r.userId}?tab=invitees`} data-testid={`report-tree-${r.userId}`}>
              <ApartmentOutlined /> {t('reports.tree')}
            </Link>
          )}
          {can('report:role:remove') && (
            <Popconfirm
              title={
                r.role === 'director'
                  ? t('reports.removeDirector', { name: phoneInText(r.phone), n: r.assistants })
                  : t('reports.removeAssistant', { name: phoneInText(r.phone) })
              }
              okText={t('common.remove')}
              okButtonProps={{ danger: true }}
              cancelText={t('common.cancel')}
              onConfirm={() =>
                run(
                  `remove-${r.userId}`,
                  () => remove.mutateAsync(r.userId),
                  t('reports.removedOf', { id: r.userId }),
                )
              }
            >
              <Button
                size="small"
                danger
                loading={busy === `remove-${r.userId}`}
                data-testid={`report-remove-${r.userId}`}
              >
                {t('common.remove')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card
      title={t('menu.reportRoles')}
      extra={
        can('report:role:add') && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setAdding(true)}
            data-testid="report-role-add"
          >
            {t('reports.add')}
          </Button>
        )
      }
    >
      <Typography.Paragraph type="secondary">{t('reports.help')}</Typography.Paragraph>
      <Space wrap style={{ marginBottom: 16 }}>
        <StateFilter<TReportRole>
          value={role}
          onChange={setRole}
          placeholder={t('reports.allRoles')}
          options={REPORT_ROLES.map((r) => ({ value: r, label: t(`reports.roles.${r}`) }))}
        />
        <Input.Search
          allowClear
          placeholder={t('reports.search')}
          onSearch={(v) => setSearch(v.trim())}
          style={{ width: 280 }}
          aria-label={t('common.search')}
          data-testid="report-search"
        />
        {director && (
          <Tag closable onClose={() => setDirector(null)} data-testid="report-director-filter">
            {t('reports.assistantsOf', { name: phoneInText(`${director.phone} #${director.id}`) })}
          </Tag>
        )}
      </Space>
      <Table<RoleRow> {...tableProps} columns={columns} data-testid="report-roles" />
      {adding && <RoleModal onClose={() => setAdding(false)} />}
    </Card>
  );
}

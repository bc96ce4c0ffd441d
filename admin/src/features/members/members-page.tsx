import {
  MEMBER_STATUSES,
  type TAdminMember,
  type TMemberStatus,
  type TVipStatus,
  ZVipStatus,
} from '@club/contract';
import {
  Avatar,
  Button,
  Card,
  Input,
  Select,
  Space,
  Table,
  type TableColumnsType,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useCurrency } from '../../ui/format';
import { Phone } from '../../ui/phone';
import { stateColor } from '../../ui/state-color';
import { useMemberTable } from './api/post-member-page';
import { MemberDetail } from './member-detail';
import { formatDay, VIP_COLOR } from './member-text';
import styles from './members.module.css';

/**
 * The member list; a member opens in a drawer whose address (`#/members/42`) can be shared, on one
 * of its tabs when the address names it (`#/members/42?tab=invitees`, as other pages link to it).
 */
export default function MembersPage() {
  const { t } = useTranslation();
  const { money } = useCurrency();
  const navigate = useNavigate();
  const opened = Number(useParams()['*']);
  const viewing = Number.isInteger(opened) && opened > 0 ? opened : null;
  const [params] = useSearchParams();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<TMemberStatus | undefined>();
  const [vip, setVip] = useState<TVipStatus | undefined>();
  const { tableProps, sortOrderOf, timeColumn } = useMemberTable({ search, status, vip });
  const open = (id: number) => navigate(`/members/${id}`);

  const columns: TableColumnsType<TAdminMember> = [
    { title: 'ID', dataIndex: 'id', key: 'id', fixed: 'left', sorter: true, sortOrder: sortOrderOf('id') },
    {
      title: t('common.member'),
      key: 'member',
      fixed: 'left',
      render: (_, m) => (
        <Space>
          <Avatar src={m.avatar ?? undefined} size="small" alt="">
            {m.nickname.slice(0, 1)}
          </Avatar>
          <span>
            {/* A real button, so the keyboard opens a member too, not only a click on the row. */}
            <Button
              type="link"
              size="small"
              className={styles.nameLink}
              onClick={(e) => {
                e.stopPropagation();
                open(m.id);
              }}
            >
              {m.nickname}
            </Button>
            <br />
            <Typography.Text type="secondary">
              <Phone of={m} />
            </Typography.Text>
          </span>
        </Space>
      ),
    },
    {
      title: t('members.invitationCode'),
      dataIndex: 'invitationCode',
      key: 'invitationCode',
      render: (v: string) => <Typography.Text code>{v}</Typography.Text>,
    },
    {
      title: t('members.vip'),
      key: 'vip',
      render: (_, m) => (
        <div>
          <Tag color={VIP_COLOR[m.vipStatus]}>{t(`members.vipStatuses.${m.vipStatus}`)}</Tag>
          {m.vipExpiresAt && (
            <div>
              <Typography.Text type="secondary">
                {t('members.until', { time: formatDay(m.vipExpiresAt) })}
              </Typography.Text>
            </div>
          )}
        </div>
      ),
    },
    {
      title: t('members.svip'),
      dataIndex: 'svipLevel',
      key: 'svipLevel',
      align: 'center',
      render: (v: number) => (v > 0 ? <Tag color="purple">SVIP {v}</Tag> : '–'),
    },
    {
      title: t('members.available'),
      key: 'available',
      align: 'end',
      sorter: true,
      sortOrder: sortOrderOf('available'),
      render: (_, m) => money(m.wallets.available),
    },
    {
      title: t('members.totalAssets'),
      key: 'totalAssets',
      align: 'end',
      sorter: true,
      sortOrder: sortOrderOf('totalAssets'),
      render: (_, m) => money(m.wallets.totalAssets),
    },
    {
      title: t('common.state'),
      dataIndex: 'status',
      key: 'status',
      render: (s: TMemberStatus) => <Tag color={stateColor(s)}>{t(`members.statuses.${s}`)}</Tag>,
    },
    timeColumn(t('members.joined')),
  ];

  return (
    <Card title={t('menu.members')}>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder={t('members.search')}
          onSearch={(v) => setSearch(v.trim())}
          style={{ width: 340 }}
          aria-label={t('common.search')}
          data-testid="members-search"
        />
        <Select
          allowClear
          placeholder={t('members.allStatuses')}
          value={status}
          onChange={setStatus}
          style={{ width: 160 }}
          aria-label={t('common.state')}
          options={MEMBER_STATUSES.map((s) => ({ value: s, label: t(`members.statuses.${s}`) }))}
        />
        <Select
          allowClear
          placeholder={t('members.allVip')}
          value={vip}
          onChange={setVip}
          style={{ width: 180 }}
          aria-label={t('members.vip')}
          options={ZVipStatus.options.map((s) => ({ value: s, label: t(`members.vipStatuses.${s}`) }))}
        />
      </Space>
      <Table<TAdminMember>
        {...tableProps}
        columns={columns}
        rowClassName={() => styles.row}
        onRow={(m) => ({ onClick: () => open(m.id) })}
      />
      <MemberDetail
        id={viewing}
        tab={params.get('tab') ?? undefined}
        onOpen={open}
        onClose={() => navigate('/members')}
      />
    </Card>
  );
}

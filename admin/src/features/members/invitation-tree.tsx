import type { TAdminInvitee, TAdminMemberInfo, TPaged } from '@club/contract';
import {
  Alert,
  Button,
  Empty,
  Input,
  Segmented,
  Space,
  Spin,
  Table,
  type TableColumnsType,
  Tag,
  Tree,
  type TreeDataNode,
  Typography,
} from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Phone } from '../../ui/phone';
import { stateColor } from '../../ui/state-color';
import { fetchInviteeBranch, useInviteeRoots, useInviteeTable } from './api/post-member-invitees';
import { formatDay, VIP_COLOR } from './member-text';

type Node = TreeDataNode & { invitee?: TAdminInvitee; children?: Node[] };

function InviteeLine({ invitee, onOpen }: { invitee: TAdminInvitee; onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  return (
    <Space size={6} wrap data-testid={`invitee-${invitee.id}`}>
      <Phone of={invitee} />
      <span>{invitee.nickname}</span>
      <Tag color={VIP_COLOR[invitee.vipStatus]}>{t(`members.vipStatuses.${invitee.vipStatus}`)}</Tag>
      {invitee.status === 'banned' && <Tag color="red">{t('members.statuses.banned')}</Tag>}
      <Typography.Text type="secondary">
        {t('members.directInvitees', { n: invitee.directInvitees })}
      </Typography.Text>
      <Button
        type="link"
        size="small"
        onClick={(e) => {
          e.stopPropagation();
          onOpen(invitee.id);
        }}
      >
        {t('members.open')}
      </Button>
    </Space>
  );
}

/** One branch as tree nodes; a branch longer than a fetch says so and points to the list view. */
function nodesOf(
  page: TPaged<TAdminInvitee>,
  parent: number,
  moreText: (shown: number, total: number) => string,
): Node[] {
  const nodes: Node[] = page.list.map((invitee) => ({
    key: String(invitee.id),
    invitee,
    isLeaf: invitee.directInvitees === 0,
  }));
  if (page.pagination.total > page.list.length) {
    nodes.push({
      key: `more-${parent}`,
      isLeaf: true,
      selectable: false,
      title: (
        <Typography.Text type="secondary">
          {moreText(page.list.length, page.pagination.total)}
        </Typography.Text>
      ),
    });
  }
  return nodes;
}

function withChildren(nodes: Node[], key: string, children: Node[]): Node[] {
  return nodes.map((n) =>
    n.key === key
      ? { ...n, children }
      : n.children
        ? { ...n, children: withChildren(n.children, key, children) }
        : n,
  );
}

/** The invitation tree opened level by level: each node's own invitees load when it is expanded. */
function TreeView({ member, onOpen }: { member: TAdminMemberInfo; onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const moreText = (shown: number, total: number) => t('members.treeMore', { shown, total });
  const [loaded, setLoaded] = useState<Node[] | null>(null);
  const roots = useInviteeRoots(member.id);
  const nodes = loaded ?? (roots.data && nodesOf(roots.data, member.id, moreText));
  if (roots.error) return <Alert type="error" title={roots.error.message} showIcon />;
  if (!nodes) return <Spin />;
  if (nodes.length === 0) return <Empty description={t('members.noInvitees')} />;
  return (
    <Tree<Node>
      showLine
      blockNode
      selectable={false}
      treeData={nodes}
      titleRender={(n) =>
        n.invitee ? <InviteeLine invitee={n.invitee} onOpen={onOpen} /> : (n.title as ReactNode)
      }
      loadData={async (n) => {
        if (!n.invitee || n.children) return;
        const children = nodesOf(await fetchInviteeBranch(n.invitee.id), n.invitee.id, moreText);
        setLoaded((current) => withChildren(current ?? nodes, String(n.key), children));
      }}
    />
  );
}

/** Every member on one level under this one, paged and searchable on the server. */
function LevelView({ member, onOpen }: { member: TAdminMemberInfo; onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const [level, setLevel] = useState<1 | 2 | 3>(1);
  const [search, setSearch] = useState('');
  const { tableProps, sortOrderOf, timeColumn } = useInviteeTable({ userId: member.id, level, search });
  const counts = [member.invitees.level1, member.invitees.level2, member.invitees.level3];
  const columns: TableColumnsType<TAdminInvitee> = [
    { title: 'ID', dataIndex: 'id', key: 'id', sorter: true, sortOrder: sortOrderOf('id') },
    {
      title: t('common.member'),
      key: 'member',
      render: (_, i) => (
        <span>
          <div>{i.nickname}</div>
          <Typography.Text type="secondary">
            <Phone of={i} />
          </Typography.Text>
        </span>
      ),
    },
    ...(level > 1
      ? [
          {
            title: t('members.invitedBy'),
            dataIndex: 'inviterId',
            key: 'inviterId',
            render: (v: number | null) => (v ? `#${v}` : '–'),
          },
        ]
      : []),
    {
      title: t('members.vip'),
      key: 'vip',
      render: (_, i) => (
        <div>
          <Tag color={VIP_COLOR[i.vipStatus]}>{t(`members.vipStatuses.${i.vipStatus}`)}</Tag>
          {i.vipExpiresAt && (
            <div>
              <Typography.Text type="secondary">
                {t('members.until', { time: formatDay(i.vipExpiresAt) })}
              </Typography.Text>
            </div>
          )}
        </div>
      ),
    },
    {
      title: t('members.directInviteesTitle'),
      dataIndex: 'directInvitees',
      key: 'directInvitees',
      align: 'end',
    },
    {
      title: t('common.state'),
      dataIndex: 'status',
      key: 'status',
      render: (s: TAdminInvitee['status']) => <Tag color={stateColor(s)}>{t(`members.statuses.${s}`)}</Tag>,
    },
    timeColumn(t('members.joined')),
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_, i) => (
        <Button size="small" onClick={() => onOpen(i.id)}>
          {t('members.open')}
        </Button>
      ),
    },
  ];
  return (
    <div>
      <Space wrap style={{ marginBottom: 16 }}>
        <Segmented<1 | 2 | 3>
          value={level}
          onChange={setLevel}
          options={([1, 2, 3] as const).map((n) => ({
            value: n,
            label: t('members.levelCount', { n, total: counts[n - 1] }),
          }))}
        />
        <Input.Search
          allowClear
          placeholder={t('members.search')}
          onSearch={(v) => setSearch(v.trim())}
          style={{ width: 300 }}
        />
      </Space>
      <Table<TAdminInvitee> {...tableProps} size="small" columns={columns} />
    </div>
  );
}

/** The member's circle: a tree to walk, or each of the three rewarded levels as a list. */
export function InvitationTree(props: { member: TAdminMemberInfo; onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const [view, setView] = useState<'tree' | 'levels'>('tree');
  return (
    <div data-testid="member-invitees">
      <Segmented
        style={{ marginBottom: 16 }}
        value={view}
        onChange={setView}
        options={[
          { value: 'tree', label: t('members.treeView') },
          { value: 'levels', label: t('members.levelsView') },
        ]}
      />
      {view === 'tree' ? <TreeView {...props} /> : <LevelView {...props} />}
    </div>
  );
}

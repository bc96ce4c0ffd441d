import {
  APPROVAL_KINDS,
  APPROVAL_STATES,
  type TApprovalDetails,
  type TApprovalItem,
  type TApprovalKind,
} from '@club/contract';
import { Card, Flex, Select, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePerson } from '../../shared/api/get-person';
import { AMOUNT_SETTING_KEYS, useSettingTexts } from '../../shared/setting-texts';
import { useCan } from '../../shared/use-person';
import { formatTime, useCurrency } from '../../ui/format';
import { ReasonModal } from '../../ui/reason-modal';
import { DecideButtons, StateFilter, StateWithReason } from '../../ui/review';
import { stateColor } from '../../ui/state-color';
import { useAction } from '../../ui/use-action';
import { APPROVAL_ROUTES } from './api/approval-routes';
import { useApproveRequest } from './api/post-approval-approve';
import { useApprovalTable } from './api/post-approval-page';
import { useRejectRequest } from './api/post-approval-reject';

/** Permission keys as tags, in the colour of what the change does with them. */
function Keys({ keys, color }: { keys: string[]; color?: string }) {
  return (
    <Flex wrap gap={4}>
      {keys.map((k) => (
        <Tag key={k} color={color} style={{ fontFamily: 'monospace' }}>
          {k}
        </Tag>
      ))}
    </Flex>
  );
}

/**
 * A setting's value as an approver reads it: amounts in the platform currency, on/off, lists and
 * objects as JSON, anything else as it is.
 */
function useSettingValueText() {
  const { t } = useTranslation();
  const { money } = useCurrency();
  return (key: string, value: unknown): string => {
    if (value === null || value === undefined || value === '') return t('settings.notSet');
    if (typeof value === 'boolean') return value ? t('settings.on') : t('settings.off');
    if (typeof value === 'number')
      return AMOUNT_SETTING_KEYS.has(key) ? money(value) : value.toLocaleString();
    if (typeof value === 'string') return value;
    return JSON.stringify(value);
  };
}

/** An operator who will be active with a role giving money permissions: new, another role, or enabled again. */
function operatorGrantText(t: TFunction, d: TApprovalDetails<'operator-grant'>) {
  const names = { username: d.username, roleName: d.roleName };
  if (d.newOperator) return t('approvals.operatorNew', names);
  const enable = d.before.status === 'disabled';
  if (d.before.roleId === d.roleId)
    return t(enable ? 'approvals.operatorEnable' : 'approvals.operatorRole', names);
  return t(enable ? 'approvals.operatorRoleEnable' : 'approvals.operatorRole', names);
}

const DETAILS_WIDTH = 300;
const ACTIONS_WIDTH = 150;

/** What a request does once approved, in the operators' words. */
function Details({ item }: { item: TApprovalItem }) {
  const { t } = useTranslation();
  const { money } = useCurrency();
  const settings = useSettingTexts();
  const valueText = useSettingValueText();
  switch (item.kind) {
    case 'funds-credit':
      return (
        <Space orientation="vertical" size={2}>
          <span>
            {t('approvals.credit', { amount: money(item.details.amount) })} {item.details.memberPhone}{' '}
            <Tag>#{item.details.userId}</Tag>
          </span>
          <Typography.Text type="secondary">{item.details.reason}</Typography.Text>
        </Space>
      );
    case 'funds-award':
      return (
        <Space orientation="vertical" size={2}>
          <span>
            {t('approvals.award', {
              amount: money(item.details.amount),
              wallet: t(`approvals.awardWallets.${item.details.wallet}`),
            })}{' '}
            {item.details.memberPhone} <Tag>#{item.details.userId}</Tag>
          </span>
          <Typography.Text type="secondary">{item.details.reason}</Typography.Text>
        </Space>
      );
    case 'marketing-contribute':
      return (
        <Space orientation="vertical" size={2}>
          <span>
            {t('approvals.contribute', { amount: money(item.details.amount), source: item.details.source })}
          </span>
          {item.details.memo && <Typography.Text type="secondary">{item.details.memo}</Typography.Text>}
        </Space>
      );
    case 'role-add':
      return (
        <Space orientation="vertical" size={2}>
          <span>{t('approvals.roleAdd', { name: item.details.name })}</span>
          <Keys keys={item.details.permissions} />
        </Space>
      );
    case 'role-update': {
      const { before, after, roleName, newName } = item.details;
      const added = after.filter((k) => !before.includes(k));
      const removed = before.filter((k) => !after.includes(k));
      return (
        <Space orientation="vertical" size={2}>
          <span>
            {newName
              ? t('approvals.roleRename', { name: roleName, newName })
              : t('approvals.roleUpdate', { name: roleName })}
          </span>
          {added.length > 0 && (
            <Flex gap={6} align="baseline">
              <Typography.Text type="secondary">{t('approvals.gives')}</Typography.Text>
              <Keys keys={added} color="green" />
            </Flex>
          )}
          {removed.length > 0 && (
            <Flex gap={6} align="baseline">
              <Typography.Text type="secondary">{t('approvals.takes')}</Typography.Text>
              <Keys keys={removed} color="red" />
            </Flex>
          )}
        </Space>
      );
    }
    case 'operator-grant':
      return (
        <Space orientation="vertical" size={2}>
          <span>{operatorGrantText(t, item.details)}</span>
          {item.details.gives.length > 0 && (
            <Flex gap={6} align="baseline">
              <Typography.Text type="secondary">{t('approvals.gives')}</Typography.Text>
              <Keys keys={item.details.gives} color="green" />
            </Flex>
          )}
        </Space>
      );
    case 'setting-update':
      return (
        <Space orientation="vertical" size={2}>
          {item.details.changes.map((c) => (
            <span key={c.key} title={c.key}>
              {t(c.reset ? 'approvals.settingReset' : 'approvals.settingChange', {
                label: settings.label(c.key),
                before: valueText(c.key, c.before),
                after: valueText(c.key, c.after),
              })}
            </span>
          ))}
        </Space>
      );
    case 'factor-reset':
      return <span>{t('approvals.factorReset', { username: item.details.username })}</span>;
  }
}

/**
 * Second approvals (four eyes): the balance adjustments, marketing-budget top-ups, role changes,
 * operators given money permissions (new, another role, enabled again), money-setting changes and
 * resets of a money operator's two-step sign-in that one operator asked for, waiting for another
 * who holds the same key to approve or refuse them. Nothing is applied before the second key;
 * whoever asked may refuse their own request, not approve it.
 */
export default function ApprovalsPage() {
  const { t } = useTranslation();
  const can = useCan();
  const me = usePerson().data?.username;
  const { money } = useCurrency();
  const { run, busy } = useAction();
  const [state, setState] = useState<string | undefined>('waiting');
  const [kind, setKind] = useState<TApprovalKind | undefined>();
  const [rejecting, setRejecting] = useState<TApprovalItem | null>(null);
  const { tableProps, sortOrderOf } = useApprovalTable({ state, kind });
  const approve = useApproveRequest();
  const reject = useRejectRequest();

  const columns: TableColumnsType<TApprovalItem> = [
    { title: 'ID', dataIndex: 'id', key: 'id', fixed: 'left' },
    {
      title: t('common.createdAt'),
      key: 'createdAt',
      dataIndex: 'proposedAt',
      sorter: true,
      sortOrder: sortOrderOf('createdAt'),
      render: formatTime,
    },
    {
      title: t('approvals.what'),
      key: 'details',
      // Bounded so that a long reason wraps: the table sizes columns to content (`max-content`), and
      // one unbroken line pushed the amount and the state out of a 1280-pixel window. Who asked comes
      // after the state, which decides what there is to do.
      render: (_, item) => (
        <Space orientation="vertical" size={4} style={{ maxWidth: DETAILS_WIDTH }}>
          <Tag>{t(`approvals.kinds.${item.kind}`)}</Tag>
          <Details item={item} />
        </Space>
      ),
    },
    {
      title: t('common.amount'),
      dataIndex: 'amount',
      key: 'amount',
      align: 'end',
      render: (v: number | null) => (v === null ? '–' : money(v)),
    },
    {
      title: t('common.state'),
      dataIndex: 'state',
      key: 'state',
      render: (s: TApprovalItem['state'], item) => (
        <StateWithReason
          state={
            <Space orientation="vertical" size={2}>
              <Tag color={stateColor(s === 'applied' ? 'success' : s)}>{t(`approvals.states.${s}`)}</Tag>
              {item.decidedBy && (
                <Typography.Text type="secondary">
                  {t(s === 'applied' ? 'approvals.approvedBy' : 'approvals.rejectedBy', {
                    name: item.decidedBy,
                    time: formatTime(item.decidedAt),
                  })}
                </Typography.Text>
              )}
            </Space>
          }
          reason={item.reason}
        />
      ),
    },
    { title: t('approvals.proposedBy'), dataIndex: 'proposedBy', key: 'proposedBy' },
    {
      title: t('common.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, item) => {
        if (item.state !== 'waiting' || !can(APPROVAL_ROUTES[item.kind].permission)) return null;
        const mine = item.proposedBy === me;
        return (
          <Space orientation="vertical" size={4}>
            <DecideButtons
              approve={
                // The operator who asked cannot give the second key.
                mine
                  ? undefined
                  : {
                      label: t('approvals.approve'),
                      title: t('approvals.approveTitle', { name: item.proposedBy }),
                      busy: busy === `approve-${item.id}`,
                      onConfirm: () =>
                        run(
                          `approve-${item.id}`,
                          () => approve.mutateAsync({ kind: item.kind, id: item.id }),
                          t('approvals.approved', { id: item.id }),
                        ),
                    }
              }
              onReject={() => setRejecting(item)}
            />
            {mine && (
              <Typography.Text type="secondary" style={{ display: 'block', maxWidth: ACTIONS_WIDTH }}>
                {t('approvals.yours')}
              </Typography.Text>
            )}
          </Space>
        );
      },
    },
  ];

  return (
    <Card title={t('menu.approvals')}>
      <Typography.Paragraph type="secondary">{t('approvals.help')}</Typography.Paragraph>
      <Space wrap style={{ marginBottom: 16 }}>
        <StateFilter
          value={state}
          onChange={setState}
          options={APPROVAL_STATES.map((s) => ({ value: s, label: t(`approvals.states.${s}`) }))}
        />
        <Select<TApprovalKind>
          allowClear
          placeholder={t('approvals.allKinds')}
          aria-label={t('approvals.kind')}
          value={kind}
          onChange={setKind}
          style={{ width: 220 }}
          options={APPROVAL_KINDS.map((k) => ({ value: k, label: t(`approvals.kinds.${k}`) }))}
        />
      </Space>
      <Table<TApprovalItem> {...tableProps} columns={columns} data-testid="approvals-table" />
      <ReasonModal
        open={rejecting !== null}
        title={t('approvals.rejectTitle')}
        okText={t('common.reject')}
        onCancel={() => setRejecting(null)}
        onSubmit={async (reason) => {
          const item = rejecting;
          if (!item) return;
          const ok = await run(
            `reject-${item.id}`,
            () => reject.mutateAsync({ kind: item.kind, id: item.id, reason }),
            t('approvals.rejected', { id: item.id }),
          );
          if (ok) setRejecting(null);
        }}
      />
    </Card>
  );
}

import type { TAdminMemberInfo } from '@club/contract';
import { Avatar, Button, Descriptions, type DescriptionsProps, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatTime } from '../../ui/format';
import { Phone } from '../../ui/phone';
import { stateColor } from '../../ui/state-color';
import { VIP_COLOR } from './member-text';

type Account = TAdminMemberInfo['withdrawAccounts']['list'][number];

function Section(props: { title: string; items: DescriptionsProps['items']; column?: number }) {
  return (
    <Descriptions
      title={props.title}
      bordered
      size="small"
      column={props.column ?? 2}
      items={props.items}
      style={{ marginBottom: 24 }}
    />
  );
}

/** What the operator reads first: who the member is, their money, membership and circle. */
export function MemberOverview({
  member,
  onOpen,
}: {
  member: TAdminMemberInfo;
  onOpen: (id: number) => void;
}) {
  const { t } = useTranslation();
  const w = member.wallets;
  // The member's own currency answer: the same figures they see on their wallet screen.
  const money = (minor: number) => formatMoney(minor, w.currencyExponent, w.currency);
  const ms = member.membership;
  const payLocked = member.payLockedUntil !== null && new Date(member.payLockedUntil) > new Date();

  const deposit = () => {
    if (ms.deposit === 0 && ms.status === 'none') return '–';
    if (ms.depositReturned) {
      return (
        <Space size={4} wrap>
          {money(ms.deposit)}
          <Tag color="green">{t('members.depositReturned', { time: formatTime(ms.depositReturnedAt) })}</Tag>
        </Space>
      );
    }
    return (
      <Space size={4} wrap>
        {money(ms.deposit)}
        <Tag color="gold">
          {ms.depositReturnDueAt
            ? t('members.depositHeldUntil', { time: formatTime(ms.depositReturnDueAt) })
            : t('members.depositHeld')}
        </Tag>
      </Space>
    );
  };

  const account = (a: Account) =>
    a.kind === 'bank'
      ? [a.bankName, a.holderName, a.accountNumber].filter(Boolean).join(' · ')
      : (a.address ?? '–');

  return (
    <div data-testid="member-overview">
      <Section
        title={t('members.profile')}
        items={[
          {
            key: 'nickname',
            label: t('members.nickname'),
            children: (
              <Space>
                <Avatar src={member.avatar ?? undefined} size="small" alt="">
                  {member.nickname.slice(0, 1)}
                </Avatar>
                {member.nickname}
              </Space>
            ),
          },
          { key: 'phone', label: t('members.phone'), children: <Phone of={member} /> },
          { key: 'id', label: 'ID', children: member.id },
          {
            key: 'code',
            label: t('members.invitationCode'),
            children: (
              <Typography.Text code copyable>
                {member.invitationCode}
              </Typography.Text>
            ),
          },
          {
            key: 'status',
            label: t('common.state'),
            children: <Tag color={stateColor(member.status)}>{t(`members.statuses.${member.status}`)}</Tag>,
          },
          { key: 'joined', label: t('members.joined'), children: formatTime(member.createdAt) },
          {
            key: 'payPassword',
            label: t('members.payPassword'),
            children: (
              <Space size={4} wrap>
                {member.hasPayPassword ? t('members.payPasswordSet') : t('members.payPasswordMissing')}
                {payLocked && (
                  <Tag color="red">{t('members.payLocked', { time: formatTime(member.payLockedUntil) })}</Tag>
                )}
              </Space>
            ),
          },
          {
            key: 'risk',
            label: t('members.riskAccepted'),
            children: member.riskAcceptedAt ? formatTime(member.riskAcceptedAt) : t('common.no'),
          },
        ]}
      />
      <Section
        title={t('members.wallets')}
        column={3}
        items={[
          {
            key: 'available',
            label: t('members.available'),
            children: <strong>{money(w.available)}</strong>,
          },
          { key: 'frozen', label: t('members.walletNames.frozen'), children: money(w.frozen) },
          {
            key: 'totalAssets',
            label: t('members.totalAssets'),
            children: <strong>{money(w.totalAssets)}</strong>,
          },
          { key: 'recharge', label: t('members.walletNames.recharge'), children: money(w.recharge) },
          { key: 'income', label: t('members.walletNames.income'), children: money(w.income) },
          { key: 'work', label: t('members.walletNames.work'), children: money(w.work) },
          { key: 'internal', label: t('members.walletNames.internal'), children: money(w.internal) },
        ]}
      />
      <Section
        title={t('members.membership')}
        items={[
          {
            key: 'status',
            label: t('members.vip'),
            children: (
              <Space size={4} wrap>
                <Tag color={VIP_COLOR[ms.status]}>{t(`members.vipStatuses.${ms.status}`)}</Tag>
                {ms.levelName && (
                  <Typography.Text type="secondary">
                    {t('members.levelName', { name: ms.levelName })}
                  </Typography.Text>
                )}
              </Space>
            ),
          },
          {
            key: 'svip',
            label: t('members.svip'),
            children: member.svipLevel > 0 ? <Tag color="purple">SVIP {member.svipLevel}</Tag> : '–',
          },
          { key: 'activated', label: t('members.activatedAt'), children: formatTime(ms.activatedAt) },
          { key: 'expires', label: t('members.expiresAt'), children: formatTime(ms.expiresAt) },
          { key: 'deposit', label: t('members.deposit'), children: deposit(), span: 2 },
          {
            key: 'renewal',
            label: t('members.renewal'),
            span: 2,
            children: ms.renewable
              ? t('members.renewableNow')
              : ms.renewableFrom
                ? t('members.renewableFrom', { time: formatTime(ms.renewableFrom) })
                : '–',
          },
        ]}
      />
      <Section
        title={t('members.invested')}
        items={[
          {
            key: 'principal',
            label: t('members.principalInvested'),
            children: money(member.invested.principal),
          },
          { key: 'holding', label: t('members.holding'), children: money(member.invested.holding) },
          {
            key: 'interestPaid',
            label: t('members.interestPaid'),
            children: money(member.invested.interestPaid),
          },
          {
            key: 'interestPending',
            label: t('members.interestPending'),
            children: money(member.invested.interestPending),
          },
        ]}
      />
      <Section
        title={t('members.circle')}
        column={3}
        items={[
          {
            key: 'inviter',
            label: t('members.inviter'),
            span: 3,
            children: member.inviter ? (
              <Button
                type="link"
                size="small"
                style={{ padding: 0 }}
                onClick={() => onOpen(member.inviter?.id ?? 0)}
              >
                {member.inviter.nickname} <Phone of={member.inviter} /> #{member.inviter.id}
              </Button>
            ) : (
              '–'
            ),
          },
          { key: 'level1', label: t('members.levelN', { n: 1 }), children: member.invitees.level1 },
          { key: 'level2', label: t('members.levelN', { n: 2 }), children: member.invitees.level2 },
          { key: 'level3', label: t('members.levelN', { n: 3 }), children: member.invitees.level3 },
        ]}
      />
      {/* The next level under the page's h1 for screen readers, at a small heading's size on screen. */}
      <Typography.Title level={2} style={{ fontSize: 16 }}>
        {t('members.withdrawAccounts', {
          verified: member.withdrawAccounts.verified,
          pending: member.withdrawAccounts.pending,
          rejected: member.withdrawAccounts.rejected,
        })}
      </Typography.Title>
      <Table<Account>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={member.withdrawAccounts.list}
        scroll={{ x: 'max-content' }}
        columns={[
          {
            title: t('accounts.kind'),
            dataIndex: 'kind',
            key: 'kind',
            render: (k: Account['kind']) => t(`accounts.kinds.${k}`),
          },
          {
            title: t('members.account'),
            key: 'account',
            render: (_, a) => <bdi dir="ltr">{account(a)}</bdi>,
          },
          {
            title: t('common.state'),
            dataIndex: 'status',
            key: 'status',
            render: (s: Account['status'], a) => (
              <Space size={4} wrap>
                <Tag color={stateColor(s)}>{t(`accounts.statuses.${s}`)}</Tag>
                {a.rejectReason && <Typography.Text type="secondary">{a.rejectReason}</Typography.Text>}
              </Space>
            ),
          },
          { title: t('common.createdAt'), dataIndex: 'createdAt', key: 'createdAt', render: formatTime },
        ]}
      />
    </div>
  );
}

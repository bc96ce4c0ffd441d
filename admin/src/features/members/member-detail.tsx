import { StopOutlined, UnlockOutlined } from '@ant-design/icons';
import type { TAdminMemberInfo } from '@club/contract';
import { Alert, Avatar, Button, Drawer, Space, Spin, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../shared/use-person';
import { formatTime } from '../../ui/format';
import { Phone } from '../../ui/phone';
import { ReasonModal } from '../../ui/reason-modal';
import { stateColor } from '../../ui/state-color';
import { useAction } from '../../ui/use-action';
import { useMemberInfo } from './api/get-member-info';
import { useBanMember } from './api/post-member-ban';
import { useUnbanMember } from './api/post-member-unban';
import { AwardButton } from './award-form';
import { InvitationTree } from './invitation-tree';
import { MemberInvestments } from './member-investments';
import { MemberLedger } from './member-ledger';
import { MemberOverview } from './member-overview';

/** Ban (reason required, the member is signed out at once) and lifting a ban (reason optional). */
function BanButtons({ member }: { member: TAdminMemberInfo }) {
  const { t } = useTranslation();
  const { run } = useAction();
  const ban = useBanMember();
  const unban = useUnbanMember();
  const [asking, setAsking] = useState<'ban' | 'unban' | null>(null);
  const banned = member.status === 'banned';
  return (
    <>
      {banned ? (
        <Button icon={<UnlockOutlined />} onClick={() => setAsking('unban')} data-testid="member-unban">
          {t('members.unban')}
        </Button>
      ) : (
        <Button danger icon={<StopOutlined />} onClick={() => setAsking('ban')} data-testid="member-ban">
          {t('members.ban')}
        </Button>
      )}
      <ReasonModal
        open={asking !== null}
        title={
          asking === 'ban'
            ? t('members.banTitle', { name: member.nickname })
            : t('members.unbanTitle', { name: member.nickname })
        }
        okText={asking === 'ban' ? t('members.ban') : t('members.unban')}
        required={asking === 'ban'}
        onCancel={() => setAsking(null)}
        onSubmit={async (reason) => {
          const ok =
            asking === 'ban'
              ? await run(
                  'ban',
                  () => ban.mutateAsync({ id: member.id, reason }),
                  t('members.bannedDone', { id: member.id }),
                )
              : await run(
                  'unban',
                  () => unban.mutateAsync({ id: member.id, ...(reason ? { reason } : {}) }),
                  t('members.unbannedDone', { id: member.id }),
                );
          if (ok) setAsking(null);
        }}
      />
    </>
  );
}

/** One member in full: profile and money, their ledger, investments and invitation tree. */
export function MemberDetail(props: {
  id: number | null;
  /** The tab to open on (`overview` unless told; a tab the operator's role hides falls back to it). */
  tab?: string;
  onOpen: (id: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const can = useCan();
  const { data, error, isLoading } = useMemberInfo(props.id);
  // The tabs below are keyed by the member, so opening another member starts them afresh.
  const member = data && data.id === props.id ? data : undefined;

  const tabs = member
    ? [
        {
          key: 'overview',
          label: t('members.tabs.overview'),
          children: <MemberOverview member={member} onOpen={props.onOpen} />,
        },
        ...(can('funds:ledger:read')
          ? [
              {
                key: 'ledger',
                label: t('members.tabs.ledger'),
                children: <MemberLedger userId={member.id} />,
              },
            ]
          : []),
        {
          key: 'investments',
          label: t('members.tabs.investments'),
          children: <MemberInvestments userId={member.id} />,
        },
        {
          key: 'invitees',
          label: t('members.tabs.invitees', { n: member.invitees.level1 }),
          children: <InvitationTree member={member} onOpen={props.onOpen} />,
        },
      ]
    : [];

  return (
    <Drawer
      open={props.id !== null}
      onClose={props.onClose}
      size={1100}
      destroyOnHidden
      title={
        member && (
          <Space>
            <Avatar src={member.avatar ?? undefined} alt="">
              {member.nickname.slice(0, 1)}
            </Avatar>
            <span>{member.nickname}</span>
            <Typography.Text type="secondary">
              <Phone of={member} /> · #{member.id}
            </Typography.Text>
            <Tag color={stateColor(member.status)} data-testid="member-status">
              {t(`members.statuses.${member.status}`)}
            </Tag>
          </Space>
        )
      }
      extra={
        member && (
          <Space>
            {can('funds:award:grant') && <AwardButton member={member} />}
            {can('member:user:ban') && <BanButtons member={member} />}
          </Space>
        )
      }
    >
      {error && <Alert type="error" title={error.message} showIcon />}
      {isLoading && <Spin />}
      {member && (
        <>
          {member.status === 'banned' && (
            <Alert
              type="error"
              showIcon
              icon={<StopOutlined />}
              style={{ marginBottom: 16 }}
              data-testid="member-ban-reason"
              title={t('members.bannedAt', { time: formatTime(member.bannedAt) })}
              description={t('members.banReasonLine', { reason: member.banReason ?? '–' })}
            />
          )}
          <Tabs
            key={member.id}
            items={tabs}
            defaultActiveKey={tabs.some((tab) => tab.key === props.tab) ? props.tab : undefined}
          />
        </>
      )}
    </Drawer>
  );
}

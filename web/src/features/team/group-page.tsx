import type { TTeamGroup } from '@club/contract/team-activity';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { PageNavBar } from '../../shared/nav-bar';
import type { PageProps } from '../../shared/page';
import { useMoney } from '../../shared/use-money';
import { copyText } from '../../ui/copy';
import { EmptyState } from '../../ui/empty-state';
import { formatNumber } from '../../ui/format';
import { ProgressLine } from '../../ui/progress-line';
import { QueryState } from '../../ui/query-state';
import { Refreshable } from '../../ui/refreshable';
import { StatusTag } from '../../ui/status-tag';
import { toastError, toastSuccess } from '../../ui/toast';
import { progressPercent, progressText, rewardsText, windowText } from './activity-text';
import { useTeamGroup } from './api/get-team-group';
import { useJoinGroup } from './api/post-join-group';
import { GroupStateTag } from './group-state';
import { groupPageLink, groupRegisterLink } from './invite-link';
import styles from './team.module.css';
import { PersonRow } from './team-parts';

function Header({ group }: { group: TTeamGroup }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  return (
    <section className={styles.groupHeader}>
      <div className={styles.groupTop}>
        <h2 className={styles.groupTitle} dir="auto">
          {t('team.activity.groupOf', { name: group.leaderNickname })}
        </h2>
        <GroupStateTag state={group.state} />
      </div>
      <ProgressLine
        percent={progressPercent(group)}
        label={t('team.activity.progressLabel')}
        text={progressText(group)}
        testId="group-progress"
      />
      {group.state === 'forming' && (
        <p className={styles.groupNeeded} data-testid="group-needed">
          {t('team.activity.needed', { n: formatNumber(group.needed) })}
        </p>
      )}
      <p className={styles.meta} data-testid="group-window">
        {windowText(group)}
      </p>
      <p className={styles.terms} data-testid="group-terms">
        {rewardsText(group, money)}
      </p>
    </section>
  );
}

function JoinButton({ group }: { group: TTeamGroup }) {
  const { t } = useTranslation();
  const join = useJoinGroup();
  async function onJoin() {
    try {
      await join.mutateAsync({ id: group.id });
      toastSuccess(t('team.activity.joinedToast'));
    } catch (error) {
      // Closed meanwhile, already in a group, already VIP: the server's words.
      toastError(error);
    }
  }
  return (
    <div className={styles.groupAction}>
      <Button
        block
        color="primary"
        shape="rounded"
        loading={join.isPending}
        onClick={onJoin}
        data-testid="group-join"
      >
        {t('team.activity.join')}
      </Button>
      <p className={styles.hint}>{t('team.activity.joinHint')}</p>
    </div>
  );
}

/** The leader's two links: registration for new people, the group page for existing members. */
function ShareLinks({ group }: { group: TTeamGroup }) {
  const { t } = useTranslation();
  const links = [
    { id: 'new', label: t('team.activity.linkNew'), url: groupRegisterLink(group.leaderCode, group.id) },
    { id: 'members', label: t('team.activity.linkMembers'), url: groupPageLink(group.id) },
  ];
  return (
    <section className={styles.card} aria-labelledby="group-share-title">
      <h2 className={styles.sectionTitle} id="group-share-title">
        {t('team.activity.share')}
      </h2>
      {links.map((l) => (
        <div key={l.id} className={styles.shareLink}>
          <p className={styles.codeLabel}>{l.label}</p>
          <p className={styles.link} dir="ltr" data-testid={`group-link-${l.id}`}>
            {l.url}
          </p>
          <Button
            size="small"
            shape="rounded"
            onClick={() => void copyText(l.url)}
            data-testid={`group-copy-${l.id}`}
          >
            {t('team.invite.copyLink')}
          </Button>
        </div>
      ))}
    </section>
  );
}

function Member({ member }: { member: TTeamGroup['members'][number] }) {
  const { t } = useTranslation();
  const counted = member.countedAt !== null;
  return (
    <PersonRow
      person={member}
      tag={
        member.leader ? (
          <span className={styles.vipTag}>{t('team.activity.leader')}</span>
        ) : counted ? (
          <StatusTag tone="success">{t('team.activity.counts')}</StatusTag>
        ) : (
          <StatusTag tone="waiting">{t('team.activity.waitingVip')}</StatusTag>
        )
      }
      data-testid="group-member"
      data-counted={String(counted)}
      data-leader={String(member.leader)}
    />
  );
}

function Group({ group }: { group: TTeamGroup }) {
  const { t } = useTranslation();
  // Leader first; the others in the server's order (by joining).
  const members = [...group.members].sort((a, b) => Number(b.leader) - Number(a.leader));
  return (
    <div className={styles.page} data-testid="group" data-group-id={group.id}>
      <Header group={group} />
      {group.canJoin && <JoinButton group={group} />}
      {group.mine && group.state === 'forming' && <ShareLinks group={group} />}
      <section aria-labelledby="group-members-title">
        <h2 className={styles.membersTitle} id="group-members-title">
          {t('team.activity.members')}
        </h2>
        <ul className={styles.members}>
          {members.map((m) => (
            <Member key={`${m.phone} ${m.joinedAt}`} member={m} />
          ))}
        </ul>
      </section>
    </div>
  );
}

/** Team details: one group's progress, terms and members, joining it, and the leader's links. */
export default function GroupPage({ query }: PageProps) {
  const { t } = useTranslation();
  const id = Number(query.id);
  const valid = Number.isInteger(id) && id > 0;
  const group = useTeamGroup(valid ? id : 0);
  return (
    <>
      <PageNavBar title={t('pages.teamGroup')} />
      {valid ? (
        <Refreshable onRefresh={group.refetch}>
          <QueryState query={group}>{(g) => <Group group={g} />}</QueryState>
        </Refreshable>
      ) : (
        <EmptyState description={t('team.activity.notFound')} />
      )}
    </>
  );
}

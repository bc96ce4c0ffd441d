import type { TTeamActivity, TTeamGroup } from '@club/contract/team-activity';
import { Button } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n';
import { nav } from '../../shared/navigation';
import { paths, teamGroupPath } from '../../shared/paths';
import { useMoney } from '../../shared/use-money';
import { formatDate, formatNumber } from '../../ui/format';
import { ProgressLine } from '../../ui/progress-line';
import { toastError } from '../../ui/toast';
import { progressPercent, progressText, rewardsText, timeLeftText } from './activity-text';
import { useOpenGroup } from './api/post-open-group';
import { GroupStateTag } from './group-state';
import styles from './team.module.css';
import { LinkButtons } from './team-parts';

/** The group the member leads or joined that is still forming: how far it is, and the way to it. */
function OpenGroup({ group }: { group: TTeamGroup }) {
  const { t } = useTranslation();
  return (
    <div className={styles.openGroup} data-testid="team-group" data-group-id={group.id}>
      <ProgressLine
        percent={progressPercent(group)}
        label={t('team.activity.progressLabel')}
        text={progressText(group)}
        testId="team-group-progress"
      />
      <p className={styles.groupFacts}>
        <strong data-testid="team-group-needed">
          {t('team.activity.needed', { n: formatNumber(group.needed) })}
        </strong>
        <span data-testid="team-group-left">{timeLeftText(group.expiresAt)}</span>
      </p>
      <Button
        block
        color="primary"
        shape="rounded"
        onClick={() => nav.navigateTo(teamGroupPath(group.id))}
        data-testid="team-group-open"
      >
        {t('team.activity.viewGroup')}
      </Button>
    </div>
  );
}

function OpenButton() {
  const { t } = useTranslation();
  const open = useOpenGroup();
  async function onOpen() {
    try {
      const group = await open.mutateAsync();
      nav.navigateTo(teamGroupPath(group.id));
    } catch (error) {
      // Not a VIP member, or a group of theirs already forming: the server's words.
      toastError(error);
    }
  }
  return (
    <Button
      block
      color="primary"
      shape="rounded"
      loading={open.isPending}
      onClick={onOpen}
      data-testid="team-open-group"
    >
      {t('team.activity.openGroup')}
    </Button>
  );
}

function PastGroups({ groups }: { groups: TTeamActivity['past'] }) {
  const { t } = useTranslation();
  return (
    <>
      <h3 className={styles.pastTitle}>{t('team.activity.past')}</h3>
      <ul className={styles.pastGroups}>
        {groups.map((g) => (
          <li key={g.id}>
            <button
              type="button"
              className={styles.pastGroup}
              onClick={() => nav.navigateTo(teamGroupPath(g.id))}
              data-testid="team-past-group"
              data-group-id={g.id}
              data-state={g.state}
            >
              <span className={styles.pastText}>
                <span>
                  {t('team.activity.openedOn', { date: formatDate(g.openedAt, currentLanguage()) })}
                </span>
                <span className={styles.meta}>{progressText(g)}</span>
              </span>
              <GroupStateTag state={g.state} />
              <RightOutline className={styles.chevron} aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The Team tab's team activity: its terms, the member's forming group or the way to open one. */
export function TeamActivityCard({ activity }: { activity: TTeamActivity }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const links = [
    { path: paths.teamGroupRewards, label: t('pages.teamGroupRewards'), testId: 'team-group-rewards' },
    {
      path: paths.teamDividendRecords,
      label: t('pages.teamDividendRecords'),
      testId: 'team-dividend-records',
    },
  ];
  return (
    <section className={styles.card} aria-labelledby="team-activity-title" data-testid="team-activity">
      <h2 className={styles.sectionTitle} id="team-activity-title">
        {t('team.activity.title')}
      </h2>
      <p className={styles.terms} data-testid="team-activity-terms">
        {t('team.activity.goal', {
          target: formatNumber(activity.target),
          days: formatNumber(activity.windowDays),
        })}{' '}
        {rewardsText(activity, money)}
      </p>
      {activity.open ? <OpenGroup group={activity.open} /> : <OpenButton />}
      <div className={styles.activityLinks}>
        <LinkButtons links={links} />
      </div>
      {activity.past.length > 0 && <PastGroups groups={activity.past} />}
    </section>
  );
}

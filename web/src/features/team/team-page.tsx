import { INVITE_LEVELS, type TInviteLevel, type TSubordinate, type TTeamPeriod } from '@club/contract/team';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageNavBar } from '../../shared/nav-bar';
import { nav } from '../../shared/navigation';
import { paths } from '../../shared/paths';
import { useMoney } from '../../shared/use-money';
import { EmptyState } from '../../ui/empty-state';
import { formatNumber } from '../../ui/format';
import { InfiniteFooter } from '../../ui/infinite-footer';
import { QueryState } from '../../ui/query-state';
import { Refreshable } from '../../ui/refreshable';
import { TeamActivityCard } from './activity-card';
import { useSubordinates, useTeamTotals } from './api/get-subordinate-list';
import { useTeamActivity } from './api/get-team-activity';
import styles from './team.module.css';
import { LinkButtons, PersonRow } from './team-parts';

type InviteLevel = (typeof INVITE_LEVELS)[number];

const toInvitation = () => nav.navigateTo(paths.invitation);

/** This week's and this month's registrations, new VIPs and rebates, side by side. */
function PeriodFigures({ periods }: { periods: TTeamPeriod[] }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  return (
    <div className={styles.periods}>
      {periods.map((p) => (
        <dl key={p.span} className={styles.period} data-testid={`team-period-${p.span}`}>
          <dt className={styles.periodName}>
            {t(p.span === 'week' ? 'team.period.thisWeek' : 'team.period.thisMonth')}
          </dt>
          <dd className={styles.levelFigure}>
            {t('team.period.joined')} <strong>{formatNumber(p.joined)}</strong>
          </dd>
          <dd className={styles.levelFigure}>
            {t('team.period.newVip')} <strong>{formatNumber(p.vip)}</strong>
          </dd>
          <dd className={styles.levelFigure}>
            {t('team.period.rebates')} <strong>{money(p.rebates)}</strong>
          </dd>
        </dl>
      ))}
    </div>
  );
}

function TeamSummary({
  levels,
  periods,
  level,
  onLevel,
}: {
  levels: TInviteLevel[];
  periods: TTeamPeriod[];
  level: InviteLevel;
  onLevel: (level: InviteLevel) => void;
}) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const paid = levels.reduce((sum, l) => sum + l.rebatesPaid, 0);
  const pending = levels.reduce((sum, l) => sum + l.rebatesPending, 0);
  return (
    <section className={styles.summary}>
      <h2 className={styles.summaryTitle}>{t('team.myTeam')}</h2>
      <div className={styles.levels} role="tablist">
        {INVITE_LEVELS.map((n) => {
          const totals = levels.find((l) => l.level === n);
          return (
            <button
              key={n}
              type="button"
              role="tab"
              aria-selected={n === level}
              className={n === level ? styles.levelActive : styles.level}
              onClick={() => onLevel(n)}
              data-testid={`team-level-${n}`}
              data-members={totals?.members ?? 0}
              data-vip={totals?.vip ?? 0}
            >
              <span className={styles.levelName}>{t('team.levelName', { level: formatNumber(n) })}</span>
              <span className={styles.levelFigure}>
                {t('team.members')} <strong>{formatNumber(totals?.members ?? 0)}</strong>
              </span>
              <span className={styles.levelFigure}>
                {t('team.vip')} <strong>{formatNumber(totals?.vip ?? 0)}</strong>
              </span>
            </button>
          );
        })}
      </div>
      <PeriodFigures periods={periods} />
      <p className={styles.rebates}>
        <span>{t('team.rebates')}</span>
        <strong className={styles.rebatesAmount} data-testid="team-rebates">
          {money(paid)}
        </strong>
        {pending > 0 && (
          <span className={styles.rebatesPending}>{t('team.pending', { amount: money(pending) })}</span>
        )}
      </p>
      <div className={styles.summaryAction}>
        <Button block shape="rounded" onClick={toInvitation} data-testid="team-invite">
          {t('team.inviteFriends')}
        </Button>
      </div>
    </section>
  );
}

function Member({ member }: { member: TSubordinate }) {
  const { t } = useTranslation();
  return (
    <PersonRow
      person={member}
      tag={member.vip && <span className={styles.vipTag}>{t('team.vip')}</span>}
      data-testid="team-member"
      data-vip={String(member.vip)}
    />
  );
}

function MemberList({ level, query }: { level: InviteLevel; query: ReturnType<typeof useSubordinates> }) {
  const { t } = useTranslation();
  return (
    <section data-testid="team-members" data-level={level}>
      <p className={styles.levelHint}>{t(`team.levelHint.${level}`)}</p>
      <QueryState query={{ ...query, data: query.members }}>
        {(members) =>
          members.length === 0 ? (
            <>
              <EmptyState description={t('team.empty')} />
              {/* What a team brings, before there is one: the same words the invitation page uses. */}
              <p className={styles.emptyPreview} data-testid="team-empty-preview">
                {t('team.invite.rebatesExplained')}
              </p>
              <div className={styles.emptyAction}>
                <Button
                  color="primary"
                  shape="rounded"
                  onClick={toInvitation}
                  data-testid="team-empty-invite"
                >
                  {t('team.inviteFriends')}
                </Button>
              </div>
            </>
          ) : (
            <>
              <ul className={styles.members}>
                {members.map((m) => (
                  <Member key={`${m.phone} ${m.joinedAt}`} member={m} />
                ))}
              </ul>
              <InfiniteFooter query={query} />
            </>
          )
        }
      </QueryState>
    </section>
  );
}

/** The way to the weekly and monthly boards and their past winners. */
function RankingLinks() {
  const { t } = useTranslation();
  const links = [
    { path: paths.inviteRanking, label: t('pages.inviteRanking'), testId: 'team-invite-ranking' },
    {
      path: paths.crowdfundingRanking,
      label: t('pages.crowdfundingRanking'),
      testId: 'team-crowdfunding-ranking',
    },
    { path: paths.rankingAward, label: t('pages.rankingAward'), testId: 'team-ranking-award' },
  ];
  return (
    <nav className={styles.rankings} aria-label={t('team.rankings')}>
      <LinkButtons links={links} />
    </nav>
  );
}

/**
 * The Team tab: the member's invitees by level, what they earned the member, the way to invite, and
 * the team activity.
 */
export default function TeamPage() {
  const { t } = useTranslation();
  const [level, setLevel] = useState<InviteLevel>(1);
  // Both start at once; the list shows under the summary, so when both fail one error shows.
  const totals = useTeamTotals();
  const members = useSubordinates(level);
  const activity = useTeamActivity();
  return (
    <>
      <PageNavBar title={t('pages.team')} back={false} />
      <Refreshable onRefresh={() => Promise.all([totals.refetch(), members.refetch(), activity.refetch()])}>
        <div className={styles.page}>
          {/* The summary waits for the activity too (both are asked at once): a card arriving
              later pushed the rankings and the list down the screen. */}
          <QueryState query={{ ...totals, data: activity.isPending ? undefined : totals.data }}>
            {(all) => (
              <>
                <TeamSummary levels={all.levels} periods={all.periods} level={level} onLevel={setLevel} />
                {/* The tab is the member's team: an activity that fails to load leaves the card out
                    rather than the tab, and pulling to refresh asks again. */}
                {activity.data && <TeamActivityCard activity={activity.data} />}
                <RankingLinks />
                {/* A new level starts a new list, with its own end-of-list state. */}
                <MemberList key={level} level={level} query={members} />
              </>
            )}
          </QueryState>
        </div>
      </Refreshable>
    </>
  );
}

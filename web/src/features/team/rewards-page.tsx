import type { TTeamReward } from '@club/contract/team-activity';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n';
import { PageNavBar } from '../../shared/nav-bar';
import { useMoney } from '../../shared/use-money';
import { EmptyState } from '../../ui/empty-state';
import { formatDate } from '../../ui/format';
import { InfiniteFooter } from '../../ui/infinite-footer';
import type { Money } from '../../ui/money';
import { QueryState } from '../../ui/query-state';
import { Refreshable } from '../../ui/refreshable';
import { StatusTag } from '../../ui/status-tag';
import { useTeamRewards } from './api/get-team-rewards';
import type { TeamRewardKind } from './api/keys';
import styles from './team.module.css';

const titleKey = { rebate: 'pages.teamGroupRewards', dividend: 'pages.teamDividendRecords' } as const;

function Reward({ reward, money }: { reward: TTeamReward; money: Money }) {
  const { t } = useTranslation();
  return (
    <li
      className={styles.reward}
      data-testid="team-reward"
      data-status={reward.status}
      data-type={reward.type}
    >
      <div className={styles.memberText}>
        <span className={styles.rewardType}>{t(`team.activity.types.${reward.type}`)}</span>
        <span className={styles.meta}>
          {t('team.activity.groupNumber', { id: reward.groupId })} ·{' '}
          <time dateTime={reward.date}>{formatDate(reward.date, currentLanguage())}</time>
        </span>
      </div>
      <div className={styles.rewardEnd}>
        <strong className={styles.rewardAmount}>{money(reward.amount)}</strong>
        <StatusTag tone={reward.status === 'paid' ? 'success' : 'waiting'} state={reward.status}>
          {t(`team.activity.rewardStates.${reward.status}`)}
        </StatusTag>
      </div>
    </li>
  );
}

/** Group rewards or dividend records: each team-activity reward, its day, amount and whether paid. */
function RewardsPage({ kind }: { kind: TeamRewardKind }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const rewards = useTeamRewards(kind);
  const query = { ...rewards, data: rewards.rewards };
  return (
    <>
      <PageNavBar title={t(titleKey[kind])} />
      <Refreshable onRefresh={rewards.refetch}>
        <div className={styles.page} data-testid="team-rewards" data-kind={kind}>
          <QueryState query={query}>
            {(list) =>
              list.length === 0 ? (
                <EmptyState description={t(`team.activity.empty.${kind}`)} />
              ) : (
                <>
                  <ul className={styles.members}>
                    {list.map((reward, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: a reward has no id, and a row holds no state to lose.
                      <Reward key={i} reward={reward} money={money} />
                    ))}
                  </ul>
                  <InfiniteFooter query={rewards} />
                </>
              )
            }
          </QueryState>
        </div>
      </Refreshable>
    </>
  );
}

export function GroupRewardsPage() {
  return <RewardsPage kind="rebate" />;
}

export function DividendRecordsPage() {
  return <RewardsPage kind="dividend" />;
}

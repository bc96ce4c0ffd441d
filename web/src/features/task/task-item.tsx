import type { TTask } from '@club/contract/task';
import { Button } from 'antd-mobile';
import { CheckCircleFill, ClockCircleOutline, PlayOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { nav } from '../../shared/navigation';
import { taskWatchPath } from '../../shared/paths';
import { formatNumber } from '../../ui/format';
import type { Money } from '../../ui/money';
import { Poster } from '../../ui/poster';
import { showToast, toastError, toastSuccess } from '../../ui/toast';
import { useDistributeRewards } from './api/post-distribute-rewards';
import styles from './task.module.css';
import { TaskStateTag } from './task-state';

/** "Claim reward" for a task watched to the end whose reward was not taken on the watch screen. */
function ClaimButton({ sessionId, money }: { sessionId: number; money: Money }) {
  const { t } = useTranslation();
  const claim = useDistributeRewards();
  async function onClaim() {
    try {
      const reward = await claim.mutateAsync({ sessionId });
      const amount = money(reward.amount);
      if (reward.paid) toastSuccess(t('task.paidToast', { amount, wallet: t('wallets.work') }));
      else void showToast({ content: t('task.pendingToast', { amount }), position: 'center' });
    } catch (error) {
      // The server's message is already in the member's language (too early, expired, rewarded).
      toastError(error);
    }
  }
  return (
    <Button
      size="small"
      color="primary"
      shape="rounded"
      loading={claim.isPending}
      onClick={onClaim}
      data-testid="task-claim"
    >
      {t('task.claim')}
    </Button>
  );
}

function Action({ task, money }: { task: TTask; money: Money }) {
  const { t } = useTranslation();
  if (task.state === 'rewarded') {
    return <CheckCircleFill className={styles.done} aria-hidden="true" data-testid="task-done" />;
  }
  if (task.state === 'completed' && task.sessionId !== null) {
    return <ClaimButton sessionId={task.sessionId} money={money} />;
  }
  return (
    <Button
      size="small"
      color="primary"
      fill="outline"
      shape="rounded"
      onClick={() => nav.navigateTo(taskWatchPath(task.id))}
      data-testid="task-watch"
    >
      <PlayOutline className={styles.buttonIcon} />
      {t('task.watch')}
    </Button>
  );
}

/** One of today's tasks: poster, title, reward, watch time, state and what the member can do next. */
/** A task's reward and watch time; locked (a non-VIP's preview), the reward is greyed. */
export function TaskTerms({
  task,
  money,
  rewardTestId,
  locked = false,
}: {
  task: { reward: number; requiredSeconds: number };
  money: Money;
  rewardTestId: string;
  locked?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.itemTerms}>
      <span className={locked ? styles.rewardLocked : styles.reward} data-testid={rewardTestId}>
        {money(task.reward, { signed: true })}
      </span>
      <span className={styles.seconds}>
        <ClockCircleOutline aria-hidden="true" />
        {t('task.watchSeconds', { n: formatNumber(task.requiredSeconds) })}
      </span>
    </div>
  );
}

export function TaskItem({ task, money }: { task: TTask; money: Money }) {
  return (
    <li className={styles.item} data-testid="task-item" data-task-id={task.id} data-state={task.state}>
      <Poster src={task.poster} alt="" className={styles.itemPoster} />
      <div className={styles.itemBody}>
        <div className={styles.itemHead}>
          {/* Its own direction, so a clamped title loses its end, not its beginning, on any page. */}
          <span className={styles.itemTitle} dir="auto">
            {task.title}
          </span>
          <TaskStateTag state={task.state} />
        </div>
        <div className={styles.itemFoot}>
          <TaskTerms task={task} money={money} rewardTestId="task-reward" />
          <Action task={task} money={money} />
        </div>
      </div>
    </li>
  );
}

import { ErrorCode } from '@club/contract/lib/errors';
import type { TTask, TTaskReward } from '@club/contract/task';
import { Button, DotLoading, Result } from 'antd-mobile';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, isApiError } from '../../api/errors';
import { isMembershipRequired } from '../../shared/activation-tips';
import { DanmuBar, DanmuStage, useTrailerDanmu } from '../../shared/danmu';
import { PageNavBar } from '../../shared/nav-bar';
import { nav } from '../../shared/navigation';
import type { PageProps } from '../../shared/page';
import { useMoney } from '../../shared/use-money';
import { confirmDialog } from '../../ui/dialog';
import { EmptyState } from '../../ui/empty-state';
import { formatNumber } from '../../ui/format';
import type { Money } from '../../ui/money';
import { usePlayerControls } from '../../ui/player-controls';
import { ProgressLine } from '../../ui/progress-line';
import { QueryState } from '../../ui/query-state';
import { WithTexts } from '../../ui/with-texts';
import { useStartTask } from './api/get-start-task';
import { useTaskList } from './api/get-task-list';
import { useDistributeRewards } from './api/post-distribute-rewards';
import styles from './task.module.css';
import { taskTexts } from './texts';
import { useConfirmLeave } from './use-confirm-leave';
import { useSecondsLeft } from './use-seconds-left';
import { VipRequired } from './vip-required';

/**
 * The countdown runs on this device from the moment startTask answered, the server's from when it
 * received the call, so the device is normally behind; a server that still says "too early" is a
 * clock or rounding difference that a second covers.
 */
export const TOO_EARLY_RETRY_MS = 1_000;

/** Refusals a second try cannot change: the member goes back to the list instead. */
const FINAL_REFUSALS: readonly number[] = [
  ErrorCode.TASK_NOT_AVAILABLE,
  ErrorCode.TASK_ALREADY_REWARDED,
  ErrorCode.TASK_SESSION_EXPIRED,
];

const isTooEarly = (error: unknown) => isApiError(error) && error.code === ErrorCode.TASK_TOO_EARLY;
const isFinal = (error: unknown) => isApiError(error) && FINAL_REFUSALS.includes(error.code);
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Claim =
  | { state: 'waiting' }
  | { state: 'claiming' }
  | { state: 'done'; reward: TTaskReward }
  | { state: 'failed'; error: unknown };

/**
 * Asks for the reward once, when the countdown reaches zero, with one more try a second later if the
 * server's clock says it is still too early. Nothing is asked before zero, so leaving early pays nothing.
 */
function useClaimAtZero(sessionId: number | undefined, secondsLeft: number | undefined) {
  const { mutateAsync } = useDistributeRewards();
  const [claim, setClaim] = useState<Claim>({ state: 'waiting' });
  const asked = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(
    async (id: number) => {
      setClaim({ state: 'claiming' });
      try {
        let reward: TTaskReward;
        try {
          reward = await mutateAsync({ sessionId: id });
        } catch (error) {
          if (!isTooEarly(error)) throw error;
          await delay(TOO_EARLY_RETRY_MS);
          // The member left during the pause: nothing more is asked.
          if (!mounted.current) return;
          reward = await mutateAsync({ sessionId: id });
        }
        setClaim({ state: 'done', reward });
      } catch (error) {
        setClaim({ state: 'failed', error });
      }
    },
    [mutateAsync],
  );

  useEffect(() => {
    if (sessionId === undefined || secondsLeft !== 0 || asked.current) return;
    asked.current = true;
    void run(sessionId);
  }, [sessionId, secondsLeft, run]);

  const retry = () => {
    if (sessionId !== undefined) void run(sessionId);
  };
  return { claim, retry };
}

/**
 * The trailer, muted so the browser lets it play on its own, looping because a trailer may be shorter
 * than the watch, with the seconds left and the project's danmu over it.
 */
function Trailer({ task, secondsLeft }: { task: TTask; secondsLeft: number }) {
  const { t } = useTranslation();
  const controls = usePlayerControls();
  const danmu = useTrailerDanmu(task.projectId);
  return (
    <>
      <DanmuStage danmu={danmu} className={styles.player}>
        {/* Native controls, hidden 3 s after the last touch while it plays (ui/player-controls). */}
        <video
          ref={danmu.videoRef}
          {...controls.videoProps}
          className={styles.video}
          src={task.videoUrl}
          poster={task.poster ?? undefined}
          muted
          autoPlay
          loop
          playsInline
          data-testid="task-video"
        />
        {secondsLeft > 0 && (
          <span className={styles.countdown} role="timer" data-testid="task-countdown">
            {t('task.countdown', { n: formatNumber(secondsLeft) })}
          </span>
        )}
      </DanmuStage>
      <DanmuBar danmu={danmu} />
    </>
  );
}

function Watching({
  task,
  money,
  requiredSeconds,
  secondsLeft,
}: {
  task: TTask;
  money: Money;
  requiredSeconds: number;
  secondsLeft: number;
}) {
  const { t } = useTranslation();
  const done = requiredSeconds - secondsLeft;
  return (
    <section className={styles.card} data-testid="task-watching">
      <div className={styles.watchHead}>
        <h2 className={styles.watchTitle}>
          <bdi>{task.title}</bdi>
        </h2>
        <span className={styles.reward}>{money(task.reward, { signed: true })}</span>
      </div>
      {secondsLeft > 0 ? (
        <>
          <ProgressLine
            percent={(done / Math.max(1, requiredSeconds)) * 100}
            label={t('task.progress')}
            text={t('task.secondsLeft', { n: formatNumber(secondsLeft) })}
            testId="task-seconds-left"
          />
          <p className={styles.hint}>{t('task.watchHint')}</p>
        </>
      ) : (
        <div className={styles.claiming} data-testid="task-claiming">
          {t('task.claiming')}
          <DotLoading color="currentColor" />
        </div>
      )}
    </section>
  );
}

type Answered = Extract<Claim, { state: 'done' | 'failed' }>;

/** The reward paid or on its way, or why the server refused it. */
function Outcome({ claim, retry, money }: { claim: Answered; retry: () => void; money: Money }) {
  const { t } = useTranslation();
  const back = (
    <Button block color="primary" shape="rounded" onClick={nav.back} data-testid="task-back-to-list">
      {t('task.backToList')}
    </Button>
  );
  if (claim.state === 'failed') {
    return (
      <section className={styles.result} data-testid="task-claim-failed">
        <Result status="warning" title={t('task.claimFailed')} description={errorMessage(claim.error)} />
        <div className={styles.resultActions}>
          {back}
          {!isFinal(claim.error) && (
            <Button block shape="rounded" onClick={retry} data-testid="task-claim-retry">
              {t('common.retry')}
            </Button>
          )}
        </div>
      </section>
    );
  }
  const { reward } = claim;
  const amount = money(reward.amount);
  return (
    <section className={styles.result} data-testid="task-result" data-paid={reward.paid}>
      <Result
        status={reward.paid ? 'success' : 'waiting'}
        title={reward.paid ? t('task.paidTitle') : t('task.pendingTitle')}
        description={
          reward.paid
            ? t('task.paidDescription', { amount, wallet: t('wallets.work') })
            : t('task.pendingDescription', { amount })
        }
      />
      <div className={styles.resultActions}>{back}</div>
    </section>
  );
}

/** One opening of the watch: startTask, the trailer and its countdown, then the reward. */
function Watch({ task }: { task: TTask }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const session = useStartTask(task.id, true);
  const deadline = session.data ? session.dataUpdatedAt + session.data.requiredSeconds * 1000 : undefined;
  const secondsLeft = useSecondsLeft(deadline);
  const { claim, retry } = useClaimAtZero(session.data?.sessionId, secondsLeft);
  const watching = secondsLeft !== undefined && secondsLeft > 0;

  // "Keep watching" is the dialog's main button: staying is what earns the reward.
  const onBack = useConfirmLeave(watching, () =>
    confirmDialog({
      title: t('task.leaveTitle'),
      content: t('task.leaveContent'),
      confirmText: t('task.keepWatching'),
      cancelText: t('task.leave'),
    }),
  );

  return (
    <>
      <PageNavBar title={t('pages.taskWatch')} onBack={onBack} />
      <div className={styles.page} data-testid="task-watch">
        {isMembershipRequired(session.error) ? (
          <VipRequired />
        ) : (
          <QueryState query={session} loading={<div className={styles.player} />}>
            {(started) => (
              <>
                <Trailer task={task} secondsLeft={secondsLeft ?? started.requiredSeconds} />
                {claim.state === 'done' || claim.state === 'failed' ? (
                  <Outcome claim={claim} retry={retry} money={money} />
                ) : (
                  <Watching
                    task={task}
                    money={money}
                    requiredSeconds={started.requiredSeconds}
                    secondsLeft={secondsLeft ?? started.requiredSeconds}
                  />
                )}
              </>
            )}
          </QueryState>
        )}
      </div>
    </>
  );
}

/** The watch screen of one of today's tasks (`?id=` the task). */
function TaskWatchPageScreen({ query }: PageProps) {
  const { t } = useTranslation();
  const id = Number(query.id);
  const valid = Number.isInteger(id) && id > 0;
  const list = useTaskList();
  const found = valid ? list.data?.list.find((task) => task.id === id) : undefined;
  // The task as first found: the list is asked again after the reward (and may have reached a new
  // UTC day), and the screen must not change under the member.
  const [task, setTask] = useState<TTask>();
  if (found && !task) setTask(found);
  if (task) return <Watch task={task} />;
  return (
    <>
      <PageNavBar title={t('pages.taskWatch')} />
      {!valid ? (
        <EmptyState description={t('task.notFound')} />
      ) : isMembershipRequired(list.error) ? (
        <VipRequired />
      ) : (
        <QueryState query={list}>{() => <EmptyState description={t('task.notFound')} />}</QueryState>
      )}
    </>
  );
}

export default function TaskWatchPage(props: PageProps) {
  return (
    <WithTexts texts={taskTexts}>
      <TaskWatchPageScreen {...props} />
    </WithTexts>
  );
}

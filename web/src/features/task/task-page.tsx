import type { TTaskList } from '@club/contract/task';
import { GiftOutline, RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { isMembershipRequired } from '../../shared/activation-tips';
import { PageNavBar } from '../../shared/nav-bar';
import { nav } from '../../shared/navigation';
import { paths } from '../../shared/paths';
import { useMoney } from '../../shared/use-money';
import { EmptyState } from '../../ui/empty-state';
import { formatNumber } from '../../ui/format';
import { ProjectCardSkeleton } from '../../ui/project-card';
import { QueryState } from '../../ui/query-state';
import { Refreshable } from '../../ui/refreshable';
import { WithTexts } from '../../ui/with-texts';
import { useTaskList } from './api/get-task-list';
import styles from './task.module.css';
import { TaskItem } from './task-item';
import { taskTexts } from './texts';
import { VipRequired } from './vip-required';

/**
 * How many of today's tasks are left, the member's daily count, and the way to their history. The
 * count is "of" the tasks offered today: the club may publish fewer than a member's daily count.
 */
function Summary({ tasks }: { tasks: TTaskList }) {
  const { t } = useTranslation();
  return (
    <section className={styles.summary} data-testid="task-summary">
      <div className={styles.summaryText}>
        <h2 className={styles.summaryTitle}>{t('task.today')}</h2>
        {tasks.list.length > 0 && (
          <p className={styles.summaryLeft} data-testid="task-left">
            {t('task.leftToday', { left: formatNumber(tasks.left), count: formatNumber(tasks.list.length) })}
          </p>
        )}
        <p className={styles.summaryHint} data-testid="task-daily-count">
          {t('task.dailyLimit', { count: formatNumber(tasks.dailyCount) })}
        </p>
        <p className={styles.summaryHint}>{t('task.renews')}</p>
      </div>
      <button
        type="button"
        className={styles.mine}
        onClick={() => nav.navigateTo(paths.myTask)}
        data-testid="task-mine"
      >
        {t('pages.myTask')}
        <RightOutline className={styles.chevron} aria-hidden="true" />
      </button>
    </section>
  );
}

/** The Task tab (PRODUCT.md §9): today's trailer tasks, each watched for a reward. */
function TaskPageScreen() {
  const { t } = useTranslation();
  const { money } = useMoney();
  const list = useTaskList();
  return (
    <>
      <PageNavBar
        title={t('pages.task')}
        back={false}
        right={
          <button
            type="button"
            className={styles.navAction}
            onClick={() => nav.navigateTo(paths.lottery)}
            aria-label={t('pages.lottery')}
            data-testid="task-to-lottery"
          >
            <GiftOutline />
          </button>
        }
      />
      <Refreshable onRefresh={list.refetch}>
        {isMembershipRequired(list.error) ? (
          <VipRequired />
        ) : (
          <QueryState query={list} loading={<ProjectCardSkeleton count={3} />}>
            {(tasks) => (
              <div className={styles.page}>
                <Summary tasks={tasks} />
                {tasks.list.length === 0 ? (
                  <EmptyState description={t('task.empty')} />
                ) : (
                  <ul className={styles.list} data-testid="task-list">
                    {tasks.list.map((task) => (
                      <TaskItem key={task.id} task={task} money={money} />
                    ))}
                  </ul>
                )}
              </div>
            )}
          </QueryState>
        )}
      </Refreshable>
    </>
  );
}

export default function TaskPage() {
  return (
    <WithTexts texts={taskTexts}>
      <TaskPageScreen />
    </WithTexts>
  );
}

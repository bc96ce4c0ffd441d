import type { TTaskPreview } from '@club/contract/task';
import { Button } from 'antd-mobile';
import { LockOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { ActivationTips } from '../../shared/activation-tips';
import { nav } from '../../shared/navigation';
import { paths } from '../../shared/paths';
import { useMoney } from '../../shared/use-money';
import { Poster } from '../../ui/poster';
import { useTaskPreview } from './api/get-task-preview';
import styles from './task.module.css';
import { TaskTerms } from './task-item';

/** Today's tasks a VIP gets, greyed and locked: what the member misses, with the sum of their rewards. */
function LockedTasks({ preview }: { preview: TTaskPreview }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const total = preview.list.reduce((sum, task) => sum + task.reward, 0);
  return (
    <section className={styles.preview} data-testid="task-preview" aria-labelledby="task-preview-title">
      <div className={styles.previewHead}>
        <h2 id="task-preview-title" className={styles.previewTitle}>
          {t('task.previewTitle')}
        </h2>
        <p className={styles.previewTotal} data-testid="task-preview-total">
          {t('task.previewTotal', { amount: money(total) })}
        </p>
      </div>
      <ul className={styles.list} data-testid="task-preview-list">
        {preview.list.map((task) => (
          <li
            key={task.id}
            className={`${styles.item} ${styles.itemLocked}`}
            data-testid="task-preview-item"
            data-task-id={task.id}
          >
            <Poster src={task.poster} alt="" className={styles.itemPoster} />
            <div className={styles.itemBody}>
              <span className={styles.itemTitle} dir="auto">
                {task.title}
              </span>
              <div className={styles.itemFoot}>
                <TaskTerms task={task} money={money} rewardTestId="task-preview-reward" locked />
                <span className={styles.lockTag}>
                  <LockOutline aria-hidden="true" />
                  {t('task.vipOnly')}
                </span>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * In place of the tasks when the server answers MEMBERSHIP_REQUIRED: today's tasks a VIP gets,
 * locked, so the member sees what membership unlocks, then the activation tips the rest of the app
 * shows in a dialog and the way to the VIP page. Without a preview (none today, or it failed) the
 * tips stand alone.
 */
export function VipRequired() {
  const { t } = useTranslation();
  const preview = useTaskPreview();
  const tasks = preview.data?.list.length ? preview.data : undefined;
  return (
    <div className={styles.page}>
      {tasks && <LockedTasks preview={tasks} />}
      <section className={styles.card} data-testid="task-vip-required">
        <ActivationTips />
        <Button
          className={styles.vipButton}
          block
          color="primary"
          shape="rounded"
          onClick={() => nav.navigateTo(paths.member)}
          data-testid="task-vip-open"
        >
          {t('activation.open')}
        </Button>
      </section>
    </div>
  );
}

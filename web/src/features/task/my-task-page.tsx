import type { TTaskRecord } from '@club/contract/task';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n';
import { PageNavBar } from '../../shared/nav-bar';
import { useMoney } from '../../shared/use-money';
import { EmptyState } from '../../ui/empty-state';
import { formatDay } from '../../ui/format';
import { InfiniteFooter } from '../../ui/infinite-footer';
import type { Money } from '../../ui/money';
import { QueryState } from '../../ui/query-state';
import { Refreshable } from '../../ui/refreshable';
import { WithTexts } from '../../ui/with-texts';
import { useTaskRecords } from './api/get-task-records';
import styles from './task.module.css';
import { TaskStateTag } from './task-state';
import { taskTexts } from './texts';

function Record({ record, money }: { record: TTaskRecord; money: Money }) {
  return (
    <li
      className={styles.record}
      data-testid="task-record"
      data-session-id={record.sessionId}
      data-state={record.state}
    >
      <div className={styles.recordRow}>
        {/* Its own direction, so a cut-off title loses its end, not its beginning, on any page. */}
        <span className={styles.recordTitle} dir="auto">
          {record.title}
        </span>
        <TaskStateTag state={record.state} />
      </div>
      <div className={styles.recordRow}>
        <time className={styles.recordDay} dateTime={record.day}>
          {formatDay(record.day, currentLanguage())}
        </time>
        {/* Only a rewarded task earned its amount; the others show what it would pay. */}
        <span
          className={record.state === 'rewarded' ? styles.reward : styles.rewardOpen}
          data-testid="task-record-reward"
        >
          {money(record.reward, { signed: record.state === 'rewarded' })}
        </span>
      </div>
    </li>
  );
}

/** My tasks: every task session of the member (day, title, state, reward), newest first. */
function MyTaskPageScreen() {
  const { t } = useTranslation();
  const { money } = useMoney();
  const records = useTaskRecords();
  const query = { ...records, data: records.records };
  return (
    <>
      <PageNavBar title={t('pages.myTask')} />
      <Refreshable onRefresh={records.refetch}>
        <div className={styles.page}>
          <QueryState query={query}>
            {(list) =>
              list.length === 0 ? (
                <EmptyState description={t('task.noRecords')} />
              ) : (
                <>
                  <ul className={styles.records} data-testid="task-records">
                    {list.map((record) => (
                      <Record key={record.sessionId} record={record} money={money} />
                    ))}
                  </ul>
                  <InfiniteFooter query={records} />
                </>
              )
            }
          </QueryState>
        </div>
      </Refreshable>
    </>
  );
}

export default function MyTaskPage() {
  return (
    <WithTexts texts={taskTexts}>
      <MyTaskPageScreen />
    </WithTexts>
  );
}

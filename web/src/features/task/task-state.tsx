import type { TTaskState } from '@club/contract/task';
import { useTranslation } from 'react-i18next';
import { StatusTag, type Tone } from '../../ui/status-tag';

const tone: Record<TTaskState, Tone> = {
  notCompleted: 'muted',
  completed: 'waiting',
  rewarded: 'success',
};

/** Not completed (still to watch), completed (watched, reward to claim) or rewarded. */
export function TaskStateTag({ state }: { state: TTaskState }) {
  const { t } = useTranslation();
  return (
    <StatusTag tone={tone[state]} testId="task-state" state={state}>
      {t(`task.states.${state}`)}
    </StatusTag>
  );
}

import type { TTask, TTaskList, TTaskRecord } from '@club/contract/task';

/** Test data for the task screens: the server's answers, each field overridable. */

export const task = (id: number, extra: Partial<TTask> = {}): TTask => ({
  id,
  title: `Trailer ${id}`,
  videoUrl: `/uploads/trailer-${id}.mp4`,
  poster: null,
  projectId: null,
  reward: 100,
  requiredSeconds: 30,
  state: 'notCompleted',
  sessionId: null,
  secondsLeft: null,
  ...extra,
});

/** Today's list; `left` counts the tasks not rewarded yet, as the server does. */
export const today = (list: TTask[], extra: Partial<TTaskList> = {}): TTaskList => ({
  day: '2026-11-20',
  dailyCount: 3,
  left: list.filter((t) => t.state !== 'rewarded').length,
  list,
  ...extra,
});

export const record = (sessionId: number, extra: Partial<TTaskRecord> = {}): TTaskRecord => ({
  sessionId,
  taskId: sessionId,
  title: `Trailer ${sessionId}`,
  day: '2026-11-20',
  state: 'rewarded',
  reward: 100,
  startedAt: '2026-11-20T10:00:00.000Z',
  rewardedAt: '2026-11-20T10:00:31.000Z',
  ...extra,
});

import { contractSchema, post } from '../../../api/client';
import { type PageBody, useServerTable } from '../../../ui/use-server-table';

/** Every trailer-task call caches under this key. */
export const tasksKey = ['trailer-tasks'] as const;

export const postTaskPage = (body: PageBody) =>
  post('admin/trailer/task/page', body, { schema: contractSchema((c) => c.ZTaskPage) });

/** The trailer tasks, newest first, with what their rewarded sessions were paid. */
export function useTaskTable() {
  return useServerTable(tasksKey, postTaskPage, {});
}

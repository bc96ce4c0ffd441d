import { useQuery } from '@tanstack/react-query';
import { contractSchema, get } from '../../../api/client';
import { currentLanguage } from '../../../i18n';
import { taskListKey } from './keys';

export const getTaskList = (signal?: AbortSignal) =>
  get('/app/trailer/task/list', undefined, { schema: contractSchema('task', (c) => c.ZTaskList), signal });

/**
 * Today's tasks (UTC day) with their states, the member's daily count and how many are left. Asked
 * on every visit: a watch, a reward or a new day changes it on the server.
 */
export function useTaskList() {
  return useQuery({
    queryKey: [...taskListKey, currentLanguage()],
    queryFn: ({ signal }) => getTaskList(signal),
    refetchOnMount: 'always',
  });
}

import { useQuery } from '@tanstack/react-query';
import { contractSchema, get } from '../../../api/client';
import { taskSessionKey } from './keys';

export const getStartTask = (taskId: number, signal?: AbortSignal) =>
  get(
    '/app/trailer/task/startTask',
    { taskId },
    { schema: contractSchema('task', (c) => c.ZTaskSession), signal },
  );

/**
 * Starts watching: the server times the watch from this call. A query rather than a mutation so a
 * double mount asks once; it is never refetched while the screen is open (that would restart the
 * watch) and is dropped when the screen closes, so the next opening starts anew. `dataUpdatedAt` is
 * when the answer came, which the countdown counts from.
 */
export function useStartTask(taskId: number, enabled: boolean) {
  return useQuery({
    queryKey: taskSessionKey(taskId),
    queryFn: ({ signal }) => getStartTask(taskId, signal),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnMount: false,
    refetchOnReconnect: false,
  });
}

import { useInfiniteQuery } from '@tanstack/react-query';
import { contractSchema, get } from '../../../api/client';
import { nextPageParam, uniqueItems } from '../../../api/paged';
import { currentLanguage } from '../../../i18n';
import { taskRecordsKey } from './keys';

export const TASK_RECORDS_PAGE_SIZE = 20;

export const getTaskRecords = (page: number, size: number, signal?: AbortSignal) =>
  get(
    '/app/trailer/task/records',
    { page, size },
    { schema: contractSchema('task', (c) => c.ZTaskRecords), signal },
  );

/** My tasks: every session the member started, newest first, page by page. */
export function useTaskRecords() {
  const query = useInfiniteQuery({
    queryKey: [...taskRecordsKey, currentLanguage()],
    refetchOnMount: 'always',
    queryFn: ({ pageParam, signal }) => getTaskRecords(pageParam, TASK_RECORDS_PAGE_SIZE, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });
  return { ...query, records: uniqueItems(query.data?.pages, (r) => r.sessionId) };
}

import { useInfiniteQuery } from '@tanstack/react-query';
import { contractSchema, get } from '../../../api/client';
import { nextPageParam, uniqueItems } from '../../../api/paged';
import { reportAssistantsKey } from './keys';

export const REPORT_ASSISTANTS_PAGE_SIZE = 20;

export const getReportAssistants = (page: number, size: number, signal?: AbortSignal) =>
  get(
    '/app/report/report/assistants',
    { page, size },
    { schema: contractSchema('report', (c) => c.ZReportAssistants), signal },
  );

/** A director's assistants with their teams' figures, page by page. An assistant is refused (not open). */
export function useReportAssistants() {
  const query = useInfiniteQuery({
    queryKey: reportAssistantsKey,
    refetchOnMount: 'always',
    queryFn: ({ pageParam, signal }) => getReportAssistants(pageParam, REPORT_ASSISTANTS_PAGE_SIZE, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });
  return { ...query, assistants: uniqueItems(query.data?.pages, (a) => a.userId) };
}

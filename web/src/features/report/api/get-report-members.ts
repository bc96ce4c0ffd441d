import { useInfiniteQuery } from '@tanstack/react-query';
import { contractSchema, get } from '../../../api/client';
import { nextPageParam, uniqueItems } from '../../../api/paged';
import { type ReportMemberFilters, type ReportScope, reportMembersKey } from './keys';

export const REPORT_MEMBERS_PAGE_SIZE = 20;

export const getReportMembers = (
  assistantId: ReportScope,
  filters: ReportMemberFilters,
  page: number,
  size: number,
  signal?: AbortSignal,
) =>
  get(
    '/app/report/report/members',
    { assistantId, ...filters, page, size },
    { schema: contractSchema('report', (c) => c.ZReportMembers), signal },
  );

/**
 * The team's members under the filters, page by page. Pages are offsets: someone who registers while
 * the director scrolls repeats a row on the next page, kept once by user id.
 */
export function useReportMembers(assistantId: ReportScope, filters: ReportMemberFilters) {
  const query = useInfiniteQuery({
    queryKey: reportMembersKey(assistantId, filters),
    refetchOnMount: 'always',
    queryFn: ({ pageParam, signal }) =>
      getReportMembers(assistantId, filters, pageParam, REPORT_MEMBERS_PAGE_SIZE, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });
  return { ...query, members: uniqueItems(query.data?.pages, (m) => m.userId) };
}

import type { TAccountDetailBody } from '@club/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { contractSchema, post } from '../../../api/client';
import { nextPageParam, uniqueItems } from '../../../api/paged';
import { currentLanguage } from '../../../i18n';

export type DetailFilter = Omit<TAccountDetailBody, 'page' | 'size'>;

export const DETAIL_PAGE_SIZE = 20;

export const postAccountDetailPage = (body: TAccountDetailBody, signal?: AbortSignal) =>
  post('/app/funds/account_detail/page', body, {
    schema: contractSchema('funds', (c) => c.ZAccountDetailPage),
    signal,
  });

/**
 * The member's ledger lines, newest first, page by page. Type labels come translated from the
 * server, so the language is part of the key.
 */
export function useAccountDetails(filter: DetailFilter) {
  const query = useInfiniteQuery({
    queryKey: ['funds', 'details', currentLanguage(), filter],
    queryFn: ({ pageParam, signal }) =>
      postAccountDetailPage({ ...filter, page: pageParam, size: DETAIL_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });
  return { ...query, lines: uniqueItems(query.data?.pages) };
}

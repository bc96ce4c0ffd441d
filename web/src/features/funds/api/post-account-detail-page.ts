import type { TAccountDetailBody, TAccountDetailLine } from '@club/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { contractSchema, post } from '../../../api/client';
import { currentLanguage } from '../../../i18n';

export type DetailFilter = Omit<TAccountDetailBody, 'page' | 'size'>;

export const DETAIL_PAGE_SIZE = 20;

export const postAccountDetailPage = (body: TAccountDetailBody, signal?: AbortSignal) =>
  post('/app/funds/account_detail/page', body, {
    schema: contractSchema((c) => c.ZPageOf(c.ZAccountDetailLine)),
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
    getNextPageParam: ({ pagination: p }) => (p.page * p.size < p.total ? p.page + 1 : undefined),
  });
  return { ...query, lines: query.data ? uniqueLines(query.data.pages.flatMap((p) => p.list)) : undefined };
}

/**
 * Pages are offsets: a line posted while the member scrolls pushes the older ones down, and the
 * next page repeats the last line of the one before. Keep each line once.
 */
function uniqueLines(lines: TAccountDetailLine[]): TAccountDetailLine[] {
  const seen = new Set<number>();
  return lines.filter((line) => !seen.has(line.id) && seen.add(line.id));
}

import { useInfiniteQuery } from '@tanstack/react-query';
import { contractSchema, get } from '../../../api/client';
import { nextPageParam, uniqueItems } from '../../../api/paged';
import { drawsKey } from './keys';

export const DRAWS_PAGE_SIZE = 20;

export const getDraws = (page: number, size: number, signal?: AbortSignal) =>
  get(
    '/app/lottery/draws',
    { page, size },
    { schema: contractSchema('lottery', (c) => c.ZDrawPage), signal },
  );

/** My prizes: every draw of the member, newest first, page by page. */
export function useDraws() {
  const query = useInfiniteQuery({
    queryKey: drawsKey,
    // A pending cash prize is paid, a coupon used or expired on the server: fresh on every visit.
    refetchOnMount: 'always',
    queryFn: ({ pageParam, signal }) => getDraws(pageParam, DRAWS_PAGE_SIZE, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });
  return { ...query, draws: uniqueItems(query.data?.pages) };
}

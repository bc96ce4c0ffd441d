import { useInfiniteQuery } from '@tanstack/react-query';
import { contractSchema, get } from '../../../api/client';
import { currentLanguage } from '../../../i18n';

export const WITHDRAW_PAGE_SIZE = 20;

export const getWithdrawOrders = (page: number, size: number, signal?: AbortSignal) =>
  get(
    '/app/withdraw/withdraw/withdraw',
    { page, size },
    { schema: contractSchema((c) => c.ZPageOf(c.ZWithdrawOrder)), signal },
  );

export const withdrawOrdersKey = ['withdraw', 'orders'] as const;

/** The member's withdrawals, newest first, page by page; channel names are translated. */
export function useWithdrawOrders() {
  const query = useInfiniteQuery({
    queryKey: [...withdrawOrdersKey, currentLanguage()],
    // Operators change this out of band (verify, approve, confirm): fresh on every visit.
    refetchOnMount: 'always',
    queryFn: ({ pageParam, signal }) => getWithdrawOrders(pageParam, WITHDRAW_PAGE_SIZE, signal),
    initialPageParam: 1,
    getNextPageParam: ({ pagination: p }) => (p.page * p.size < p.total ? p.page + 1 : undefined),
  });
  // Offset pages: a withdrawal made while scrolling repeats the last one of the page before.
  const seen = new Set<number>();
  const orders = query.data?.pages
    .flatMap((p) => p.list)
    .filter((order) => !seen.has(order.id) && seen.add(order.id));
  return { ...query, orders };
}

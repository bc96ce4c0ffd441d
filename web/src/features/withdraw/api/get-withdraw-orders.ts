import { useInfiniteQuery } from '@tanstack/react-query';
import { contractSchema, get } from '../../../api/client';
import { nextPageParam, uniqueItems } from '../../../api/paged';
import { currentLanguage } from '../../../i18n';

export const WITHDRAW_PAGE_SIZE = 20;

export const getWithdrawOrders = (page: number, size: number, signal?: AbortSignal) =>
  get(
    '/app/withdraw/withdraw/withdraw',
    { page, size },
    { schema: contractSchema('withdraw', (c) => c.ZWithdrawOrderPage), signal },
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
    getNextPageParam: nextPageParam,
  });
  return { ...query, orders: uniqueItems(query.data?.pages) };
}

import type { TRechargeOrder } from '@club/contract';
import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { contractSchema, get } from '../../../api/client';
import { ApiError } from '../../../api/errors';
import { nextPageParam, uniqueItems } from '../../../api/paged';
import { currentLanguage, t } from '../../../i18n';

export const ORDERS_PAGE_SIZE = 20;
/** Pages of the list to look through for one order; the API has no "get order" call. */
const FIND_PAGE_SIZE = 50;
const FIND_MAX_PAGES = 10;

export const getRechargeOrders = (page: number, size: number, signal?: AbortSignal) =>
  get(
    '/app/recharge/recharge/recharge',
    { page, size },
    { schema: contractSchema('recharge', (c) => c.ZRechargeOrderPage), signal },
  );

/** Channel names come translated from the server, so the language is part of every key. */
export const rechargeOrdersKey = ['recharge', 'orders'] as const;

/** The member's recharge orders, newest first, page by page (recharge details). */
export function useRechargeOrders() {
  const query = useInfiniteQuery({
    queryKey: [...rechargeOrdersKey, 'list', currentLanguage()],
    queryFn: ({ pageParam, signal }) => getRechargeOrders(pageParam, ORDERS_PAGE_SIZE, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });
  return { ...query, orders: uniqueItems(query.data?.pages) };
}

/**
 * One order, for the payment page. Submitting puts the new order in this query's cache; after a
 * reload it is looked up in the member's list, newest first, where a payable order is near the top.
 */
async function findRechargeOrder(orderId: number, signal?: AbortSignal): Promise<TRechargeOrder> {
  for (let page = 1; page <= FIND_MAX_PAGES; page++) {
    const { list, pagination } = await getRechargeOrders(page, FIND_PAGE_SIZE, signal);
    const order = list.find((o) => o.id === orderId);
    if (order) return order;
    if (page * pagination.size >= pagination.total) break;
  }
  throw new ApiError(404, t('recharge.orderNotFound'));
}

export const rechargeOrderQuery = (orderId: number, lang: string) =>
  queryOptions({
    queryKey: [...rechargeOrdersKey, 'one', lang, orderId],
    queryFn: ({ signal }) => findRechargeOrder(orderId, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useRechargeOrder(orderId: number) {
  return useQuery({ ...rechargeOrderQuery(orderId, currentLanguage()), enabled: orderId > 0 });
}

import { Fragment, type ReactNode } from 'react';
import { combineQueries } from '../api/combine-queries';
import { EmptyState } from '../ui/empty-state';
import { InfiniteFooter } from '../ui/infinite-footer';
import { type Money, moneyOf } from '../ui/money';
import { OrderLines } from '../ui/order-line';
import { QueryState } from '../ui/query-state';
import { Refreshable } from '../ui/refreshable';
import { useIncome } from './api/get-income';
import { PageNavBar } from './nav-bar';

/** A paged list of the member's orders, as the endpoint hooks return it (`useInfiniteQuery` + `orders`). */
type PagedOrders<O> = {
  orders: O[] | undefined;
  error: unknown;
  isPending: boolean;
  refetch: () => Promise<unknown>;
  hasNextPage: boolean;
  fetchNextPage: (options: { throwOnError: true }) => Promise<unknown>;
};

/**
 * A history of the member's orders (recharge details, withdrawal details): newest first, page by
 * page, pull to refresh, amounts in the wallet's currency; `line` draws one order (an OrderLine).
 */
export function OrderHistoryPage<O extends { id: number }>({
  title,
  orders,
  empty,
  line,
}: {
  title: string;
  orders: PagedOrders<O>;
  /** What an empty history says. */
  empty: string;
  line: (order: O, money: Money) => ReactNode;
}) {
  const income = useIncome();
  const query = combineQueries({ orders: { ...orders, data: orders.orders }, currency: income });
  return (
    <>
      <PageNavBar title={title} />
      <Refreshable onRefresh={query.refetch}>
        <QueryState query={query}>
          {({ orders: list, currency }) => {
            if (list.length === 0) return <EmptyState description={empty} />;
            const money = moneyOf(currency);
            return (
              <>
                <OrderLines>
                  {list.map((order) => (
                    <Fragment key={order.id}>{line(order, money)}</Fragment>
                  ))}
                </OrderLines>
                <InfiniteFooter query={orders} />
              </>
            );
          }}
        </QueryState>
      </Refreshable>
    </>
  );
}

import {
  type FetchInfiniteQueryOptions,
  type FetchQueryOptions,
  type Query,
  QueryClient,
} from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A 60 s timeout already waited long enough; the user retries by tapping (spec §8).
      retry: false,
      refetchOnWindowFocus: false,
      staleTime: 30_000,
    },
    mutations: { retry: false },
  },
});

/** How recent an answer the page's own opening fetch counts as this visit's. */
const JUST_FETCHED_MS = 3_000;

/**
 * `refetchOnMount` for figures that must be fresh on every visit (balances, amounts raised): asked
 * again on each mount, unless the navigation to the page fetched them a moment ago.
 */
export const freshEachVisit = (query: Pick<Query, 'state'>) =>
  Date.now() - query.state.dataUpdatedAt < JUST_FETCHED_MS ? false : 'always';

// biome-ignore lint/suspicious/noExplicitAny: any query's options, whatever their data and key
type AnyFetch = FetchQueryOptions<any, any, any, any>;
// biome-ignore lint/suspicious/noExplicitAny: any paged query's options
type AnyInfiniteFetch = FetchInfiniteQueryOptions<any, any, any, any, any>;

/**
 * A page's opening data (`PagePreparation.prefetch`): asks for the queries not cached yet, and
 * gives a promise to wait on only when it had to. Cached ones, even stale, show at once and
 * refresh on the page as usual.
 */
export function fetchMissing(...queries: (AnyFetch | AnyInfiniteFetch)[]): Promise<unknown> | undefined {
  const missing = queries.filter((q) => queryClient.getQueryData(q.queryKey) === undefined);
  if (missing.length === 0) return undefined;
  return Promise.allSettled(
    missing.map((q) =>
      'initialPageParam' in q
        ? queryClient.prefetchInfiniteQuery(q as AnyInfiniteFetch)
        : queryClient.prefetchQuery(q as AnyFetch),
    ),
  );
}

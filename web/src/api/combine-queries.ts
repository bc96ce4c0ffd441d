/** What a page's QueryState reads of a query; TanStack's results fit, and so does a combination. */
export type QueryLike<T> = {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  refetch: () => unknown;
};

/** A query's data once it has some. */
type DataOf<Q extends QueryLike<unknown>> = Exclude<Q['data'], undefined>;

/**
 * A page's queries as one (`{ orders, income }` → one QueryLike of `{ orders, income }`): the data
 * once every query has its own, the first error in the order given, pending while any is, and a
 * refetch of them all (what pull-to-refresh and the error's retry call).
 */
export function combineQueries<Q extends Record<string, QueryLike<unknown>>>(
  queries: Q,
): QueryLike<{ [K in keyof Q]: DataOf<Q[K]> }> & { refetch: () => Promise<unknown[]> } {
  const entries = Object.entries(queries);
  const complete = entries.every(([, query]) => query.data !== undefined);
  return {
    data: complete
      ? (Object.fromEntries(entries.map(([key, query]) => [key, query.data])) as {
          [K in keyof Q]: DataOf<Q[K]>;
        })
      : undefined,
    error: entries.find(([, query]) => query.error)?.[1].error ?? null,
    isPending: entries.some(([, query]) => query.isPending),
    refetch: () => Promise.all(entries.map(([, query]) => query.refetch())),
  };
}

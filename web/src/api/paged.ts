/** A page of an offset-paged list call, as the server answers it. */
export type Paged<T> = { list: T[]; pagination: { page: number; size: number; total: number } };

/** TanStack Query's next page: the one after this, while items remain. */
export const nextPageParam = ({ pagination: p }: Paged<unknown>) =>
  p.page * p.size < p.total ? p.page + 1 : undefined;

/**
 * Pages are offsets: an item added while the member scrolls pushes older ones down, and the next
 * page repeats the last item of the one before. Keep each item once, in order.
 */
export function uniqueItems<T extends { id: number }>(pages: Paged<T>[] | undefined): T[] | undefined;
/** Items known by another field than `id` (a task record by its session). */
export function uniqueItems<T>(pages: Paged<T>[] | undefined, idOf: (item: T) => number): T[] | undefined;
export function uniqueItems<T>(
  pages: Paged<T>[] | undefined,
  idOf = (item: T) => (item as { id: number }).id,
): T[] | undefined {
  if (!pages) return undefined;
  const seen = new Set<number>();
  return pages.flatMap((p) => p.list).filter((item) => !seen.has(idOf(item)) && seen.add(idOf(item)));
}

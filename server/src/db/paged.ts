import type { SelectQueryBuilder } from 'kysely';

/** Which page of a list a caller asks for (1-based), as every paged call takes it. */
export type PageAt = { page: number; size: number };

/**
 * One page of a filtered query and the count of everything it matches, both from the same `base`
 * (tables, joins and filters, no selection), so the page and its total never disagree; `pick` adds
 * the page's selection and order (and joins that only add columns). In the spirit of the Bluesky PDS's `paginate(qb, opts)`.
 */
export async function paged<DB, TB extends keyof DB, PickDB, PickTB extends keyof PickDB, O>(
  base: SelectQueryBuilder<DB, TB, object>,
  at: PageAt,
  pick: (query: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<PickDB, PickTB, O>,
): Promise<{ rows: O[]; total: number }> {
  const [rows, count] = await Promise.all([
    pick(base)
      .limit(at.size)
      .offset((at.page - 1) * at.size)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  // Kysely cannot see the alias through the generic tables; PostgreSQL answers a count as text.
  return { rows, total: Number((count as { n: number | string }).n) };
}

/** The answer of a paged call: the page's items and where they stand in the whole list. */
export const pageOf = <T>(list: T[], at: PageAt, total: number) => ({
  list,
  pagination: { page: at.page, size: at.size, total },
});

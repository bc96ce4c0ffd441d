import * as z from 'zod';

/** A page of a list, as every paged call answers it. */
export function ZPageOf<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    pagination: z.object({ page: z.number().int(), size: z.number().int(), total: z.number().int() }),
  });
}

/** Which page of a member's list (GET calls: the query string). */
export const ZPageQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});

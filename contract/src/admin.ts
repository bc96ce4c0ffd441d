import * as z from 'zod';
import { ZSingleLineText } from './text';

/**
 * The body of every back-office list call (`POST /api/admin/…/page`): page and size, one sort
 * column out of those the list allows (newest first when none is given), and the list's filters.
 * Answers are `ZPageOf(item)`: `{list, pagination: {page, size, total}}`.
 */
export function ZAdminPageBody<S extends string, F extends z.ZodRawShape>(
  sortFields: readonly [S, ...S[]],
  filters: F,
) {
  return z.strictObject({
    page: z.number().int().min(1).max(100_000).default(1),
    size: z.number().int().min(1).max(100).default(20),
    sortField: z.enum(sortFields).optional(),
    sortOrder: z.enum(['asc', 'desc']).default('desc'),
    ...filters,
  });
}

/** A free-text search box: trimmed, empty means no filter. */
export const ZSearchText = ZSingleLineText.trim()
  .max(100)
  .transform((s) => (s === '' ? undefined : s))
  .optional();

/** The signed-in operator: what the back office shows and which menus it offers. */
export const ZOperatorPerson = z.object({
  id: z.number().int(),
  username: z.string(),
  roleName: z.string(),
  /** The role's keys (`module:submodule:action`, `*` wildcards); the server checks them on every call. */
  permissions: z.array(z.string()),
  /** Whether they have a second factor, and whether they must (then only enrolment is open until they do). */
  secondFactor: z.object({ enrolled: z.boolean(), required: z.boolean() }),
});

/** What a back-office list call's body carries besides its filters, once parsed. */
export type TAdminPage<S extends string> = {
  page: number;
  size: number;
  sortField?: S;
  sortOrder: 'asc' | 'desc';
};
/** A page of a list, as every paged call answers. */
export type TPaged<T> = { list: T[]; pagination: { page: number; size: number; total: number } };

/** The member an order, card or request belongs to, as the operator sees them. */
export const ZOrderMember = { userId: z.number().int(), memberPhone: z.string().nullable() };

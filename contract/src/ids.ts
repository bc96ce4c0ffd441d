import * as z from 'zod';

/**
 * Row ids are PostgreSQL `integer`, so nothing larger can exist; a larger one in a request would
 * reach the database and fail there (an error, not a "not found"), so every id input stops here.
 */
export const ROW_ID_MAX = 2_147_483_647;

/** An id in a JSON body. */
export const ZId = z.number().int().positive().max(ROW_ID_MAX);

/** An id in a query string (text, read as a number). */
export const ZIdText = z.coerce.number().int().positive().max(ROW_ID_MAX);

/** A body naming one row. */
export const ZIdBody = z.strictObject({ id: ZId });

/** What a call that creates a row answers: the new row's id. */
export const ZCreatedId = z.object({ id: z.number().int() });

/**
 * Fixed spans in milliseconds, for the server and both apps alike. A calendar day in the club's time
 * zone is not always DAY_MS long (daylight saving): the server's `kernel/calendar.ts` works those out.
 */
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

import type { Wallet } from '@club/contract';

/**
 * The wallets in the order the product names them. Kept here rather than imported from the
 * contract's WALLETS, whose module carries zod into the page's first load; filters.test.ts checks
 * the two lists hold the same wallets.
 */
export const WALLET_ORDER: readonly Wallet[] = ['recharge', 'work', 'income', 'internal', 'frozen'];

/** With no dates chosen, the statement covers the last 30 days, today included. */
export const STATEMENT_DEFAULT_DAYS = 30;

/** How far back the calendar goes. */
const CALENDAR_MONTHS = 24;

/**
 * A calendar day as the API takes it, YYYY-MM-DD. It is the day the member picked on their own
 * calendar; the server reads it as a UTC day, so a range's edges can differ by the time-zone offset.
 */
export function toDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function startOfToday(now = new Date()): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}

/** Calendar arithmetic (not 24-hour steps), so a daylight-saving change cannot skip a day. */
export function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/** The statement's default range: the last 30 days, today included. */
export function defaultStatementRange(now = new Date()): [Date, Date] {
  const today = startOfToday(now);
  return [addDays(today, 1 - STATEMENT_DEFAULT_DAYS), today];
}

/** The days the calendar offers: from the first of the month two years back, to today. */
export function calendarBounds(now = new Date()): { min: Date; max: Date } {
  return { min: new Date(now.getFullYear(), now.getMonth() - CALENDAR_MONTHS, 1), max: startOfToday(now) };
}

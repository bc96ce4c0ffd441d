import { formatDate } from './format';

/** The time of day in the locale: "09:05 AM", "09:05". */
export function timeOfDay(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(date);
}

/**
 * A message's time in a list (messages, chat rooms), short enough to leave the title room: the time
 * of day for today's messages, else the date. A details page shows both.
 */
export function listTime(iso: string, locale: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  if (date.toDateString() === now.toDateString()) {
    return timeOfDay(iso, locale);
  }
  return formatDate(iso, locale);
}

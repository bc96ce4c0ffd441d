import { formatDate } from '../../ui/format';

/**
 * A message's time in the list, short enough to leave the title room: the time of day for today's
 * messages, else the date. The details page shows both.
 */
export function listTime(iso: string, locale: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  if (date.toDateString() === now.toDateString()) {
    return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(date);
  }
  return formatDate(iso, locale);
}

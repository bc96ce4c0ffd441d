import { DAY_MS } from '@club/contract/lib/time';

/**
 * Day, week (Monday 00:00 to Sunday 24:00) and month boundaries in the platform time zone
 * (PRODUCT.md §8), as UTC instants. One place for them, so a day that is 23 or 25 hours long across
 * a daylight-saving change is counted the same everywhere.
 */

export type PeriodKind = 'day' | 'week' | 'month';
export type Period = { start: number; end: number };

// Fixed lengths, for spans and lifetimes (defined once for all three apps); calendar days in the
// platform zone come from `periodOf`.
export { DAY_MS, HOUR_MS, MINUTE_MS } from '@club/contract/lib/time';

/** An instant as the API writes it (ISO 8601, UTC). */
export const iso = (ms: number) => new Date(ms).toISOString();

/** The start of the UTC day `at` falls in: the club's day for daily limits. */
export const utcDayStart = (at: number) => Math.floor(at / DAY_MS) * DAY_MS;
/** The same, for an instant that may not have happened (null stays null). */
export const isoOrNull = (ms: number | null) => (ms === null ? null : iso(ms));
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string) {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall-clock date and time at `at` in the zone, as if it were UTC. */
function wallClock(at: number, timeZone: string): number {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(at)
      .map((p) => [p.type, Number(p.value)]),
  );
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
}

/** The instant the zone's clocks read midnight starting the given calendar date (month may overflow). */
function midnight(year: number, month: number, day: number, timeZone: string): number {
  const wall = Date.UTC(year, month, day);
  // The zone's offset near that wall time, taken twice: the second pass settles a guess that fell
  // on the other side of a change.
  let at = wall - (wallClock(wall, timeZone) - wall);
  at = wall - (wallClock(at, timeZone) - at);
  return at;
}

/** Whether the zone is one this runtime knows (an IANA name such as `Europe/Berlin`, or `UTC`). */
export function isTimeZone(name: string): boolean {
  try {
    formatter(name);
    return true;
  } catch {
    return false;
  }
}

/** The day, week or month holding `at` in the zone. */
export function periodOf(kind: PeriodKind, at: number, timeZone: string): Period {
  const local = new Date(wallClock(at, timeZone));
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth();
  const d = local.getUTCDate();
  if (kind === 'month') return { start: midnight(y, m, 1, timeZone), end: midnight(y, m + 1, 1, timeZone) };
  const first = kind === 'week' ? d - ((local.getUTCDay() + 6) % 7) : d;
  const days = kind === 'week' ? 7 : 1;
  return { start: midnight(y, m, first, timeZone), end: midnight(y, m, first + days, timeZone) };
}

/** The period right after `p` (of the same kind, in the same zone). */
export function nextPeriod(kind: PeriodKind, p: Period, timeZone: string): Period {
  return periodOf(kind, p.end, timeZone);
}

/** The period right before `p`. */
export function previousPeriod(kind: PeriodKind, p: Period, timeZone: string): Period {
  // An hour before the start is inside the previous period whatever the zone does that night.
  return periodOf(kind, p.start - DAY_MS / 24, timeZone);
}

/** The calendar date (`YYYY-MM-DD`) the zone's clocks show at `at`. */
export function dateOf(at: number, timeZone: string): string {
  return new Date(wallClock(at, timeZone)).toISOString().slice(0, 10);
}

import type { Db } from '../../db';
import { DAY_MS, dateOf, nextPeriod, periodOf } from '../../kernel/calendar';
import { type Job, letRequestsIn } from '../../kernel/job';
import type { SettingsService } from '../settings/service';
import { insertDay, lastDay, teamAt } from './days-repo';
import type { Holder } from './repo';
import { allHolders } from './roles-repo';

/** How far back a new holder's graphs are filled in from history: the longest graph. */
const HISTORY_DAYS = 90;

/**
 * Closes the days of one holder's team that are over and not written yet, oldest first, back to 90
 * days for a new holder: one row per day (a second run, or a second process, writes nothing more).
 * Each day walks the team in one query; the event loop is let go between days, so a member's request
 * waits behind one day's query at most, never behind a holder's whole history.
 */
export async function closeHolderDays(db: Db, holder: Holder, timeZone: string, now: number) {
  const last = await lastDay(db, holder.id);
  let day =
    last === undefined
      ? periodOf('day', now - HISTORY_DAYS * DAY_MS, timeZone)
      : nextPeriod('day', periodOf('day', last, timeZone), timeZone);
  while (day.end <= now) {
    const figures = await teamAt(db, holder, day.start, day.end);
    await insertDay(db, {
      holder_id: holder.id,
      day_start: day.start,
      day: dateOf(day.start, timeZone),
      ...figures,
    });
    await letRequestsIn();
    day = nextPeriod('day', day, timeZone);
  }
}

/** Every holder's days, as `closeHolderDays`; after downtime, the days missed. */
export async function closeReportDays(db: Db, settings: SettingsService, now: number) {
  const { timeZone } = await settings.all();
  for (const h of await allHolders(db)) {
    await closeHolderDays(db, { id: h.user_id, role: h.role }, timeZone, now);
  }
}

export function reportDayJob(db: Db, settings: SettingsService): Job {
  return { name: 'report-day-close', everySeconds: 300, run: (now) => closeReportDays(db, settings, now) };
}

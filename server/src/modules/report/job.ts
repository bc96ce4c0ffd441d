import type { Db } from '../../db';
import { DAY_MS, dateOf, nextPeriod, periodOf } from '../../kernel/calendar';
import type { Job } from '../../kernel/job';
import type { SettingsService } from '../settings/service';
import { insertDay, lastDay, teamAt } from './days-repo';
import type { Holder } from './repo';
import { allHolders } from './roles-repo';

/** How far back a new holder's graphs are filled in from history: the longest graph. */
const HISTORY_DAYS = 90;

/**
 * Closes every day of every holder's team that is over and not written yet, oldest first: one row per
 * holder and day (a second run, or a second process, writes nothing more), back to 90 days for a new
 * holder, and after downtime the days missed.
 */
export async function closeReportDays(db: Db, settings: SettingsService, now: number) {
  const { timeZone } = await settings.all();
  for (const h of await allHolders(db)) {
    const holder: Holder = { id: h.user_id, role: h.role };
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
      day = nextPeriod('day', day, timeZone);
    }
  }
}

export function reportDayJob(db: Db, settings: SettingsService): Job {
  return { name: 'report-day-close', everySeconds: 300, run: (now) => closeReportDays(db, settings, now) };
}

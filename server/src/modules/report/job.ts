import type { Db } from '../../db';
import { DAY_MS, dateOf, nextPeriod, type Period, periodOf } from '../../kernel/calendar';
import { JOB_STEP_ROWS, type Job, letRequestsIn, stepUntilDone } from '../../kernel/job';
import type { SettingsService } from '../settings/service';
import { dropSpansBefore } from './counts-repo';
import { type DayFigures, historyOf, insertDays, lastDay, subtreeSlice, underAny } from './days-repo';
import type { Holder } from './repo';
import { allHolders, assistantIdsOf } from './roles-repo';

/** How far back a new holder's graphs are filled in from history: the longest graph. */
const HISTORY_DAYS = 90;

/**
 * Closes the days of one holder's team that are over and not written yet, oldest first, back to 90
 * days for a new holder: one row per day (a second run, or a second process, writes nothing more).
 * The team is read once for all those days, a slice of members at a time with the event loop let
 * go between slices, so a member's request waits behind one slice at most however large the team.
 */
export async function closeHolderDays(db: Db, holder: Holder, timeZone: string, now: number) {
  const last = await lastDay(db, holder.id);
  const days: Period[] = [];
  let day =
    last === undefined
      ? periodOf('day', now - HISTORY_DAYS * DAY_MS, timeZone)
      : nextPeriod('day', periodOf('day', last, timeZone), timeZone);
  while (day.end <= now) {
    days.push(day);
    day = nextPeriod('day', day, timeZone);
  }
  if (days.length === 0) return;
  const figures = days.map((): DayFigures => ({ users: 0, new_users: 0, members: 0, shareholding: 0 }));
  // The team as `repo.ts teamOf` has it: the holder's own subtree, then each assistant's, a member
  // under two of them counted in the first.
  const assistants = holder.role === 'director' ? await assistantIdsOf(db, holder.id) : [];
  const parts = [holder.id, ...assistants.map((a) => a.user_id)];
  for (const [i, part] of parts.entries()) {
    let after = { depth: 0, userId: 0 };
    for (;;) {
      const slice = await subtreeSlice(db, part, after, JOB_STEP_ROWS);
      const lastRow = slice.at(-1);
      if (!lastRow) break;
      after = { depth: lastRow.depth, userId: lastRow.user_id };
      const ids = slice.map((r) => r.user_id).filter((id) => id !== holder.id);
      const counted = await underAny(db, ids, parts.slice(0, i));
      add(
        figures,
        days,
        await historyOf(
          db,
          ids.filter((id) => !counted.has(id)),
        ),
      );
      await letRequestsIn();
    }
  }
  await insertDays(
    db,
    days.map((d, i) => ({
      holder_id: holder.id,
      day_start: d.start,
      day: dateOf(d.start, timeZone),
      ...figures[i],
    })),
  );
}

/**
 * Adds members to each day's figures as the team stood at the day's end: who had joined (and who
 * joined that day), who held a membership, and the principal invested and not revoked by then.
 */
function add(figures: DayFigures[], days: Period[], history: Awaited<ReturnType<typeof historyOf>>) {
  const membershipsOf = new Map<number, { from: number; to: number }[]>();
  for (const m of history.memberships) {
    const spans = membershipsOf.get(m.user_id) ?? [];
    spans.push({ from: Number(m.activated_at), to: Number(m.expires_at) });
    membershipsOf.set(m.user_id, spans);
  }
  for (const [i, { start, end }] of days.entries()) {
    const f = figures[i];
    for (const u of history.users) {
      const joined = Number(u.created_at);
      if (joined < end) f.users++;
      if (joined >= start && joined < end) f.new_users++;
    }
    for (const spans of membershipsOf.values()) {
      if (spans.some((s) => s.from < end && s.to >= end)) f.members++;
    }
    for (const inv of history.investments) {
      const revoked = inv.revoked_at === null ? null : Number(inv.revoked_at);
      if (Number(inv.invested_at) < end && (revoked === null || revoked >= end))
        f.shareholding += Number(inv.principal);
    }
  }
}

/** No summary reads a span further back than a week; a day more for any time zone's week. */
const SPANS_KEPT_MS = 8 * DAY_MS;

/**
 * Every holder's days, as `closeHolderDays`; after downtime, the days missed. Then drops the
 * quarter hours of principal and returns no summary reads any more, a bounded step at a time.
 */
export async function closeReportDays(db: Db, settings: SettingsService, now: number) {
  const { timeZone } = await settings.all();
  for (const h of await allHolders(db)) {
    await closeHolderDays(db, { id: h.user_id, role: h.role }, timeZone, now);
  }
  await stepUntilDone(() => dropSpansBefore(db, now - SPANS_KEPT_MS, JOB_STEP_ROWS));
}

export function reportDayJob(db: Db, settings: SettingsService): Job {
  return { name: 'report-day-close', everySeconds: 300, run: (now) => closeReportDays(db, settings, now) };
}

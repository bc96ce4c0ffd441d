import type {
  TAdminReportRole,
  TReportAssistant,
  TReportGraph,
  TReportGraphKind,
  TReportMember,
  TReportMembersQuery,
  TReportSummary,
} from '@club/contract';
import type { Db } from '../../db';
import { DAY_MS, dateOf, iso, nextPeriod, periodOf } from '../../kernel/calendar';
import type { Clock } from '../../kernel/clock';
import { fail } from '../../kernel/errors';
import type { Job } from '../../kernel/job';
import { maskPhone } from '../../kernel/phone';
import { writeAudit } from '../audit/repo';
import type { SettingsService } from '../settings/service';
import { findUserById } from '../user/repo';
import {
  allHolders,
  assistantsPage,
  countAssistants,
  countMembers,
  countRoles,
  daysOf,
  deleteRole,
  type Holder,
  incomeOf,
  insertDay,
  insertRole,
  lastDay,
  levelsOf,
  membersPage,
  type ReportRole,
  roleOf,
  rolesPage,
  shareholdingOf,
  teamAt,
  teamsOf,
} from './repo';

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

/** Team reports for directors and assistants, and the roles behind them (PRODUCT.md §11). */
export function createReportService(deps: { db: Db; clock: Clock; settings: SettingsService }) {
  const { db, clock, settings } = deps;

  /**
   * Whose team the caller may see: their own, or, for a director, one of their assistants'. Anyone
   * without a role is refused every report call.
   */
  async function holderFor(userId: number, assistantId?: number): Promise<Holder> {
    const own = await roleOf(db, userId);
    if (!own) fail('FORBIDDEN');
    if (assistantId === undefined || assistantId === userId) return { id: userId, role: own.role };
    const assistant = await roleOf(db, assistantId);
    if (own.role !== 'director' || assistant?.role !== 'assistant' || assistant.director_id !== userId) {
      fail('FORBIDDEN');
    }
    return { id: assistantId, role: 'assistant' };
  }

  return {
    async summary(userId: number, q: { assistantId?: number }): Promise<TReportSummary> {
      const holder = await holderFor(userId, q.assistantId);
      const now = clock.now();
      const { timeZone } = await settings.all();
      const spans = {
        day: periodOf('day', now, timeZone).start,
        week: periodOf('week', now, timeZone).start,
        end: now + 1,
      };
      const [user, levels, teams, assistants, income, shareholding] = await Promise.all([
        findUserById(db, holder.id),
        levelsOf(db, holder, now),
        teamsOf(db, holder),
        holder.role === 'director' ? countAssistants(db, holder.id) : 0,
        incomeOf(db, holder, spans),
        shareholdingOf(db, holder, spans),
      ]);
      const rows = levels.map((l) => {
        const users = Number(l.users);
        const members = Number(l.members ?? 0);
        return { level: Number(l.level), users, members, nonMembers: users - members };
      });
      const users = rows.reduce((n, l) => n + l.users, 0);
      const members = rows.reduce((n, l) => n + l.members, 0);
      return {
        role: holder.role,
        holderId: holder.id,
        holderPhone: maskPhone(user?.phone ?? ''),
        timeZone,
        users,
        members,
        nonMembers: users - members,
        teams,
        assistants,
        levels: rows,
        income,
        shareholding,
      };
    },

    async members(userId: number, q: TReportMembersQuery) {
      const holder = await holderFor(userId, q.assistantId);
      const now = clock.now();
      const [rows, total] = await Promise.all([
        membersPage(db, holder, q, now, q.size, (q.page - 1) * q.size),
        countMembers(db, holder, q, now),
      ]);
      return {
        list: rows.map(
          (r): TReportMember => ({
            userId: r.id,
            mobile: maskPhone(r.phone ?? ''),
            memberStatus: Number(r.active) === 1 ? 'activated' : 'notActivated',
            activateMemberTime: r.activated_at == null ? null : iso(Number(r.activated_at)),
            isMemberFeeReturned: r.deposit_returned_at != null,
            registeredTime: iso(Number(r.created_at)),
            level: Number(r.level),
            assist: Number(r.assist) === 1,
          }),
        ),
        pagination: { page: q.page, size: q.size, total },
      };
    },

    /** A director's assistants; an assistant has none, and is told the feature is not open to them. */
    async assistants(userId: number, q: { page: number; size: number }) {
      const holder = await holderFor(userId);
      if (holder.role !== 'director') fail('FEATURE_NOT_OPEN');
      const [rows, total] = await Promise.all([
        assistantsPage(db, holder.id, clock.now(), q.size, (q.page - 1) * q.size),
        countAssistants(db, holder.id),
      ]);
      return {
        list: rows.map(
          (r): TReportAssistant => ({
            userId: r.user_id,
            mobile: maskPhone(r.phone ?? ''),
            nickname: r.nickname,
            since: iso(Number(r.created_at)),
            users: Number(r.users ?? 0),
            members: Number(r.members ?? 0),
            shareholding: Number(r.shareholding ?? 0),
          }),
        ),
        pagination: { page: q.page, size: q.size, total },
      };
    },

    /** A graph over the last `days` closed days, from the day-close job's rows. */
    async graph(
      userId: number,
      q: { assistantId?: number; graph: TReportGraphKind; days: number },
    ): Promise<TReportGraph> {
      const holder = await holderFor(userId, q.assistantId);
      const { timeZone } = await settings.all();
      const today = periodOf('day', clock.now(), timeZone);
      // `days` whole days back from today's start, whatever lengths daylight saving gives them.
      let from = today;
      for (let i = 0; i < q.days; i++) from = periodOf('day', from.start - 1, timeZone);
      const rows = await daysOf(db, holder.id, from.start);
      return {
        graph: q.graph,
        days: q.days,
        points: rows.map((r) =>
          q.graph === 'growth'
            ? { day: r.day, value: Number(r.new_users) }
            : q.graph === 'shareholding'
              ? { day: r.day, value: Number(r.shareholding) }
              : { day: r.day, value: Number(r.users), members: Number(r.members) },
        ),
      };
    },

    // ---- Back office ----

    async rolePage(body: {
      page: number;
      size: number;
      sortOrder: 'asc' | 'desc';
      role?: ReportRole;
      directorId?: number;
      search?: string;
    }) {
      const [rows, total] = await Promise.all([
        rolesPage(db, body, body.sortOrder, body.size, (body.page - 1) * body.size),
        countRoles(db, body),
      ]);
      const users = await Promise.all(
        rows.map(async (r) => {
          const levels = await levelsOf(db, { id: r.user_id, role: r.role }, clock.now());
          return levels.reduce((n, l) => n + Number(l.users), 0);
        }),
      );
      return {
        list: rows.map(
          (r, i): TAdminReportRole => ({
            userId: r.user_id,
            phone: r.phone_e164 ?? '',
            nickname: r.nickname,
            role: r.role,
            directorId: r.director_id,
            directorPhone: r.director_phone ?? null,
            since: iso(Number(r.created_at)),
            assistants: Number(r.assistants ?? 0),
            users: users[i],
          }),
        ),
        pagination: { page: body.page, size: body.size, total },
      };
    },

    async addRole(adminId: number, body: { userId: number; role: ReportRole; directorId?: number }) {
      const now = clock.now();
      const user = await findUserById(db, body.userId);
      if (!user?.phone_e164) fail('NOT_FOUND');
      if (await roleOf(db, body.userId)) fail('REPORT_ROLE_TAKEN');
      let directorId: number | null = null;
      if (body.role === 'assistant') {
        const director = body.directorId === undefined ? undefined : await roleOf(db, body.directorId);
        if (director?.role !== 'director' || director.user_id === body.userId)
          fail('REPORT_DIRECTOR_INVALID');
        directorId = director.user_id;
      }
      const row = {
        user_id: body.userId,
        role: body.role,
        director_id: directorId,
        admin_id: adminId,
        created_at: now,
      };
      await db.transaction().execute(async (trx) => {
        // Two operators at once: the primary key lets one in; the other is told the role is taken.
        if (!(await insertRole(trx, row))) fail('REPORT_ROLE_TAKEN');
        await writeAudit(trx, {
          adminId,
          action: 'report:role:add',
          target: `user:${body.userId}`,
          after: { role: body.role, directorId },
          now,
        });
      });
      return null;
    },

    /** Removes a role; a director's assistants lose theirs with it (they work for no one). */
    async removeRole(adminId: number, body: { userId: number }) {
      const now = clock.now();
      const role = await roleOf(db, body.userId);
      if (!role) fail('NOT_FOUND');
      await db.transaction().execute(async (trx) => {
        const assistants =
          role.role === 'director'
            ? await trx
                .selectFrom('report_roles')
                .select('user_id')
                .where('director_id', '=', body.userId)
                .execute()
            : [];
        for (const a of assistants) await deleteRole(trx, a.user_id);
        await deleteRole(trx, body.userId);
        await writeAudit(trx, {
          adminId,
          action: 'report:role:remove',
          target: `user:${body.userId}`,
          before: {
            role: role.role,
            directorId: role.director_id,
            assistants: assistants.map((a) => a.user_id),
          },
          now,
        });
      });
      return null;
    },
  };
}

export type ReportService = ReturnType<typeof createReportService>;

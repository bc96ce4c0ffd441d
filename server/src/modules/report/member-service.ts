import type {
  TReportAssistant,
  TReportGraph,
  TReportGraphKind,
  TReportMember,
  TReportMembersQuery,
  TReportSummary,
} from '@club/contract';
import type { Db } from '../../db';
import { pageOf } from '../../db/paged';
import { iso, periodOf } from '../../kernel/calendar';
import type { Clock } from '../../kernel/clock';
import { fail } from '../../kernel/errors';
import { maskPhone } from '../../kernel/phone';
import type { SettingsService } from '../settings/service';
import { findUserById } from '../user/repo';
import { daysOf } from './days-repo';
import { type Holder, membersPage } from './repo';
import { assistantsPage, roleOf } from './roles-repo';
import { teamFigures } from './team-figures';

/** Team reports for directors and assistants (PRODUCT.md §11): the summary, the team, assistants, graphs. */
export function createReportMemberService(deps: { db: Db; clock: Clock; settings: SettingsService }) {
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
      const since = {
        day: periodOf('day', now, timeZone).start,
        week: periodOf('week', now, timeZone).start,
      };
      const [user, team] = await Promise.all([
        findUserById(db, holder.id),
        teamFigures(db, holder, now, since),
      ]);
      const rows = team.levels.map((l) => ({
        level: l.level,
        users: l.users,
        members: l.members,
        nonMembers: l.users - l.members,
      }));
      const { users, members, teams, principal, income } = team.total;
      return {
        role: holder.role,
        holderId: holder.id,
        holderPhone: maskPhone(user?.phone ?? ''),
        timeZone,
        users,
        members,
        nonMembers: users - members,
        teams,
        assistants: team.assistants,
        levels: rows,
        income: { day: team.span.incomeDay, week: team.span.incomeWeek, total: income },
        shareholding: { day: team.span.principalDay, week: team.span.principalWeek, total: principal },
      };
    },

    async members(userId: number, q: TReportMembersQuery) {
      const holder = await holderFor(userId, q.assistantId);
      const now = clock.now();
      const { rows, total } = await membersPage(db, holder, q, now, q);
      return pageOf(
        rows.map(
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
        q,
        total,
      );
    },

    /** A director's assistants; an assistant has none, and is told the feature is not open to them. */
    async assistants(userId: number, q: { page: number; size: number }) {
      const holder = await holderFor(userId);
      if (holder.role !== 'director') fail('FEATURE_NOT_OPEN');
      const now = clock.now();
      const { rows, total } = await assistantsPage(db, holder.id, q);
      // Each assistant's own team (under them at any depth), from its running totals.
      const teams = await Promise.all(
        rows.map((r) => teamFigures(db, { id: r.user_id, role: 'assistant' }, now, { day: now, week: now })),
      );
      return pageOf(
        rows.map(
          (r, i): TReportAssistant => ({
            userId: r.user_id,
            mobile: maskPhone(r.phone ?? ''),
            nickname: r.nickname,
            since: iso(Number(r.created_at)),
            users: teams[i].total.users,
            members: teams[i].total.members,
            shareholding: teams[i].total.principal,
          }),
        ),
        q,
        total,
      );
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
  };
}

import type { TAdminReportRole } from '@club/contract';
import type { Db } from '../../db';
import { pageOf } from '../../db/paged';
import { iso } from '../../kernel/calendar';
import type { Clock } from '../../kernel/clock';
import { fail } from '../../kernel/errors';
import { writeAudit } from '../audit/repo';
import type { SettingsService } from '../settings/service';
import { findUserById } from '../user/repo';
import { closeHolderDays } from './job';
import type { ReportRole } from './repo';
import { assistantIdsOf, deleteRole, insertRole, roleOf, rolesPage } from './roles-repo';
import { teamFigures } from './team-figures';

/** What operators do with report roles: the list of holders, giving a role, taking it back. */
export function createReportOperatorService(deps: { db: Db; clock: Clock; settings: SettingsService }) {
  const { db, clock, settings } = deps;

  return {
    async rolePage(body: {
      page: number;
      size: number;
      sortOrder: 'asc' | 'desc';
      role?: ReportRole;
      directorId?: number;
      search?: string;
    }) {
      const { rows, total } = await rolesPage(db, body, body.sortOrder, body);
      const users = await Promise.all(
        rows.map(async (r) => {
          const now = clock.now();
          const team = await teamFigures(db, { id: r.user_id, role: r.role }, now, { day: now, week: now });
          return team.total.users;
        }),
      );
      return pageOf(
        rows.map(
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
        body,
        total,
      );
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

    /**
     * A new holder's last 90 days, written at once rather than at the day-close job's next run, so
     * their graphs are there when they first look. Safe beside the job: both write a day once.
     */
    async fillHolderDays(userId: number) {
      const role = await roleOf(db, userId);
      if (!role) return;
      const { timeZone } = await settings.all();
      await closeHolderDays(db, { id: userId, role: role.role }, timeZone, clock.now());
    },

    /** Removes a role; a director's assistants lose theirs with it (they work for no one). */
    async removeRole(adminId: number, body: { userId: number }) {
      const now = clock.now();
      const role = await roleOf(db, body.userId);
      if (!role) fail('NOT_FOUND');
      await db.transaction().execute(async (trx) => {
        const assistants = role.role === 'director' ? await assistantIdsOf(trx, body.userId) : [];
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

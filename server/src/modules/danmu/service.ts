import { DANMU_LIST_MAX, type TAdminDanmu, type TDanmu } from '@club/contract';
import type { Db } from '../../db';
import { pageOf } from '../../db/paged';
import { iso } from '../../kernel/calendar';
import type { Clock } from '../../kernel/clock';
import { fail } from '../../kernel/errors';
import { writeAudit } from '../audit/repo';
import {
  chatBanInForce,
  type DanmuFilter,
  danmuPage,
  findDanmu,
  insertDanmu,
  memberVisibleProject,
  setStatus,
  visibleDanmu,
} from './repo';

/**
 * Danmu over projects' trailers: members read a trailer's visible ones and post their own (not
 * while a chat ban holds them); operators page them and hide or show them again, audited.
 */
export function createDanmuService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  async function visibleProject(projectId: number) {
    if (!(await memberVisibleProject(db, projectId))) fail('NOT_FOUND');
  }

  async function changeStatus(adminId: number, id: number, to: 'visible' | 'hidden') {
    const now = clock.now();
    await db.transaction().execute(async (trx) => {
      const before = await findDanmu(trx, id);
      if (!before) fail('NOT_FOUND');
      // Already in that state: nothing to change and nothing to audit.
      if (!(await setStatus(trx, id, to, { adminId, now }))) return;
      await writeAudit(trx, {
        adminId,
        action: to === 'hidden' ? 'trailer:danmu:hide' : 'trailer:danmu:show',
        target: `danmu:${id}`,
        before: { status: before.status },
        after: { status: to },
        now,
      });
    });
    return null;
  }

  return {
    async list(userId: number, projectId: number): Promise<TDanmu[]> {
      await visibleProject(projectId);
      const rows = await visibleDanmu(db, projectId, DANMU_LIST_MAX);
      return rows.map((r) => ({
        id: r.id,
        atMs: r.at_ms,
        body: r.body,
        mine: r.user_id === userId,
        createdAt: iso(Number(r.created_at)),
      }));
    },

    async send(userId: number, body: { projectId: number; atMs: number; body: string }): Promise<TDanmu> {
      const now = clock.now();
      await visibleProject(body.projectId);
      if (await chatBanInForce(db, userId, now)) fail('DANMU_CANNOT_POST');
      const id = await insertDanmu(db, {
        project_id: body.projectId,
        user_id: userId,
        body: body.body,
        at_ms: body.atMs,
        status: 'visible',
        created_at: now,
        hidden_by: null,
        hidden_at: null,
      });
      return { id, atMs: body.atMs, body: body.body, mine: true, createdAt: iso(now) };
    },

    async page(body: DanmuFilter & { page: number; size: number; sortOrder: 'asc' | 'desc' }) {
      const { rows, total } = await danmuPage(db, body, body, body.sortOrder);
      return pageOf(
        rows.map(
          (r): TAdminDanmu => ({
            id: r.id,
            projectId: r.project_id,
            projectTitle: r.project_title ?? '',
            userId: r.user_id,
            nickname: r.nickname,
            memberPhone: r.phone_e164,
            body: r.body,
            atMs: r.at_ms,
            status: r.status,
            createdAt: iso(Number(r.created_at)),
            hiddenBy: r.hidden_by_name ?? null,
            hiddenAt: r.hidden_at === null ? null : iso(Number(r.hidden_at)),
          }),
        ),
        body,
        total,
      );
    },

    hide: (adminId: number, id: number) => changeStatus(adminId, id, 'hidden'),
    show: (adminId: number, id: number) => changeStatus(adminId, id, 'visible'),
  };
}

export type DanmuService = ReturnType<typeof createDanmuService>;

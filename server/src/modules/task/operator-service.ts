import type { LanguageCode, TAdminTask } from '@club/contract';
import type { Db } from '../../db';
import { pageOf } from '../../db/paged';
import { iso } from '../../kernel/calendar';
import type { Clock } from '../../kernel/clock';
import { fail } from '../../kernel/errors';
import { writeAudit } from '../audit/repo';
import type { UploadService } from '../upload/service';
import { dayFromText, dayText } from './days';
import { findTask, insertTask, pageTasks, projectTrailer, replaceTitles, titlesOf, updateTask } from './repo';

type TaskFields = {
  texts: Partial<Record<LanguageCode, { title: string }>>;
  projectId: number | null;
  videoUrl: string | null;
  reward: number;
  requiredSeconds: number;
  fromDay: string;
  toDay: string;
  enabled: boolean;
};

/** The table row an operator's task fields make. */
function rowOf(body: TaskFields, videoUrl: string, now: number) {
  const fromDay = dayFromText(body.fromDay);
  const toDay = dayFromText(body.toDay);
  if (toDay < fromDay) fail('VALIDATION_FORMAT', { field: 'toDay' });
  return {
    project_id: body.projectId,
    video_url: videoUrl,
    reward: body.reward,
    required_seconds: body.requiredSeconds,
    from_day: fromDay,
    to_day: toDay,
    enabled: body.enabled ? 1 : 0,
    updated_at: now,
  };
}

/** The title rows of an operator's texts: one per language given. */
function titleRows(texts: TaskFields['texts']) {
  return Object.entries(texts).flatMap(([lang, t]) => (t ? [{ lang, title: t.title }] : []));
}

/** What operators do with trailer tasks: the list with what each paid, adding, editing, removing. */
export function createTaskOperatorService(deps: { db: Db; clock: Clock; uploads: UploadService }) {
  const { db, clock, uploads } = deps;

  /** The video a task shows: its project's trailer, or the operator's own upload. */
  async function videoOf(adminId: number, body: TaskFields) {
    if (body.projectId !== null) {
      const trailer = (await projectTrailer(db, body.projectId))?.trailer;
      if (!trailer) fail('TASK_VIDEO_REQUIRED');
      return trailer;
    }
    if (!body.videoUrl) fail('TASK_VIDEO_REQUIRED');
    await uploads.assertOwnImage(body.videoUrl, { kind: 'admin', id: adminId }, 'videoUrl', 'video');
    return body.videoUrl;
  }

  /** A task as the audit records it before a change: its row and its titles. */
  async function taskWithTitles(id: number) {
    const row = await findTask(db, id);
    if (!row) fail('NOT_FOUND');
    return { ...row, titles: await titlesOf(db, [id]) };
  }

  return {
    async page(body: {
      page: number;
      size: number;
      sortField?: 'createdAt' | 'fromDay';
      sortOrder: 'asc' | 'desc';
    }) {
      const sort = body.sortField === 'fromDay' ? 'from_day' : 'created_at';
      const { rows, total } = await pageTasks(db, sort, body.sortOrder, body);
      const titles = await titlesOf(
        db,
        rows.map((r) => r.id),
      );
      const list = rows.map(
        (r): TAdminTask => ({
          id: r.id,
          texts: Object.fromEntries(
            titles.filter((t) => t.task_id === r.id).map((t) => [t.lang, { title: t.title }]),
          ),
          projectId: r.project_id,
          videoUrl: r.video_url,
          reward: r.reward,
          requiredSeconds: r.required_seconds,
          fromDay: dayText(r.from_day),
          toDay: dayText(r.to_day),
          enabled: r.enabled === 1,
          rewardedCount: Number(r.rewarded_count ?? 0),
          rewardedAmount: Number(r.rewarded_amount ?? 0),
          createdAt: iso(r.created_at),
        }),
      );
      return pageOf(list, body, total);
    },

    async add(adminId: number, body: TaskFields) {
      const now = clock.now();
      const row = rowOf(body, await videoOf(adminId, body), now);
      const id = await db.transaction().execute(async (trx) => {
        const id = await insertTask(trx, { ...row, deleted_at: null, created_at: now });
        await replaceTitles(trx, id, titleRows(body.texts));
        await writeAudit(trx, {
          adminId,
          action: 'trailer:task:add',
          target: `task:${id}`,
          after: body,
          now,
        });
        return id;
      });
      return { id };
    },

    async update(adminId: number, body: TaskFields & { id: number }) {
      const before = await taskWithTitles(body.id);
      const now = clock.now();
      const row = rowOf(body, await videoOf(adminId, body), now);
      await db.transaction().execute(async (trx) => {
        await updateTask(trx, body.id, row);
        await replaceTitles(trx, body.id, titleRows(body.texts));
        await writeAudit(trx, {
          adminId,
          action: 'trailer:task:update',
          target: `task:${body.id}`,
          before,
          after: body,
          now,
        });
      });
      return null;
    },

    /** Takes a task off the list; sessions already rewarded keep their record. */
    async remove(adminId: number, id: number) {
      const before = await taskWithTitles(id);
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        await updateTask(trx, id, { deleted_at: now, updated_at: now });
        await writeAudit(trx, { adminId, action: 'trailer:task:delete', target: `task:${id}`, before, now });
      });
      return null;
    },
  };
}

import type { TAdminTask, TTask, TTaskList, TTaskState } from '@club/contract';
import type { Db } from '../../db';
import { ownedBy } from '../../kernel/access';
import { DAY_MS, iso } from '../../kernel/calendar';
import type { Clock } from '../../kernel/clock';
import { fail } from '../../kernel/errors';
import { writeAudit } from '../audit/repo';
import type { MemberService } from '../member/service';
import { grantReward } from '../rewards/grant';
import type { UploadService } from '../upload/service';
import {
  claimSession,
  countRecords,
  countTasks,
  findSession,
  findTask,
  insertTask,
  pageTasks,
  projectTrailer,
  recordsOf,
  type SessionRow,
  sessionsOn,
  startSession,
  tasksOnDay,
  updateTask,
} from './repo';

/** Tasks a day for an active VIP (PRODUCT.md §9); each SVIP level's "extra daily tasks" adds to it. */
const VIP_DAILY_TASKS = 3;
/** A started session may be rewarded for this long after its watch time ends; then it starts anew. */
const CLAIM_WINDOW_MS = DAY_MS;

const dayOf = (ms: number) => Math.floor(ms / DAY_MS);
const dayText = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
const dayFromText = (text: string) => dayOf(Date.parse(`${text}T00:00:00Z`));
const endOf = (s: SessionRow) => s.started_at + s.required_seconds * 1000;

function stateOf(s: SessionRow | undefined, now: number): TTaskState {
  if (s?.rewarded_at != null) return 'rewarded';
  return s && endOf(s) <= now ? 'completed' : 'notCompleted';
}

type TaskFields = {
  title: string;
  projectId: number | null;
  videoUrl: string | null;
  reward: number;
  requiredSeconds: number;
  fromDay: string;
  toDay: string;
  enabled: boolean;
};

/**
 * Trailer tasks (PRODUCT.md §9): an active VIP member watches today's tasks (UTC day), up to their
 * daily count; the watch is timed on the server clock from `start`, and the reward (TASKAWARD, to
 * `work`) is granted from the marketing budget once per session, only when the required seconds
 * have passed.
 */
export function createTaskService(deps: {
  db: Db;
  clock: Clock;
  members: Pick<MemberService, 'isActive' | 'svipPrivilege'>;
  uploads: UploadService;
}) {
  const { db, clock, members, uploads } = deps;

  /** Today's tasks the member may do: the first of the day's, up to their daily count. */
  async function todays(userId: number, now: number) {
    if (!(await members.isActive(userId))) fail('MEMBERSHIP_REQUIRED');
    const dailyCount = VIP_DAILY_TASKS + (await members.svipPrivilege(userId, 'extraDailyTasks'));
    const day = dayOf(now);
    const tasks = (await tasksOnDay(db, day)).slice(0, dailyCount);
    return { day, dailyCount, tasks };
  }

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

  function rowOf(body: TaskFields, videoUrl: string, now: number) {
    const fromDay = dayFromText(body.fromDay);
    const toDay = dayFromText(body.toDay);
    if (toDay < fromDay) fail('VALIDATION_FORMAT', { field: 'toDay' });
    return {
      title: body.title,
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

  return {
    async list(userId: number): Promise<TTaskList> {
      const now = clock.now();
      const { day, dailyCount, tasks } = await todays(userId, now);
      const sessions = await sessionsOn(db, userId, day);
      const list = tasks.map((t): TTask => {
        const s = sessions.find((x) => x.task_id === t.id);
        return {
          id: t.id,
          title: t.title,
          videoUrl: t.video_url,
          poster: t.poster ?? null,
          reward: t.reward,
          requiredSeconds: t.required_seconds,
          state: stateOf(s, now),
          sessionId: s?.id ?? null,
          secondsLeft: s ? Math.max(0, Math.ceil((endOf(s) - now) / 1000)) : null,
        };
      });
      return { day: dayText(day), dailyCount, left: list.filter((t) => t.state !== 'rewarded').length, list };
    },

    /** Starts the watch of one of today's tasks now (again, if it was left early), on the server clock. */
    async start(userId: number, taskId: number) {
      const now = clock.now();
      const { day, tasks } = await todays(userId, now);
      const task = tasks.find((t) => t.id === taskId);
      if (!task) fail('TASK_NOT_AVAILABLE');
      const s = await startSession(db, {
        user_id: userId,
        task_id: task.id,
        day,
        started_at: now,
        required_seconds: task.required_seconds,
        reward: task.reward,
      });
      if (s.rewarded_at !== null) fail('TASK_ALREADY_REWARDED');
      return {
        sessionId: s.id,
        taskId: task.id,
        requiredSeconds: s.required_seconds,
        startedAt: iso(s.started_at),
      };
    },

    /**
     * Grants a session's reward once its required seconds have passed on the server clock: the
     * session is claimed by a conditional update and the reward is keyed by the session, so two
     * claims at once (two taps, two tabs, two processes) pay once.
     */
    async distribute(userId: number, sessionId: number) {
      const now = clock.now();
      const s = ownedBy(await findSession(db, sessionId), userId);
      if (s.rewarded_at !== null) fail('TASK_ALREADY_REWARDED');
      if (now > endOf(s) + CLAIM_WINDOW_MS) fail('TASK_SESSION_EXPIRED');
      if (!(await members.isActive(userId))) fail('MEMBERSHIP_REQUIRED');
      const outcome = await db.transaction().execute(async (trx) => {
        if (!(await claimSession(trx, s.id, userId, now))) return undefined;
        return grantReward(trx, {
          userId,
          type: 'TASKAWARD',
          wallet: 'work',
          amount: s.reward,
          reference: `task:${s.task_id}`,
          key: `task:${s.id}`,
          now,
        });
      });
      if (outcome === undefined) {
        const again = await findSession(db, sessionId);
        if (again?.rewarded_at != null) fail('TASK_ALREADY_REWARDED');
        fail('TASK_TOO_EARLY', { seconds: Math.max(1, Math.ceil((endOf(s) - now) / 1000)) });
      }
      return { sessionId: s.id, amount: s.reward, paid: outcome === 'paid' };
    },

    async records(userId: number, q: { page: number; size: number }) {
      const now = clock.now();
      const [rows, total] = await Promise.all([
        recordsOf(db, userId, q.size, (q.page - 1) * q.size),
        countRecords(db, userId),
      ]);
      const list = rows.map((r) => ({
        sessionId: r.id,
        taskId: r.task_id,
        title: r.title,
        day: dayText(r.day),
        state: stateOf(r, now),
        reward: r.reward,
        startedAt: iso(r.started_at),
        rewardedAt: r.rewarded_at === null ? null : iso(r.rewarded_at),
      }));
      return { list, pagination: { page: q.page, size: q.size, total } };
    },

    // ---- Back office ----

    async page(body: {
      page: number;
      size: number;
      sortField?: 'createdAt' | 'fromDay';
      sortOrder: 'asc' | 'desc';
    }) {
      const sort = body.sortField === 'fromDay' ? 'from_day' : 'created_at';
      const [rows, total] = await Promise.all([
        pageTasks(db, sort, body.sortOrder, body.size, (body.page - 1) * body.size),
        countTasks(db),
      ]);
      const list = rows.map(
        (r): TAdminTask => ({
          id: r.id,
          title: r.title,
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
      return { list, pagination: { page: body.page, size: body.size, total } };
    },

    async add(adminId: number, body: TaskFields) {
      const now = clock.now();
      const row = rowOf(body, await videoOf(adminId, body), now);
      const id = await db.transaction().execute(async (trx) => {
        const id = await insertTask(trx, { ...row, deleted_at: null, created_at: now });
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
      const before = await findTask(db, body.id);
      if (!before) fail('NOT_FOUND');
      const now = clock.now();
      const row = rowOf(body, await videoOf(adminId, body), now);
      await db.transaction().execute(async (trx) => {
        await updateTask(trx, body.id, row);
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
      const before = await findTask(db, id);
      if (!before) fail('NOT_FOUND');
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        await updateTask(trx, id, { deleted_at: now, updated_at: now });
        await writeAudit(trx, { adminId, action: 'trailer:task:delete', target: `task:${id}`, before, now });
      });
      return null;
    },
  };
}

export type TaskService = ReturnType<typeof createTaskService>;

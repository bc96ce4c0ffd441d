import type { TTask, TTaskList } from '@club/contract';
import type { Db } from '../../db';
import { pageOf } from '../../db/paged';
import { ownedBy } from '../../kernel/access';
import { DAY_MS, iso } from '../../kernel/calendar';
import type { Clock } from '../../kernel/clock';
import { fail } from '../../kernel/errors';
import type { MemberService } from '../member/service';
import { grantReward } from '../rewards/grant';
import { dayOf, dayText, endOf, stateOf } from './days';
import { claimSession, findSession, recordsOf, sessionsOn, startSession, tasksOnDay } from './repo';

/** Tasks a day for an active VIP (PRODUCT.md §9); each SVIP level's "extra daily tasks" adds to it. */
const VIP_DAILY_TASKS = 3;
/** A started session may be rewarded for this long after its watch time ends; then it starts anew. */
const CLAIM_WINDOW_MS = DAY_MS;

/**
 * What a member does with trailer tasks (PRODUCT.md §9): an active VIP member watches today's tasks
 * (UTC day), up to their daily count; the watch is timed on the server clock from `start`, and the
 * reward (TASKAWARD, to `work`) is granted from the marketing budget once per session, only when the
 * required seconds have passed.
 */
export function createTaskMemberService(deps: {
  db: Db;
  clock: Clock;
  members: Pick<MemberService, 'isActive' | 'svipPrivilege'>;
}) {
  const { db, clock, members } = deps;

  /** Today's tasks the member may do: the first of the day's, up to their daily count. */
  async function todays(userId: number, now: number) {
    if (!(await members.isActive(userId))) fail('MEMBERSHIP_REQUIRED');
    const dailyCount = VIP_DAILY_TASKS + (await members.svipPrivilege(userId, 'extraDailyTasks'));
    const day = dayOf(now);
    const tasks = (await tasksOnDay(db, day)).slice(0, dailyCount);
    return { day, dailyCount, tasks };
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
      const { rows, total } = await recordsOf(db, userId, q);
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
      return pageOf(list, q, total);
    },
  };
}

import {
  FALLBACK_LANGUAGE,
  type LanguageCode,
  type TTask,
  type TTaskList,
  type TTaskPreview,
} from '@club/contract';
import type { Db, DialectName } from '../../db';
import { pageOf } from '../../db/paged';
import { ownedBy } from '../../kernel/access';
import { DAY_MS, iso, periodOf } from '../../kernel/calendar';
import type { Clock } from '../../kernel/clock';
import { fail } from '../../kernel/errors';
import type { MemberService } from '../member/service';
import { grantReward } from '../rewards/grant';
import type { SettingsService } from '../settings/service';
import { dayOf, dayText, endOf, stateOf } from './days';
import {
  claimSession,
  findSession,
  lockMemberRewards,
  recordsOf,
  rewardedIn,
  sessionsOn,
  startSession,
  tasksOnDay,
  titlesOf,
} from './repo';

/** Tasks a day for an active VIP (PRODUCT.md §9); each SVIP level's "extra daily tasks" adds to it. */
const VIP_DAILY_TASKS = 3;
/** A started session may be rewarded for this long after its watch time ends; then it starts anew. */
const CLAIM_WINDOW_MS = DAY_MS;

/**
 * What a member does with trailer tasks (PRODUCT.md §9): an active VIP member watches today's tasks
 * (UTC day), and is rewarded up to their daily count a day; the watch is timed on the server clock
 * from `start`, and the reward (TASKAWARD, to `work`) is granted from the marketing budget once per
 * session, only when the required seconds have passed.
 *
 * The daily count caps rewards, not places in a list: it counts the member's sessions rewarded in
 * the club's calendar day (the settings' zone), whichever day their tasks are on after an operator
 * moved them.
 */
export function createTaskMemberService(deps: {
  db: Db;
  dialect: DialectName;
  clock: Clock;
  settings: SettingsService;
  members: Pick<MemberService, 'isActive' | 'svipPrivilege'>;
}) {
  const { db, dialect, clock, settings, members } = deps;

  /** The rewards a day the member's level allows; only an active VIP has any. */
  async function dailyCountOf(userId: number) {
    if (!(await members.isActive(userId))) fail('MEMBERSHIP_REQUIRED');
    return VIP_DAILY_TASKS + (await members.svipPrivilege(userId, 'extraDailyTasks'));
  }

  /** The club's calendar day holding `now`, which the daily count is counted over. */
  const clubDay = async (now: number) => periodOf('day', now, (await settings.all()).timeZone);

  /** Each task's title in the reader's language, else in the fallback language. */
  async function titles(ids: number[], lang: LanguageCode) {
    const map = new Map<number, string>();
    for (const t of await titlesOf(db, [...new Set(ids)], [lang, FALLBACK_LANGUAGE]))
      if (t.lang === lang || !map.has(t.task_id)) map.set(t.task_id, t.title);
    return map;
  }

  /**
   * Today's tasks offered to the member (the first of the day's, up to their daily count), and how
   * many rewards they may still earn today.
   */
  async function todays(userId: number, now: number) {
    const dailyCount = await dailyCountOf(userId);
    const day = dayOf(now);
    const tasks = (await tasksOnDay(db, day)).slice(0, dailyCount);
    const rewardsLeft = Math.max(0, dailyCount - (await rewardedIn(db, userId, await clubDay(now))));
    return { day, dailyCount, tasks, rewardsLeft };
  }

  return {
    async list(userId: number, lang: LanguageCode): Promise<TTaskList> {
      const now = clock.now();
      const { day, dailyCount, tasks, rewardsLeft } = await todays(userId, now);
      const [sessions, titleOf] = await Promise.all([
        sessionsOn(db, userId, day),
        titles(
          tasks.map((t) => t.id),
          lang,
        ),
      ]);
      const list = tasks.map((t): TTask => {
        const s = sessions.find((x) => x.task_id === t.id);
        return {
          id: t.id,
          title: titleOf.get(t.id) ?? '',
          videoUrl: t.video_url,
          poster: t.poster ?? null,
          projectId: t.project_id,
          reward: t.reward,
          requiredSeconds: t.required_seconds,
          state: stateOf(s, now),
          sessionId: s?.id ?? null,
          secondsLeft: s ? Math.max(0, Math.ceil((endOf(s) - now) / 1000)) : null,
        };
      });
      const open = list.filter((t) => t.state !== 'rewarded').length;
      return { day: dayText(day), dailyCount, left: Math.min(open, rewardsLeft), list };
    },

    /**
     * Today's tasks as an active VIP would be offered them, for any member (the Task tab shows them
     * locked to a member without VIP): titles, posters and rewards, nothing to start. `start` and
     * `distribute` still ask for an active VIP.
     */
    async preview(lang: LanguageCode): Promise<TTaskPreview> {
      const day = dayOf(clock.now());
      const tasks = (await tasksOnDay(db, day)).slice(0, VIP_DAILY_TASKS);
      const titleOf = await titles(
        tasks.map((t) => t.id),
        lang,
      );
      return {
        day: dayText(day),
        dailyCount: VIP_DAILY_TASKS,
        list: tasks.map((t) => ({
          id: t.id,
          title: titleOf.get(t.id) ?? '',
          poster: t.poster ?? null,
          reward: t.reward,
          requiredSeconds: t.required_seconds,
        })),
      };
    },

    /** Starts the watch of one of today's tasks now (again, if it was left early), on the server clock. */
    async start(userId: number, taskId: number) {
      const now = clock.now();
      const { day, dailyCount, tasks, rewardsLeft } = await todays(userId, now);
      const task = tasks.find((t) => t.id === taskId);
      if (!task) fail('TASK_NOT_AVAILABLE');
      if (rewardsLeft === 0) fail('TASK_DAILY_LIMIT', { count: dailyCount });
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
     * claims at once (two taps, two tabs, two processes) pay once. A claim past the day's count is
     * refused and rolled back; the member's claims take turns, so two at once for the last reward
     * pay one.
     */
    async distribute(userId: number, sessionId: number) {
      const now = clock.now();
      const s = ownedBy(await findSession(db, sessionId), userId);
      if (s.rewarded_at !== null) fail('TASK_ALREADY_REWARDED');
      if (now > endOf(s) + CLAIM_WINDOW_MS) fail('TASK_SESSION_EXPIRED');
      const dailyCount = await dailyCountOf(userId);
      // Read before the transaction: on SQLite it holds the only connection.
      const day = await clubDay(now);
      const outcome = await db.transaction().execute(async (trx) => {
        await lockMemberRewards(trx, dialect, userId);
        if (!(await claimSession(trx, s.id, userId, now))) return undefined;
        // Counted with this claim in it, after it: a claim that lost the same session to another
        // answers TASK_ALREADY_REWARDED (below), not the count.
        if ((await rewardedIn(trx, userId, day)) > dailyCount)
          fail('TASK_DAILY_LIMIT', { count: dailyCount });
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

    async records(userId: number, q: { page: number; size: number }, lang: LanguageCode) {
      const now = clock.now();
      const { rows, total } = await recordsOf(db, userId, q);
      const titleOf = await titles(
        rows.map((r) => r.task_id),
        lang,
      );
      const list = rows.map((r) => ({
        sessionId: r.id,
        taskId: r.task_id,
        title: titleOf.get(r.task_id) ?? '',
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

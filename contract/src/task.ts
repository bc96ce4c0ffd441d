import * as z from 'zod';
import { ZAdminPageBody } from './admin';
import { ZId, ZIdText } from './ids';
import { LANGUAGE_CODES, type LanguageCode } from './lib/languages';
import { ZAmount } from './money';
import { ZPageOf } from './paging';
import { ZSingleLineText } from './text';

// ---------------------------------------------------------------------------------------------
// Trailer tasks (PRODUCT.md §9): a member with an active VIP watches a trailer for its required
// seconds, timed on the server clock from `startTask`, and `distributeRewards` pays TASKAWARD once
// per session from the marketing budget. A member sees today's tasks (UTC day) up to their daily
// count: 3 for VIP, +1 per SVIP level.

/** not completed: not watched long enough yet; completed: watched, reward not taken; rewarded: paid. */
const TASK_STATES = ['notCompleted', 'completed', 'rewarded'] as const;
export type TTaskState = (typeof TASK_STATES)[number];

/** The default watch time of a task, in seconds. */
export const TASK_DEFAULT_SECONDS = 30;

const ZTask = z.object({
  id: z.number().int(),
  title: z.string(),
  videoUrl: z.string(),
  poster: z.string().nullable(),
  /** The project whose trailer it is: its danmu fly over the video. Null for an operator's own clip. */
  projectId: z.number().int().nullable(),
  reward: z.number().int(),
  requiredSeconds: z.number().int(),
  state: z.enum(TASK_STATES),
  /** Today's session of this task, once started. */
  sessionId: z.number().int().nullable(),
  /** Seconds still to watch in today's session (null before it starts). */
  secondsLeft: z.number().int().nullable(),
});
export type TTask = z.infer<typeof ZTask>;

/** `trailer/task/list`: today's tasks, the member's daily count and how many are left to do. */
export const ZTaskList = z.object({
  /** The UTC day the list is for (`YYYY-MM-DD`). */
  day: z.string(),
  dailyCount: z.number().int(),
  left: z.number().int(),
  list: z.array(ZTask),
});
export type TTaskList = z.infer<typeof ZTaskList>;

/**
 * `trailer/task/preview`: today's tasks as an active VIP would be offered them (its daily count
 * before SVIP extras), for any member: what membership unlocks, to look at, not to start. Titles,
 * posters and rewards only; starting and claiming still need an active VIP.
 */
export const ZTaskPreview = z.object({
  /** The UTC day the preview is for (`YYYY-MM-DD`). */
  day: z.string(),
  /** Tasks a day an active VIP gets (SVIP levels add to it). */
  dailyCount: z.number().int(),
  list: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      poster: z.string().nullable(),
      reward: z.number().int(),
      requiredSeconds: z.number().int(),
    }),
  ),
});
export type TTaskPreview = z.infer<typeof ZTaskPreview>;

export const ZStartTaskQuery = z.strictObject({ taskId: ZIdText });
/** `trailer/task/startTask`: the session the watch is timed by, from now on the server clock. */
export const ZTaskSession = z.object({
  sessionId: z.number().int(),
  taskId: z.number().int(),
  requiredSeconds: z.number().int(),
  startedAt: z.string(),
});
export type TTaskSession = z.infer<typeof ZTaskSession>;

export const ZDistributeRewardsBody = z.strictObject({ sessionId: ZId });
export type TDistributeRewardsBody = z.input<typeof ZDistributeRewardsBody>;
/** `trailer/task/distributeRewards`: the reward, paid now or waiting for the marketing budget. */
export const ZTaskReward = z.object({
  sessionId: z.number().int(),
  amount: z.number().int(),
  paid: z.boolean(),
});
export type TTaskReward = z.infer<typeof ZTaskReward>;

/** My task: the member's sessions, newest first. */
export const ZTaskRecordsQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(50).default(20),
});
const ZTaskRecord = z.object({
  sessionId: z.number().int(),
  taskId: z.number().int(),
  title: z.string(),
  day: z.string(),
  state: z.enum(TASK_STATES),
  reward: z.number().int(),
  startedAt: z.string(),
  rewardedAt: z.string().nullable(),
});
export type TTaskRecord = z.infer<typeof ZTaskRecord>;
export const ZTaskRecords = ZPageOf(ZTaskRecord);

// ---- Back office (`/api/admin/trailer/task/*`) ----

const taskFields = {
  /** The title per language; `en` is required and is the fallback. */
  texts: z
    .partialRecord(
      z.enum(LANGUAGE_CODES as [LanguageCode, ...LanguageCode[]]),
      z.strictObject({ title: ZSingleLineText.trim().min(1).max(80) }),
    )
    .refine((t) => t.en !== undefined, { message: 'en required', path: ['en'] }),
  /** A project whose trailer it shows, or null with a video the operator uploaded. */
  projectId: ZId.nullable(),
  videoUrl: ZSingleLineText.max(200).nullable(),
  reward: ZAmount,
  requiredSeconds: z.number().int().min(5).max(600).default(TASK_DEFAULT_SECONDS),
  /** First and last UTC day the task is offered (`YYYY-MM-DD`). */
  fromDay: z.iso.date(),
  toDay: z.iso.date(),
  enabled: z.boolean(),
};
export const ZTaskAddBody = z.strictObject(taskFields);
export type TTaskAddBody = z.input<typeof ZTaskAddBody>;
export const ZTaskUpdateBody = z.strictObject({ id: ZId, ...taskFields });
export const ZTaskDeleteBody = z.strictObject({ id: ZId });

const ZAdminTask = z.object({
  id: z.number().int(),
  texts: z.record(z.string(), z.object({ title: z.string() })),
  projectId: z.number().int().nullable(),
  videoUrl: z.string(),
  reward: z.number().int(),
  requiredSeconds: z.number().int(),
  fromDay: z.string(),
  toDay: z.string(),
  enabled: z.boolean(),
  /** Sessions rewarded so far, and what they were paid. */
  rewardedCount: z.number().int(),
  rewardedAmount: z.number().int(),
  createdAt: z.string(),
});
export type TAdminTask = z.infer<typeof ZAdminTask>;
export const ZTaskPageBody = ZAdminPageBody(['createdAt', 'fromDay'], {});
export const ZTaskPage = ZPageOf(ZAdminTask);

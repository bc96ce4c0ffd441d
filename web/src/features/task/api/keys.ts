/** Every query of trailer tasks sits under this key. */
export const taskKey = ['task'] as const;

/** Today's tasks of the Task tab (the watch screen reads its task from the same answer). */
export const taskListKey = [...taskKey, 'list'] as const;

/** Today's tasks as a VIP would get them, shown locked to a member without VIP. */
export const taskPreviewKey = [...taskKey, 'preview'] as const;

/** The member's task history (My tasks). */
export const taskRecordsKey = [...taskKey, 'records'] as const;

/** One opening of the watch screen: the session `startTask` answered. */
export const taskSessionKey = (taskId: number) => [...taskKey, 'session', taskId] as const;

/**
 * A job does whatever is due at `now` and must be safe to run twice, late, or in two processes at
 * once: correctness comes from the job's own unique keys and conditional updates, not from the
 * scheduler that runs it.
 */
export type Job = { name: string; everySeconds: number; run(now: number): Promise<void> };

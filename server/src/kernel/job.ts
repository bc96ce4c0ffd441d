import { setImmediate } from 'node:timers/promises';

/**
 * A job does whatever is due at `now` and must be safe to run twice, late, or in two processes at
 * once: correctness comes from the job's own unique keys and conditional updates, not from the
 * scheduler that runs it.
 */
export type Job = { name: string; everySeconds: number; run(now: number): Promise<void> };

/** The most rows one step of a job touches: a member's request waits behind one step at most. */
export const JOB_STEP_ROWS = 500;

/**
 * Lets waiting requests run. On SQLite every query holds the event loop, and awaiting one never
 * lets it go, so a job that walks many rows yields between its steps.
 */
export const letRequestsIn = (): Promise<void> => setImmediate();

/**
 * Runs `step` until it says no work is left, letting requests in between steps: how a job catches up
 * after downtime without holding the server. A step answers whether it found a full step of work.
 */
export async function stepUntilDone(step: () => Promise<boolean>): Promise<void> {
  while (await step()) await letRequestsIn();
}

import type { TTaskState } from '@club/contract';
import { DAY_MS } from '../../kernel/calendar';
import type { SessionRow } from './repo';

/** Tasks run on UTC days, stored as whole days since the epoch and written as `YYYY-MM-DD`. */
export const dayOf = (ms: number) => Math.floor(ms / DAY_MS);
export const dayText = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
export const dayFromText = (text: string) => dayOf(Date.parse(`${text}T00:00:00Z`));

/** When a session's required watch time is over. */
export const endOf = (s: SessionRow) => s.started_at + s.required_seconds * 1000;

export function stateOf(s: SessionRow | undefined, now: number): TTaskState {
  if (s?.rewarded_at != null) return 'rewarded';
  return s && endOf(s) <= now ? 'completed' : 'notCompleted';
}

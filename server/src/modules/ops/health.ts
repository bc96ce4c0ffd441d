import type { Redis } from 'ioredis';
import { sql } from 'kysely';
import type { Db } from '../../db';
import { pendingMigrations } from '../../db/migrate';

/** How long a readiness probe waits for the database or Redis before calling it down. */
const PROBE_TIMEOUT_MS = 1000;

export type Part = { ok: boolean; ms?: number; detail?: string };
export type Readiness = { ready: boolean; parts: Record<string, Part> };

/** Resolves with `work`'s outcome, or rejects once `ms` have passed. */
function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

async function probe(work: () => Promise<string | undefined>): Promise<Part> {
  const started = performance.now();
  try {
    const detail = await within(PROBE_TIMEOUT_MS, work());
    const ms = Math.round(performance.now() - started);
    return detail ? { ok: false, ms, detail } : { ok: true, ms };
  } catch (err) {
    // The error's message names what failed (refused, timed out); never a connection string.
    const code = (err as { code?: unknown }).code;
    return { ok: false, detail: typeof code === 'string' ? code : (err as Error).message };
  }
}

/**
 * Whether this process should be sent traffic: the database answers and is migrated, Redis answers
 * when one is configured, the event loop keeps up, and the process is not stopping. Each part says
 * why it failed, so an operator reading the 503 knows where to look.
 */
export function createHealth(deps: {
  db: Db;
  redis?: Redis;
  /** The mean event-loop delay of the last sample, in milliseconds. */
  eventLoopDelay: () => number;
  /** Milliseconds; 0 leaves the event loop out of readiness. */
  maxEventLoopDelay: number;
  stopping: () => boolean;
}) {
  const { db, redis } = deps;
  return {
    async readiness(): Promise<Readiness> {
      const delay = Math.round(deps.eventLoopDelay());
      const parts: Record<string, Part> = {
        process: deps.stopping() ? { ok: false, detail: 'stopping' } : { ok: true },
        eventLoop:
          deps.maxEventLoopDelay > 0 && delay > deps.maxEventLoopDelay
            ? { ok: false, ms: delay, detail: `delay over ${deps.maxEventLoopDelay} ms` }
            : { ok: true, ms: delay },
        database: await probe(async () => {
          await sql`select 1`.execute(db);
          const pending = await pendingMigrations(db);
          return pending > 0 ? `${pending} migration(s) not applied` : undefined;
        }),
      };
      if (redis) {
        // A client that is reconnecting queues commands; asking it then would wait for the
        // reconnection, so its state answers first.
        parts.redis =
          redis.status === 'ready'
            ? await probe(async () => ((await redis.ping()) === 'PONG' ? undefined : 'no PONG'))
            : { ok: false, detail: redis.status };
      }
      return { ready: Object.values(parts).every((p) => p.ok), parts };
    },
  };
}

export type Health = ReturnType<typeof createHealth>;

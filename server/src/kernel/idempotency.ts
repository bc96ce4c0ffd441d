import { createHash, randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Db, Trx } from '../db';
import { isUniqueViolation } from '../db/errors';
import { DAY_MS } from './calendar';
import type { Clock } from './clock';
import { AppError, fail } from './errors';
import {
  deleteKeysBefore,
  findKey,
  holdLease,
  insertLeasedKey,
  type KeyRow,
  releaseLease,
  storeAnswer,
  takeOverLease,
} from './idempotency-repo';
import { JOB_STEP_ROWS, type Job, stepUntilDone } from './job';

/**
 * How long a request owns its key before a retry may take it over. Requests finish in well under a
 * second; after a crash the key is free again this long after its owner died. A slow owner that
 * loses its lease cannot commit (`holdLease`), so a takeover never runs the work twice.
 */
export const LEASE_MS = 10_000;
/** How long a duplicate waits for the owner's answer before answering "in progress". */
const WAIT_LIMIT_MS = 5_000;
const WAIT_STEP_MS = 50;
/** Keys and their answers are kept this long; a key sent again later is a new request. */
export const KEY_RETENTION_MS = DAY_MS;

type Stored =
  | { ok: true; data: unknown }
  | { ok: false; name: AppError['errorName']; params: AppError['params'] };

/**
 * How a money-moving call commits: its effect and the request's answer in one transaction, so a
 * crash leaves either both or neither. `requestKey` goes on every money effect it makes (ledger
 * entry, hold, order), where a unique index refuses a second one whatever happens to the key.
 */
export type Commit = {
  requestKey: string;
  run<T>(effect: (trx: Trx) => Promise<T>): Promise<T>;
};

/** A commit outside any HTTP request (the demo seed, tests): a plain transaction under a fixed key. */
export function directCommit(db: Db, requestKey: string): Commit {
  return { requestKey, run: (effect) => db.transaction().execute(effect) };
}

/** The lease was taken over while this request ran: its effect rolled back, the new owner answers. */
class LeaseLost extends Error {}

function replay(row: KeyRow): { data: unknown } {
  const stored = JSON.parse(row.response as string) as Stored;
  if (stored.ok) return { data: stored.data ?? null };
  throw new AppError(stored.name, stored.params);
}

/**
 * Money-moving POSTs carry an `Idempotency-Key`, handled the way payment APIs do: the first request
 * leases the key; its effect and its answer commit together (`Commit.run`); a duplicate waits for
 * that answer and replays it (success or business error), or answers IDEMPOTENCY_IN_PROGRESS; a key
 * whose owner died is taken over by exactly one retry (compare-and-set on the lease); the same key
 * with another body is refused.
 */
export function createIdempotency(db: Db, clock: Clock) {
  /** Owns the key (answers the lease token) or answers what its first request answered. */
  async function acquire(subject: string, key: string, hash: string) {
    const owner = randomUUID();
    const started = Date.now();
    for (;;) {
      const now = clock.now();
      const until = now + LEASE_MS;
      if (await insertLeasedKey(db, { subject, key, hash, owner, until, now })) return { owner };
      const row = await findKey(db, subject, key);
      if (!row) continue;
      if (row.request_hash !== hash) fail('IDEMPOTENCY_CONFLICT');
      if (row.response !== null) return replay(row);
      const leaseEnds = row.lease_until ?? row.created_at + LEASE_MS;
      if (leaseEnds <= now) {
        if (await takeOverLease(db, subject, key, row, owner, until)) return { owner };
        continue;
      }
      if (Date.now() - started > WAIT_LIMIT_MS) fail('IDEMPOTENCY_IN_PROGRESS');
      await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
    }
  }

  return async function once<T>(
    request: FastifyRequest,
    subject: string,
    work: (commit: Commit) => Promise<T>,
  ): Promise<T> {
    const header = request.headers['idempotency-key'];
    const key = typeof header === 'string' ? header.trim() : '';
    if (!key || key.length > 128) fail('IDEMPOTENCY_KEY_REQUIRED');
    const hash = createHash('sha256')
      .update(`${request.method} ${request.routeOptions.url} ${JSON.stringify(request.body ?? null)}`)
      .digest('hex');

    for (;;) {
      const lease = await acquire(subject, key, hash);
      if ('data' in lease) return lease.data as T;
      const { owner } = lease;
      let committed: { value: unknown } | undefined;
      const commit: Commit = {
        requestKey: `${subject}:${key}`,
        async run(effect) {
          if (committed) throw new Error('a request commits once');
          try {
            const value = await db.transaction().execute(async (trx) => {
              if (!(await holdLease(trx, subject, key, owner))) throw new LeaseLost();
              const result = await effect(trx);
              await storeAnswer(trx, subject, key, owner, JSON.stringify({ ok: true, data: result ?? null }));
              return result;
            });
            committed = { value };
            return value;
          } catch (error) {
            // A money effect that already carries this request key: the key itself expired long ago.
            if (isUniqueViolation(error, 'request_key')) fail('IDEMPOTENCY_CONFLICT');
            throw error;
          }
        },
      };
      try {
        const data = await work(commit);
        if (committed && committed.value !== data) throw new Error('a request answers what it committed');
        if (!committed)
          await storeAnswer(db, subject, key, owner, JSON.stringify({ ok: true, data: data ?? null }));
        return data;
      } catch (error) {
        if (error instanceof LeaseLost) continue;
        if (error instanceof AppError) {
          const stored: Stored = { ok: false, name: error.errorName, params: error.params };
          await storeAnswer(db, subject, key, owner, JSON.stringify(stored));
        } else if (!committed) {
          // An unexpected fault is not an answer: a retry may run again at once.
          await releaseLease(db, subject, key, owner);
        }
        throw error;
      }
    }
  };
}

export type Idempotency = ReturnType<typeof createIdempotency>;

/** Forgets keys past their retention. */
export function idempotencyCleanup(db: Db): Job {
  return {
    name: 'idempotency-cleanup',
    everySeconds: 3600,
    run: (now) =>
      stepUntilDone(
        async () => (await deleteKeysBefore(db, now - KEY_RETENTION_MS, JOB_STEP_ROWS)) >= JOB_STEP_ROWS,
      ),
  };
}

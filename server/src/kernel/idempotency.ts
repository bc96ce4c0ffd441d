import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db';
import type { Clock } from './clock';
import { AppError, fail } from './errors';

/** How long a first request may run before a retry with its key is allowed to take over. */
const ABANDONED_AFTER_MS = 30_000;
const WAIT_STEP_MS = 50;
const WAIT_LIMIT_MS = 5_000;

type Stored =
  | { ok: true; data: unknown }
  | { ok: false; name: AppError['errorName']; params: AppError['params'] };

/**
 * Money-moving POSTs carry an `Idempotency-Key`: the same key with the same body answers what the
 * first request answered (success or business error) without running again; with another body it
 * is refused. The key is also handed to the work as `requestKey`, which the ledger stores uniquely,
 * so even a retry after a crash between the money moving and the answer being stored posts once.
 */
export function createIdempotency(db: Db, clock: Clock) {
  return async function once<T>(
    request: FastifyRequest,
    subject: string,
    work: (requestKey: string) => Promise<T>,
  ): Promise<T> {
    const header = request.headers['idempotency-key'];
    const key = typeof header === 'string' ? header.trim() : '';
    if (!key || key.length > 128) fail('IDEMPOTENCY_KEY_REQUIRED');
    const hash = createHash('sha256')
      .update(`${request.method} ${request.routeOptions.url} ${JSON.stringify(request.body ?? null)}`)
      .digest('hex');
    const requestKey = `${subject}:${key}`;

    const claimed = await db
      .insertInto('idempotency_keys')
      .values({ subject, key, request_hash: hash, response: null, created_at: clock.now() })
      .onConflict((oc) => oc.columns(['subject', 'key']).doNothing())
      .executeTakeFirst();
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0n) !== 1) {
      const replay = await waitForAnswer(subject, key, hash);
      // A stored answer may itself be null (a call that answers nothing): replay it all the same.
      if (replay) return replay.data as T;
    }
    try {
      const data = await work(requestKey);
      await store(subject, key, { ok: true, data });
      return data;
    } catch (error) {
      if (error instanceof AppError) {
        await store(subject, key, { ok: false, name: error.errorName, params: error.params });
      } else {
        // An unexpected fault is not an answer: let a retry run again (the ledger's unique request
        // key still stops a second posting).
        await db
          .deleteFrom('idempotency_keys')
          .where('subject', '=', subject)
          .where('key', '=', key)
          .execute();
      }
      throw error;
    }
  };

  async function store(subject: string, key: string, value: Stored) {
    await db
      .updateTable('idempotency_keys')
      .set({ response: JSON.stringify(value) })
      .where('subject', '=', subject)
      .where('key', '=', key)
      .execute();
  }

  /** The first request's answer; undefined when it was abandoned and this request should redo it. */
  async function waitForAnswer(
    subject: string,
    key: string,
    hash: string,
  ): Promise<{ data: unknown } | undefined> {
    const started = Date.now();
    for (;;) {
      const row = await db
        .selectFrom('idempotency_keys')
        .selectAll()
        .where('subject', '=', subject)
        .where('key', '=', key)
        .executeTakeFirst();
      if (!row) return undefined;
      if (row.request_hash !== hash) fail('IDEMPOTENCY_CONFLICT');
      if (row.response !== null) {
        const stored = JSON.parse(row.response) as Stored;
        if (stored.ok) return { data: stored.data ?? null };
        throw new AppError(stored.name, stored.params);
      }
      if (clock.now() - row.created_at > ABANDONED_AFTER_MS) return undefined;
      if (Date.now() - started > WAIT_LIMIT_MS) fail('IDEMPOTENCY_IN_PROGRESS');
      await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
    }
  }
}

export type Idempotency = ReturnType<typeof createIdempotency>;

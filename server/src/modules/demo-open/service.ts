import { EventEmitter } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  DEMO_GOODS_TITLE_MAX,
  type LanguageCode,
  type TDemoGoods,
  type TEpsColumn,
  type ZDemoRpcBody,
} from '@club/contract';
import type { Redis } from 'ioredis';
import type * as z from 'zod';
import type { Db } from '../../db';
import { isUniqueViolation } from '../../db/errors';
import { pageOf } from '../../db/paged';
import type { Clock } from '../../kernel/clock';
import { fail } from '../../kernel/errors';
import { translate } from '../../kernel/i18n';
import type { Job } from '../../kernel/job';
import {
  claimItem,
  countAllGoods,
  countGoods,
  countQueue,
  deleteGoods,
  enqueue,
  findGoods,
  findQueueItem,
  type GoodsRow,
  goodsPage,
  insertGoods,
  listGoods,
  purgeProcessed,
  type QueueRow,
  updateGoodsTitle,
  waitingItems,
} from './repo';

/**
 * Caps on the public demo tables: anyone may write to them without signing in, so they stop growing
 * here rather than at the disk. The count is read before the insert, so parallel adds may pass a
 * cap by a few rows; it bounds growth, it is not a business rule.
 */
export const DEMO_GOODS_MAX = 500;
export const DEMO_QUEUE_MAX = 200;
/** Keys the in-process cache keeps at most; the oldest set goes first. */
const MEMORY_CACHE_MAX = 1000;
/** Processed queue messages are kept this long, then the queue job removes them. */
const QUEUE_KEEP_MS = 60 * 60 * 1000;
const RECENT_EVENTS = 10;
/** The pause between two server-sent events, so a client sees them arrive one by one. */
const SSE_GAP_MS = 100;

/** The goods table as `base/comm/eps` describes it (the template's entity columns). */
export const DEMO_EPS_COLUMNS: Record<string, TEpsColumn[]> = {
  '/open/demo/goods': [
    { propertyName: 'id', type: 'int', nullable: false },
    { propertyName: 'tenant', type: 'string', length: 32, nullable: false },
    { propertyName: 'title', type: 'string', length: DEMO_GOODS_TITLE_MAX, nullable: false },
    { propertyName: 'createdAt', type: 'bigint', nullable: false },
    { propertyName: 'updatedAt', type: 'bigint', nullable: false },
  ],
};

const goodsOf = (r: GoodsRow): TDemoGoods => ({
  id: r.id,
  tenant: r.tenant,
  title: r.title,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});
const itemOf = (r: QueueRow) => ({
  id: r.id,
  message: r.message,
  state: r.state,
  createdAt: r.created_at,
  processedAt: r.processed_at,
});

/** A write that may run into the tenant's unique title answers DEMO_TITLE_TAKEN. */
async function titled<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'title')) fail('DEMO_TITLE_TAKEN');
    throw error;
  }
}

/**
 * The `open/demo` samples: each a small use of one mechanism of this server, on tables of their own
 * (`demo_goods`, `demo_queue`) and never on members' data.
 */
export function createDemoOpenService(deps: { db: Db; clock: Clock; redis?: Redis }) {
  const { db, clock, redis } = deps;

  /** `conn`: the app's connection, or the transaction the goods are added in. */
  async function roomFor(conn: Db, adding: number) {
    if ((await countAllGoods(conn)) + adding > DEMO_GOODS_MAX) fail('DEMO_FULL', { max: DEMO_GOODS_MAX });
  }

  async function info(tenant: string, id: number) {
    const row = await findGoods(db, tenant, id);
    if (!row) fail('NOT_FOUND');
    return goodsOf(row);
  }

  function greet(lang: LanguageCode, name: string) {
    return { lang, text: translate(lang, 'demo.greeting', { name }) };
  }

  // In-process: listeners run in this process only; several processes would publish through Redis.
  const events = new EventEmitter();
  const recent: { message: string; at: number }[] = [];
  events.on('demo', (event: { message: string; at: number }) => {
    recent.unshift(event);
    recent.splice(RECENT_EVENTS);
  });

  const memory = new Map<string, { value: string; expiresAt: number }>();
  const store = redis ? ('redis' as const) : ('memory' as const);
  const redisKey = (key: string) => `club-demo:${key}`;

  return {
    // Goods: the standard CRUD helpers, every query scoped to the caller's tenant.
    async add(tenant: string, title: string) {
      await roomFor(db, 1);
      return goodsOf(await titled(() => insertGoods(db, tenant, title, clock.now())));
    },
    async update(tenant: string, id: number, title: string) {
      const row = await titled(() => updateGoodsTitle(db, tenant, id, title, clock.now()));
      if (!row) fail('NOT_FOUND');
      return goodsOf(row);
    },
    async delete(tenant: string, ids: number[]) {
      await deleteGoods(db, tenant, ids);
      return null;
    },
    info,
    async list(tenant: string, keyWord?: string) {
      return (await listGoods(db, tenant, keyWord, DEMO_GOODS_MAX)).map(goodsOf);
    },
    async page(tenant: string, q: { keyWord?: string; page: number; size: number }) {
      const { rows, total } = await goodsPage(db, tenant, q.keyWord, q);
      return pageOf(rows.map(goodsOf), q, total);
    },

    /** Which tenant the request resolved to, and how many goods it has. */
    async tenant(tenant: string) {
      return { tenant, goods: await countGoods(db, tenant) };
    },

    /** Several goods in one transaction: a title taken (or repeated) rolls every insert back. */
    async addAll(tenant: string, titles: string[]) {
      const rows = await db.transaction().execute(async (trx) => {
        await roomFor(trx, titles.length);
        const now = clock.now();
        const added: GoodsRow[] = [];
        for (const title of titles) added.push(await titled(() => insertGoods(trx, tenant, title, now)));
        return added;
      });
      return rows.map(goodsOf);
    },

    greet,

    async cacheSet(key: string, value: string, ttlSeconds: number) {
      if (redis) {
        await redis.set(redisKey(key), value, 'EX', ttlSeconds);
      } else {
        // Deleted first, so a key set again moves to the back of the eviction order.
        memory.delete(key);
        if (memory.size >= MEMORY_CACHE_MAX) {
          const oldest = memory.keys().next();
          if (!oldest.done) memory.delete(oldest.value);
        }
        memory.set(key, { value, expiresAt: clock.now() + ttlSeconds * 1000 });
      }
      return { key, value, store };
    },
    async cacheGet(key: string) {
      if (redis) return { key, value: await redis.get(redisKey(key)), store };
      const entry = memory.get(key);
      const live = entry !== undefined && entry.expiresAt > clock.now();
      if (entry && !live) memory.delete(key);
      return { key, value: entry && live ? entry.value : null, store };
    },

    sendEvent(message: string) {
      const delivered = events.listenerCount('demo');
      events.emit('demo', { message, at: clock.now() });
      return { delivered, recent: [...recent] };
    },

    async enqueue(message: string) {
      if ((await countQueue(db)) >= DEMO_QUEUE_MAX) fail('DEMO_FULL', { max: DEMO_QUEUE_MAX });
      return itemOf(await enqueue(db, message, clock.now()));
    },
    async queueItem(id: number) {
      const row = await findQueueItem(db, id);
      if (!row) fail('NOT_FOUND');
      return itemOf(row);
    },
    /**
     * The queue's worker, run by the scheduler: claims waiting messages oldest first (a message
     * another process claimed is skipped) and drops processed ones after an hour.
     */
    queueJob(): Job {
      return {
        name: 'demo-queue',
        everySeconds: 15,
        async run(now) {
          for (const item of await waitingItems(db, 50)) await claimItem(db, item.id, now);
          await purgeProcessed(db, now - QUEUE_KEEP_MS);
        },
      };
    },

    /** Server-sent events: `count` numbered events a moment apart, then `end`. */
    async *events(count: number) {
      for (let n = 1; n <= count; n++) {
        if (n > 1) await sleep(SSE_GAP_MS);
        yield `id: ${n}\nevent: message\ndata: ${JSON.stringify({ n, of: count, at: clock.now() })}\n\n`;
      }
      yield 'event: end\ndata: {}\n\n';
    },

    /** A procedure called by name: the same service functions the routes call. */
    async rpc(tenant: string, call: z.output<typeof ZDemoRpcBody>, lang: LanguageCode) {
      switch (call.method) {
        case 'goods.count':
          return { method: call.method, result: await countGoods(db, tenant) };
        case 'goods.info':
          return { method: call.method, result: await info(tenant, call.params.id) };
        case 'i18n.greet':
          return { method: call.method, result: greet(call.params.lang ?? lang, call.params.name).text };
      }
    },
  };
}

export type DemoOpenService = ReturnType<typeof createDemoOpenService>;

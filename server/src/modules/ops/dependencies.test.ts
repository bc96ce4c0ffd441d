import { ErrorCode } from '@club/contract';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../../money/verify';
import { channelId, freshKey, registerMember, request } from '../../test/client';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness';
import { privatePostgres, privateRedis } from '../../test/private-services';

/** No answer may take longer than this, whatever is down (PostgreSQL's connect timeout is 5 s). */
const ANSWER_WITHIN_MS = 8_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Readiness = { ready: boolean; parts: Record<string, { ok: boolean; detail?: string }> };
const readiness = async (t: TestApp) => {
  const res = await request<Readiness>(t, 'GET', '/api/health/ready');
  return { status: res.status, data: res.body.data };
};
async function readyAgain(t: TestApp, withinMs: number) {
  const end = Date.now() + withinMs;
  while (Date.now() < end) {
    if ((await readiness(t)).status === 200) return true;
    await sleep(200);
  }
  return false;
}

/**
 * Members placing recharge orders the way the app does: each order has its Idempotency-Key, and an
 * answer that is not final (503, or "in progress") is retried with the same key until it is.
 */
function rechargeLoad(t: TestApp, token: string, channel: number) {
  let running = true;
  const acknowledged = new Map<string, number>();
  const statuses = new Map<number, number>();
  let slowest = 0;
  const writer = async () => {
    while (running) {
      const key = freshKey();
      for (;;) {
        const started = Date.now();
        const res = await request<{ id: number }>(t, 'POST', '/api/app/recharge/recharge/submit', {
          token,
          idempotencyKey: key,
          body: { channelId: channel, amount: 100_00 },
        });
        slowest = Math.max(slowest, Date.now() - started);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (res.status === 200 && res.body.code === ErrorCode.SUCCESS && res.body.data) {
          acknowledged.set(key, res.body.data.id);
          break;
        }
        await sleep(100);
      }
    }
  };
  const writers = Promise.all(Array.from({ length: 3 }, writer));
  return {
    async stop() {
      running = false;
      await writers;
      return { acknowledged, statuses, slowest };
    },
  };
}

describe.runIf(DIALECTS.includes('postgres'))('PostgreSQL restarted under load', () => {
  let pg: Awaited<ReturnType<typeof privatePostgres>>;
  let t: TestApp;
  beforeAll(async () => {
    pg = await privatePostgres();
    t = await createTestApp('postgres', { DATABASE_URL: pg.url });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    pg?.remove();
  });

  it('answers 503 with readiness false while it is down, loses and doubles nothing, recovers by itself', async () => {
    const member = await registerMember(t);
    const load = rechargeLoad(t, member.tokens.token, await channelId(t, 'recharge_channels', 'bank'));
    await sleep(800);
    pg.stop();
    const down = await readiness(t);
    expect(down.status).toBe(503);
    expect(down.data?.parts.database?.ok).toBe(false);
    const refused = await request(t, 'GET', '/api/app/finance/proj/hot', { lang: 'de-DE' });
    expect(refused.status).toBe(503);
    expect(refused.body.code).toBe(ErrorCode.UNAVAILABLE);
    await sleep(1500);
    pg.start();
    expect(await readyAgain(t, 15_000)).toBe(true);
    await sleep(800);
    const { acknowledged, statuses, slowest } = await load.stop();

    // Only answers a client can act on: success, or 503 to try again; never a 500, never a hang.
    expect([...statuses.keys()].every((s) => s === 200 || s === 503)).toBe(true);
    expect(statuses.get(503) ?? 0).toBeGreaterThan(0);
    expect(slowest).toBeLessThan(ANSWER_WITHIN_MS);
    // Every acknowledged order is there once; no order exists that no key acknowledged.
    const orders = await t.db
      .selectFrom('recharge_orders')
      .innerJoin('users', 'users.id', 'recharge_orders.user_id')
      .where('users.phone', '=', member.phone)
      .select('recharge_orders.id')
      .execute();
    expect(orders.map((o) => o.id).sort((a, b) => a - b)).toEqual(
      [...acknowledged.values()].sort((a, b) => a - b),
    );
    expect(acknowledged.size).toBeGreaterThan(3);
    expect((await verifyLedger(t.db)).filter((c) => !c.ok)).toEqual([]);
  }, 90_000);
});

describe.each(DIALECTS)('Redis stopped and started again (%s)', (dialect) => {
  let redisServer: Awaited<ReturnType<typeof privateRedis>>;
  let redis: Redis;
  let t: TestApp;
  beforeAll(async () => {
    redisServer = await privateRedis();
    redis = new Redis(redisServer.url, { maxRetriesPerRequest: 1 });
    redis.on('error', () => {});
    // Real rate limits (scale 1): they live in Redis.
    t = await createTestApp(dialect, {}, 1, redis);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    redis?.disconnect();
    await redisServer?.stop();
  });

  it('readiness is false while it is away, requests still answer, and it recovers by itself', async () => {
    const member = await registerMember(t);
    const signIn = () =>
      request(t, 'POST', '/api/app/user/login/login', {
        body: { areaCode: member.areaCode, phone: member.phone, password: member.password },
      });
    expect((await signIn()).body.code).toBe(ErrorCode.SUCCESS);
    const load = rechargeLoad(t, member.tokens.token, await channelId(t, 'recharge_channels', 'bank'));

    await redisServer.stop();
    await sleep(300);
    const down = await readiness(t);
    expect(down.status).toBe(503);
    expect(down.data?.parts.redis?.ok).toBe(false);
    // Rate limits skip while their store is away (README): the member still signs in, in bounded time.
    const started = Date.now();
    expect((await signIn()).body.code).toBe(ErrorCode.SUCCESS);
    expect(Date.now() - started).toBeLessThan(ANSWER_WITHIN_MS);

    await redisServer.start();
    expect(await readyAgain(t, 15_000)).toBe(true);
    expect((await signIn()).body.code).toBe(ErrorCode.SUCCESS);
    const { acknowledged, statuses } = await load.stop();
    expect([...statuses.keys()]).toEqual([200]);
    expect(acknowledged.size).toBeGreaterThan(0);
  }, 60_000);
});

import fs from 'node:fs';
import path from 'node:path';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { platform } from '../../money/accounts';
import { balanceOf } from '../../money/ledger-repo';
import { expectError, expectOk, fundMarketing, request } from '../../test/client';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness';

const TOKEN = 'metrics-token-for-tests-0123456789';

/** Blocks the event loop in 60 ms slices for `ms`, as a stalled server would. */
async function stall(ms: number) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const slice = Date.now() + 60;
    while (Date.now() < slice) {
      // busy: nothing else runs
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe.each(DIALECTS)('operations: health and metrics (%s)', (dialect) => {
  const apps: TestApp[] = [];
  const open = async (env: Record<string, string> = {}, redis?: Redis) => {
    const t = await createTestApp(dialect, env, 1000, redis);
    apps.push(t);
    return t;
  };
  afterEach(async () => {
    for (const t of apps.splice(0)) await t.close();
  });

  it('live answers while the process runs; ready names each part', async () => {
    const t = await open();
    const live = expectOk(await request<{ status: string }>(t, 'GET', '/api/health/live'));
    expect(live.status).toBe('ok');
    const ready = await request<{ ready: boolean; parts: Record<string, { ok: boolean }> }>(
      t,
      'GET',
      '/api/health/ready',
    );
    expect(ready.status).toBe(200);
    expect(expectOk(ready)).toMatchObject({
      ready: true,
      parts: { process: { ok: true }, eventLoop: { ok: true }, database: { ok: true } },
    });
    // No secret in it: no connection string, no file path.
    expect(JSON.stringify(ready.body)).not.toMatch(/postgres:|\/tmp\/|club-test/);
  });

  it('ready is 503 with the failing part while stopping and while a migration is missing', async () => {
    const t = await open();
    t.lifecycle.stopping = true;
    const stopping = await request<{
      ready: boolean;
      parts: Record<string, { ok: boolean; detail?: string }>;
    }>(t, 'GET', '/api/health/ready');
    expect(stopping.status).toBe(503);
    expectError(stopping, 'UNAVAILABLE');
    expect(stopping.body.data?.parts.process).toEqual({ ok: false, detail: 'stopping' });
    t.lifecycle.stopping = false;

    await sql`delete from schema_migrations where name = '001_foundation'`.execute(t.db);
    const behind = await request<{ parts: Record<string, { ok: boolean; detail?: string }> }>(
      t,
      'GET',
      '/api/health/ready',
    );
    expect(behind.status).toBe(503);
    expect(behind.body.data?.parts.database).toMatchObject({
      ok: false,
      detail: '1 migration(s) not applied',
    });
  });

  it('ready checks Redis when one is configured, and fails while it is away', async () => {
    const redis = new Redis('redis://127.0.0.1:6379', { maxRetriesPerRequest: 1, lazyConnect: true });
    await redis.connect();
    const t = await open({}, redis);
    const up = expectOk(
      await request<{ parts: Record<string, { ok: boolean }> }>(t, 'GET', '/api/health/ready'),
    );
    expect(up.parts.redis).toMatchObject({ ok: true });
    redis.disconnect();
    const down = await request<{ parts: Record<string, { ok: boolean; detail?: string }> }>(
      t,
      'GET',
      '/api/health/ready',
    );
    expect(down.status).toBe(503);
    expect(down.body.data?.parts.redis?.ok).toBe(false);
  });

  it('sheds requests with 503 and Retry-After while the event loop lags; probes still answer', async () => {
    const t = await open({ MAX_EVENT_LOOP_DELAY: '20' });
    await stall(1500);
    const shed = await request(t, 'GET', '/api/app/dict/info/types', { lang: 'fr' });
    expect(shed.status).toBe(503);
    expectError(shed, 'UNAVAILABLE');
    const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['retry-after']).toBe('5');
    expect(ready.json().data.parts.eventLoop.ok).toBe(false);
  });

  it('/metrics is absent without METRICS_TOKEN', async () => {
    const t = await open();
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(404);
  });

  it('/metrics answers Prometheus text only to the bearer of METRICS_TOKEN', async () => {
    const t = await open({ METRICS_TOKEN: TOKEN });
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${TOKEN}x`, TOKEN]) {
      const refused = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(refused.statusCode).toBe(401);
      expect(refused.body).not.toContain('http_requests_total');
    }
    await fundMarketing(t, 12_345_00);
    await t.app.inject({ method: 'GET', url: '/api/health/live' });
    await t.app.inject({ method: 'GET', url: '/api/no/such/route' });
    await t.scheduler.runDue();

    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    const value = (line: string) => {
      const found = text.split('\n').find((l) => l.startsWith(line));
      expect(found, line).toBeDefined();
      return Number(found?.slice(line.length).trim());
    };
    expect(value('http_requests_total{method="GET",route="/api/health/live",status="200"}')).toBe(1);
    expect(value('http_requests_total{method="GET",route="unmatched",status="404"}')).toBe(1);
    expect(text).toContain(
      'http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/health/live"',
    );
    expect(value('job_runs_total{job="investment-settlement",outcome="ok"}')).toBe(1);
    expect(text).toMatch(/job_duration_seconds_count\{job="pending-rewards"\} 1/);
    expect(value('db_query_duration_seconds_count{failed="false"}')).toBeGreaterThan(0);
    expect(value('nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(value('nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(value('club_ready')).toBe(1);
    // The budget as the ledger holds it (a top-up may wait for a second operator's key).
    expect(value('club_marketing_budget_minor')).toBe(await balanceOf(t.db, platform('marketing')));
    expect(value('club_marketing_rewards_pending_minor')).toBe(0);
    expect(value('club_queue_orders{queue="withdraw"}')).toBe(0);
    expect(value('club_queue_amount_minor{queue="recharge"}')).toBe(0);
    expect(value('club_queue_oldest_age_seconds{queue="withdraw"}')).toBe(0);
    const entries = await t.db
      .selectFrom('ledger_entries')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(value('club_ledger_entries')).toBe(Number(entries.n));
    if (dialect === 'postgres') expect(value('db_pool_connections{state="total"}')).toBeGreaterThan(0);
  });
});

describe('operations: the dashboard and the alert rules', () => {
  it('name only metrics the server exports', async () => {
    const docs = path.resolve(import.meta.dirname, '../../../../docs/ops');
    const text = [
      fs.readFileSync(path.join(docs, 'alerts.yml'), 'utf8'),
      fs.readFileSync(path.join(docs, 'grafana-dashboard.json'), 'utf8'),
    ].join('\n');
    const named = new Set(
      [...text.matchAll(/\b((?:club|job|http|db|nodejs|process)_[a-z0-9_]+)/g)].map((m) =>
        m[1].replace(/_(bucket|count|sum)$/, ''),
      ),
    );
    const t = await createTestApp('sqlite', { METRICS_TOKEN: TOKEN });
    try {
      const res = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      const exported = new Set([...res.body.matchAll(/^# TYPE (\S+)/gm)].map((m) => m[1]));
      // The pool is PostgreSQL's; this app runs on SQLite.
      const missing = [...named].filter((name) => !exported.has(name) && name !== 'db_pool_connections');
      expect(missing).toEqual([]);
      expect(named.size).toBeGreaterThan(10);
    } finally {
      await t.close();
    }
  });
});

import { ErrorCode, type TDemoGoods } from '@club/contract';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../test/client';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness';
import { DEMO_PLUGIN_DECORATOR } from './plugin';
import { DEMO_GOODS_MAX } from './service';

const demo = (path: string) => `/api/open/demo/${path}`;

describe.each(DIALECTS)('open/demo samples (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  /** A demo call as an anonymous client, in `tenant` (the X-Tenant-Id header) when given. */
  async function call<T = unknown>(
    method: 'GET' | 'POST',
    path: string,
    opts: { body?: unknown; query?: Record<string, string>; tenant?: string; lang?: string } = {},
  ) {
    const res = await t.app.inject({
      method,
      url: demo(path),
      query: opts.query,
      payload: opts.body as object | undefined,
      headers: {
        ...(opts.tenant ? { 'x-tenant-id': opts.tenant } : {}),
        ...(opts.lang ? { 'accept-language': opts.lang } : {}),
      },
    });
    return { status: res.statusCode, body: res.json() as { code: number; data: T; message: string } };
  }

  it('goods: add, info, update, list, page and delete, in the caller’s tenant', async () => {
    const tenant = 'crud';
    const added = await call<TDemoGoods>('POST', 'goods/add', { body: { title: '  Popcorn  ' }, tenant });
    expect(added.body).toMatchObject({ code: 1000, data: { title: 'Popcorn', tenant } });
    const id = added.body.data.id;
    const other = await call<TDemoGoods>('POST', 'goods/add', { body: { title: 'Ticket stub' }, tenant });

    expect((await call('GET', 'goods/info', { query: { id: String(id) }, tenant })).body.data).toMatchObject({
      id,
      title: 'Popcorn',
    });
    const updated = await call<TDemoGoods>('POST', 'goods/update', {
      body: { id, title: 'Caramel popcorn' },
      tenant,
    });
    expect(updated.body.data.title).toBe('Caramel popcorn');

    const listed = await call<TDemoGoods[]>('POST', 'goods/list', { body: { keyWord: 'POPCORN' }, tenant });
    expect(listed.body.data.map((g) => g.id)).toEqual([id]);
    const page = await call<{ list: TDemoGoods[]; pagination: { total: number } }>('POST', 'goods/page', {
      body: { page: 1, size: 1 },
      tenant,
    });
    expect(page.body.data.list.map((g) => g.id)).toEqual([other.body.data.id]);
    expect(page.body.data.pagination).toEqual({ page: 1, size: 1, total: 2 });

    expect((await call('POST', 'goods/delete', { body: { ids: [id] }, tenant })).body.code).toBe(1000);
    expect((await call('GET', 'goods/info', { query: { id: String(id) }, tenant })).body.code).toBe(
      ErrorCode.NOT_FOUND,
    );
    expect((await call('POST', 'goods/update', { body: { id, title: 'Gone' }, tenant })).body.code).toBe(
      ErrorCode.NOT_FOUND,
    );
  });

  it('goods: a title of at most 50 characters, once per tenant; deleting needs a selection', async () => {
    const tenant = 'rules';
    expect((await call('POST', 'goods/add', { body: { title: 'x'.repeat(50) }, tenant })).body.code).toBe(
      1000,
    );
    expect((await call('POST', 'goods/add', { body: { title: 'y'.repeat(51) }, tenant })).body).toMatchObject(
      {
        code: ErrorCode.VALIDATION_FORMAT,
        message: 'title format error',
      },
    );
    expect((await call('POST', 'goods/add', { body: { title: '   ' }, tenant })).body.code).toBe(
      ErrorCode.VALIDATION_FORMAT,
    );
    const taken = await call('POST', 'goods/add', { body: { title: 'x'.repeat(50) }, tenant, lang: 'de-DE' });
    expect(taken.body).toMatchObject({
      code: ErrorCode.DEMO_TITLE_TAKEN,
      message: 'Ein Artikel mit diesem Titel existiert bereits',
    });
    // The same title in another tenant is another row.
    expect(
      (await call('POST', 'goods/add', { body: { title: 'x'.repeat(50) }, tenant: 'elsewhere' })).body.code,
    ).toBe(1000);
    expect((await call('POST', 'goods/delete', { body: { ids: [] }, tenant })).body.code).toBe(
      ErrorCode.VALIDATION_FORMAT,
    );
  });

  it('tenant: X-Tenant-Id picks whose goods a call sees; without it the shared tenant', async () => {
    const mine = await call<TDemoGoods>('POST', 'goods/add', { body: { title: 'Mine' }, tenant: 'studio-a' });
    const id = String(mine.body.data.id);
    expect((await call('GET', 'tenant/info', { tenant: 'studio-a' })).body.data).toEqual({
      tenant: 'studio-a',
      goods: 1,
    });
    expect((await call('GET', 'tenant/info', { tenant: 'studio-b' })).body.data).toEqual({
      tenant: 'studio-b',
      goods: 0,
    });
    expect((await call<{ tenant: string }>('GET', 'tenant/info')).body.data.tenant).toBe('default');
    // Another tenant can neither read, change nor delete it.
    expect((await call('GET', 'goods/info', { query: { id }, tenant: 'studio-b' })).body.code).toBe(
      ErrorCode.NOT_FOUND,
    );
    await call('POST', 'goods/delete', { body: { ids: [Number(id)] }, tenant: 'studio-b' });
    expect((await call('GET', 'goods/info', { query: { id }, tenant: 'studio-a' })).body.code).toBe(1000);
    expect((await call('GET', 'tenant/info', { tenant: 'Studio A!' })).body).toMatchObject({
      code: ErrorCode.VALIDATION_FORMAT,
      message: 'x-tenant-id format error',
    });
  });

  it('transaction: every title is added or none', async () => {
    const tenant = 'batch';
    await call('POST', 'goods/add', { body: { title: 'Taken' }, tenant });
    const refused = await call('POST', 'transaction/add', { body: { titles: ['Fresh', 'Taken'] }, tenant });
    expect(refused.body.code).toBe(ErrorCode.DEMO_TITLE_TAKEN);
    const repeated = await call('POST', 'transaction/add', { body: { titles: ['Twice', 'Twice'] }, tenant });
    expect(repeated.body.code).toBe(ErrorCode.DEMO_TITLE_TAKEN);
    const titles = async () =>
      (await call<TDemoGoods[]>('POST', 'goods/list', { body: {}, tenant })).body.data
        .map((g) => g.title)
        .sort();
    expect(await titles()).toEqual(['Taken']);

    const done = await call<TDemoGoods[]>('POST', 'transaction/add', {
      body: { titles: ['One', 'Two'] },
      tenant,
    });
    expect(done.body.data.map((g) => g.title)).toEqual(['One', 'Two']);
    expect(await titles()).toEqual(['One', 'Taken', 'Two']);
  });

  it('the goods table stops at its cap, so anonymous callers cannot fill the disk', async () => {
    const now = t.clock.now();
    const have = (
      await t.db
        .selectFrom('demo_goods')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst()
    )?.n;
    await t.db
      .insertInto('demo_goods')
      .values(
        Array.from({ length: DEMO_GOODS_MAX - Number(have) }, (_, i) => ({
          tenant: 'filler',
          title: `Filler ${i}`,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    expect((await call('POST', 'goods/add', { body: { title: 'One more' } })).body).toMatchObject({
      code: ErrorCode.DEMO_FULL,
      message: `The demo is full (at most ${DEMO_GOODS_MAX} items), please delete some first`,
    });
    expect((await call('POST', 'transaction/add', { body: { titles: ['One more'] } })).body.code).toBe(
      ErrorCode.DEMO_FULL,
    );
    await t.db.deleteFrom('demo_goods').where('tenant', '=', 'filler').execute();
  });

  it('i18n: a greeting in the Accept-Language, or in the language asked for', async () => {
    expect((await call('GET', 'i18n/greeting', { query: { name: 'Ada' }, lang: 'fr' })).body.data).toEqual({
      lang: 'fr',
      text: 'Bonjour Ada, bienvenue au club de cinéma',
    });
    expect(
      (await call('GET', 'i18n/greeting', { query: { name: 'Ada', lang: 'zh-Hant' }, lang: 'fr' })).body.data,
    ).toEqual({ lang: 'zh-Hant', text: 'Ada，你好，歡迎來到電影俱樂部' });
    expect((await call('GET', 'i18n/greeting', { query: { name: 'Ada', lang: 'xx' } })).body.code).toBe(
      ErrorCode.VALIDATION_FORMAT,
    );
  });

  it('cache: in this process without Redis, until its time to live runs out', async () => {
    const set = await call('POST', 'cache/set', { body: { key: 'poster', value: 'blue', ttlSeconds: 30 } });
    expect(set.body.data).toEqual({ key: 'poster', value: 'blue', store: 'memory' });
    expect((await call('GET', 'cache/get', { query: { key: 'poster' } })).body.data).toEqual({
      key: 'poster',
      value: 'blue',
      store: 'memory',
    });
    t.clock.advance(31);
    expect(
      (await call<{ value: null }>('GET', 'cache/get', { query: { key: 'poster' } })).body.data.value,
    ).toBeNull();
  });

  it('event: the in-process listener hears every event, newest first', async () => {
    await call('POST', 'event/send', { body: { message: 'first' } });
    const sent = await call<{ delivered: number; recent: { message: string }[] }>('POST', 'event/send', {
      body: { message: 'second' },
    });
    expect(sent.body.data.delivered).toBe(1);
    expect(sent.body.data.recent.map((e) => e.message)).toEqual(['second', 'first']);
  });

  it('queue: a message waits until the demo-queue job claims it, and is dropped an hour later', async () => {
    const added = await call<{ id: number; state: string }>('POST', 'queue/add', {
      body: { message: 'render' },
    });
    expect(added.body.data.state).toBe('waiting');
    const id = String(added.body.data.id);
    t.clock.advance(60);
    await t.scheduler.runDue();
    const done = await call<{ state: string; processedAt: number }>('GET', 'queue/info', { query: { id } });
    expect(done.body.data.state).toBe('done');
    expect(done.body.data.processedAt).toBeGreaterThan(0);
    t.clock.advance(2 * 3600);
    await t.scheduler.runDue();
    expect((await call('GET', 'queue/info', { query: { id } })).body.code).toBe(ErrorCode.NOT_FOUND);
  });

  it('sse: a few numbered events as text/event-stream, then the end', async () => {
    const res = await t.app.inject({ method: 'GET', url: demo('sse/call'), query: { count: '3' } });
    expect(res.headers['content-type']).toBe('text/event-stream');
    const events = res.body.trim().split('\n\n');
    expect(events).toHaveLength(4);
    expect(events.slice(0, 3).map((e) => JSON.parse(e.split('data: ')[1]))).toMatchObject([
      { n: 1, of: 3 },
      { n: 2, of: 3 },
      { n: 3, of: 3 },
    ]);
    expect(events[3]).toBe('event: end\ndata: {}');
  });

  it('rpc: a procedure called by name with its parameters', async () => {
    const tenant = 'rpc';
    const added = await call<TDemoGoods>('POST', 'goods/add', { body: { title: 'Reel' }, tenant });
    expect((await call('POST', 'rpc/call', { body: { method: 'goods.count' }, tenant })).body.data).toEqual({
      method: 'goods.count',
      result: 1,
    });
    const info = await call('POST', 'rpc/call', {
      body: { method: 'goods.info', params: { id: added.body.data.id } },
      tenant,
    });
    expect(info.body.data).toMatchObject({ result: { title: 'Reel' } });
    const greet = await call('POST', 'rpc/call', {
      body: { method: 'i18n.greet', params: { name: 'Ada', lang: 'de-DE' } },
    });
    expect(greet.body.data).toEqual({ method: 'i18n.greet', result: 'Hallo Ada, willkommen im Filmclub' });
    expect((await call('POST', 'rpc/call', { body: { method: 'users.list' } })).body.code).toBe(
      ErrorCode.VALIDATION_FORMAT,
    );
  });

  it('plugin: registered for the demo scope, it answers there and nowhere else', async () => {
    const res = await t.app.inject({ method: 'GET', url: demo('plugin/invoke'), query: { a: '2', b: '40' } });
    expect(res.json()).toMatchObject({ code: 1000, data: { plugin: 'demo-toolbox', result: 42 } });
    expect(res.headers['x-demo-plugin']).toBe('demo-toolbox');
    const elsewhere = await t.app.inject({ method: 'GET', url: '/api/app/comm/comm/language' });
    expect(elsewhere.headers['x-demo-plugin']).toBeUndefined();
    expect(t.app.hasDecorator(DEMO_PLUGIN_DECORATOR)).toBe(false);
  });

  it('every sample is public, in the OpenAPI page under the demo tag', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { tags?: string[]; security?: unknown }>>;
    };
    const demoPaths = Object.keys(doc.paths).filter((p) => p.startsWith('/api/open/demo/'));
    expect(demoPaths.map((p) => p.split('/')[4]).sort()).toEqual(
      [
        'cache',
        'cache',
        'event',
        'goods',
        'goods',
        'goods',
        'goods',
        'goods',
        'goods',
        'i18n',
        'plugin',
        'queue',
        'queue',
        'rpc',
        'sse',
        'tenant',
        'transaction',
      ].sort(),
    );
    for (const path of demoPaths) {
      for (const op of Object.values(doc.paths[path])) expect(op.tags).toEqual(['demo']);
    }
    expect(t.routes.filter((r) => r.url.startsWith('/api/open/demo/') && r.auth !== 'public')).toEqual([]);
  });
});

describe.each(DIALECTS)('open/demo rate limits (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, {}, 1);
  });
  afterAll(() => t.close());

  it('limits writes per address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await api(t).call('POST', demo('event/send'), {
        body: { message: `m${i}` },
        ip: '198.51.100.7',
      });
      codes.push(res.body.code);
    }
    expect(codes.slice(0, 20).every((c) => c === 1000)).toBe(true);
    expect(codes[20]).toBe(ErrorCode.RATE_LIMITED);
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('open/demo cache on Redis', () => {
  let t: TestApp;
  let redis: Redis;
  beforeAll(async () => {
    redis = new Redis(process.env.TEST_REDIS_URL as string, { maxRetriesPerRequest: 1 });
    t = await createTestApp('sqlite', {}, 1000, redis);
  });
  afterAll(async () => {
    await t.close();
    redis.disconnect();
  });

  it('keeps the value in Redis with its time to live', async () => {
    const key = `poster-${process.pid}-${Date.now()}`;
    const set = await api(t).call('POST', demo('cache/set'), { body: { key, value: 'red', ttlSeconds: 30 } });
    expect(set.body.data).toEqual({ key, value: 'red', store: 'redis' });
    expect((await api(t).call('GET', demo('cache/get'), { query: { key } })).body.data).toEqual({
      key,
      value: 'red',
      store: 'redis',
    });
    const ttl = await redis.ttl(`club-demo:${key}`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(30);
    await redis.del(`club-demo:${key}`);
  });
});

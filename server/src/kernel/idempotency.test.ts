import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../money/verify';
import {
  api,
  channelId,
  expectError,
  expectOk,
  fundByBankRecharge,
  investor,
  memberWithVerifiedCard,
  operatorToken,
  PAY_PASSWORD,
  projectBody,
  request,
  signIn,
} from '../test/client';
import { createTestApp, DIALECTS, type TestApp } from '../test/harness';
import { idempotencyCleanup, KEY_RETENTION_MS, LEASE_MS } from './idempotency';

describe.each(DIALECTS)('idempotency keys (%s)', (dialect) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await operatorToken(t);
  });
  afterAll(async () => {
    expect((await verifyLedger(t.db)).filter((c) => !c.ok)).toEqual([]);
    await t.close();
  });

  const send = (url: string, token: string, idempotencyKey: string, body: object) =>
    request(t, 'POST', url, { token, idempotencyKey, body });

  /**
   * What a `kill -9` leaves behind: the key of a request that died before answering, its lease long
   * gone. The row is copied from a finished request with the same body (same hash), minus its answer.
   */
  async function keyOfDeadRequest(subject: string, finishedKey: string, deadKey: string) {
    const row = await t.db
      .selectFrom('idempotency_keys')
      .select('request_hash')
      .where('subject', '=', subject)
      .where('key', '=', finishedKey)
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('idempotency_keys')
      .values({
        subject,
        key: deadKey,
        request_hash: row.request_hash,
        response: null,
        created_at: t.clock.now() - 60_000,
        lease_owner: 'a-process-that-died',
        lease_until: t.clock.now() - 1,
      })
      .execute();
  }

  /** Four retries of the dead request at once: one takes the key over, the others replay its answer. */
  async function storm(url: string, token: string, key: string, body: object) {
    const answers = await Promise.all(Array.from({ length: 4 }, () => send(url, token, key, body)));
    const data = answers.map((a) => expectOk(a));
    expect(new Set(data.map((d) => JSON.stringify(d))).size).toBe(1);
    return data[0];
  }

  /** A member with money and a verified card, and the body of a withdrawal they may make. */
  async function withdrawer() {
    const m = await memberWithVerifiedCard(t);
    await fundByBankRecharge(t, m.id, 100_000);
    const body = {
      channelId: await channelId(t, 'withdraw_channels', 'bank'),
      amount: 10_000,
      accountId: m.cardId,
      payPassword: PAY_PASSWORD,
    };
    return { m, url: '/api/app/withdraw/withdraw/submit', body };
  }

  it('lets exactly one of four parallel retries take over a withdrawal whose request died', async () => {
    const { m, url, body } = await withdrawer();
    expectOk(await send(url, m.tokens.token, 'w-finished', body));
    await keyOfDeadRequest(`member:${m.id}`, 'w-finished', 'w-died');
    const order = (await storm(url, m.tokens.token, 'w-died', body)) as { id: number };
    const orders = await t.db.selectFrom('withdraw_orders').selectAll().where('user_id', '=', m.id).execute();
    expect(orders).toHaveLength(2);
    const retried = orders.find((o) => o.id === order.id);
    expect(retried?.request_key).toBe(`member:${m.id}:w-died`);
    // The hold carries the same key, so no path can hold twice for it.
    const holds = await t.db
      .selectFrom('ledger_entries')
      .select(['request_key'])
      .where('type', '=', 'FREEZE')
      .where('reference', '=', `withdraw:${order.id}`)
      .execute();
    expect(holds).toEqual([{ request_key: `member:${m.id}:w-died` }]);
  });

  it('answers a storm of retries of a dead investment or operator credit once, never with 500', async () => {
    const m = await investor(t);
    const created = await api(t).call<{ id: number }>('POST', '/api/admin/finance/proj/add', {
      token: admin,
      body: projectBody(t.clock.now()),
    });
    const projectId = created.body.data.id;
    await api(t).call('POST', '/api/admin/finance/proj/publish', { token: admin, body: { id: projectId } });
    const url = '/api/app/finance/invest/invest';
    const body = { projectId, amount: 10_000, payPassword: PAY_PASSWORD, acceptRisk: true };
    expectOk(await send(url, m.tokens.token, 'i-finished', body));
    await keyOfDeadRequest(`member:${m.id}`, 'i-finished', 'i-died');
    await storm(url, m.tokens.token, 'i-died', body);
    const investments = await t.db
      .selectFrom('investments')
      .select('id')
      .where('user_id', '=', m.id)
      .execute();
    expect(investments).toHaveLength(2);

    // An operator credit is a request a second operator approves (four eyes): two keys, two requests.
    const credit = '/api/admin/funds/credit/internal';
    const grant = { userId: m.id, amount: 500, reason: 'welcome' };
    const requests = () =>
      t.db.selectFrom('approvals').select('id').where('kind', '=', 'funds-credit').execute();
    const before = (await requests()).length;
    expectOk(await send(credit, admin, 'c-finished', grant));
    await keyOfDeadRequest('admin:1', 'c-finished', 'c-died');
    await storm(credit, admin, 'c-died', grant);
    expect(await requests()).toHaveLength(before + 2);
  });

  it('tells a duplicate the first request is still running instead of running it again', async () => {
    const { m, url, body } = await withdrawer();
    expectOk(await send(url, m.tokens.token, 'running-0', body));
    await keyOfDeadRequest(`member:${m.id}`, 'running-0', 'running-1');
    // The owner is alive: its lease runs on.
    await t.db
      .updateTable('idempotency_keys')
      .set({ lease_until: t.clock.now() + LEASE_MS })
      .where('key', '=', 'running-1')
      .execute();
    expectError(await send(url, m.tokens.token, 'running-1', body), 'IDEMPOTENCY_IN_PROGRESS');
    expect(
      await t.db.selectFrom('withdraw_orders').select('id').where('user_id', '=', m.id).execute(),
    ).toHaveLength(1);
  });

  it('forgets keys after their retention, and a key sent again after that still moves no money', async () => {
    const { m, url, body } = await withdrawer();
    expectOk(await send(url, m.tokens.token, 'old-key', body));
    t.clock.advance(KEY_RETENTION_MS / 1000 + 60);
    await idempotencyCleanup(t.db).run(t.clock.now());
    const kept = await t.db
      .selectFrom('idempotency_keys')
      .select('key')
      .where('key', '=', 'old-key')
      .execute();
    expect(kept).toEqual([]);
    // A day later the member signs in again.
    expectError(await send(url, await signIn(t, m), 'old-key', body), 'IDEMPOTENCY_CONFLICT');
    expect(
      await t.db.selectFrom('withdraw_orders').select('id').where('user_id', '=', m.id).execute(),
    ).toHaveLength(1);
  });
  it('forgets a backlog of keys in bounded steps, letting requests in between, and keeps the recent ones', async () => {
    const old = t.clock.now() - KEY_RETENTION_MS - 60_000;
    const rows = Array.from({ length: 1_203 }, (_, i) => ({
      subject: 'backlog',
      key: `k-${i}`,
      request_hash: 'h',
      // Several keys a millisecond, as under load: a step ends between times, never inside one.
      created_at: old - Math.floor(i / 3),
    }));
    for (let i = 0; i < rows.length; i += 400) {
      await t.db
        .insertInto('idempotency_keys')
        .values(rows.slice(i, i + 400))
        .execute();
    }
    await t.db
      .insertInto('idempotency_keys')
      .values({ subject: 'backlog', key: 'fresh', request_hash: 'h', created_at: t.clock.now() })
      .execute();
    let turns = 0;
    let running = true;
    const turn = () => {
      if (!running) return;
      turns += 1;
      setImmediate(turn);
    };
    setImmediate(turn);
    await idempotencyCleanup(t.db).run(t.clock.now());
    running = false;
    const left = await t.db
      .selectFrom('idempotency_keys')
      .select('key')
      .where('subject', '=', 'backlog')
      .execute();
    expect(left.map((r) => r.key)).toEqual(['fresh']);
    // Three steps of about 500 keys, with a turn for requests after each full one.
    expect(turns).toBeGreaterThanOrEqual(2);
  });
});

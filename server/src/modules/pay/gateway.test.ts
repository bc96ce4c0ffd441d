import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TRechargeOrder } from '@club/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../../money/verify';
import {
  api,
  channelId,
  expectError,
  expectOk,
  freshKey,
  providerCallback,
  registerMember,
} from '../../test/client';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness';

const SECRET = 'dzd-gateway-secret';

/** A stand-in for the provider's payment API on 127.0.0.1: checks our signature, answers a checkout URL. */
function fakeGateway() {
  const received: { body: Record<string, unknown>; signed: boolean }[] = [];
  let failNext = false;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const expected = createHmac('sha256', SECRET)
        .update(`${req.headers['x-timestamp']}.${raw}`)
        .digest('hex');
      const body = JSON.parse(raw) as Record<string, unknown>;
      received.push({ body, signed: req.headers['x-signature'] === expected });
      if (failNext) {
        failNext = false;
        res.writeHead(503).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ payUrl: `https://checkout.example/${body.mode}/${body.orderId}` }));
    });
  });
  return {
    received,
    failOnce: () => {
      failNext = true;
    },
    start: () =>
      new Promise<number>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
      ),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(DIALECTS)('gateway payments (%s)', (dialect) => {
  let t: TestApp;
  const gateway = fakeGateway();
  beforeAll(async () => {
    const port = await gateway.start();
    t = await createTestApp(dialect, {
      PAY_DZD_SECRET: SECRET,
      PAY_DZD_URL: `http://127.0.0.1:${port}/payments`,
      PUBLIC_URL: 'https://club.example',
    });
    await t.db
      .updateTable('recharge_channels')
      .set({ enabled: 1 })
      .where('provider', 'in', ['dzd', 'egp'])
      .execute();
  });
  afterAll(async () => {
    expect((await verifyLedger(t.db)).filter((c) => !c.ok)).toEqual([]);
    await t.close();
    await gateway.stop();
  });

  async function order(token: string, code: string, amount = 9_000) {
    const res = await api(t).post<TRechargeOrder>(
      'recharge/recharge/submit',
      { channelId: await channelId(t, 'recharge_channels', code), amount },
      { token, idempotencyKey: freshKey() },
    );
    return expectOk(res);
  }
  const payment = (token: string, orderId: number) =>
    api(t).post<{ provider: string; payUrl: string }>('pay/comm/payment', { orderId }, { token });

  it('asks the provider for a checkout page with a signed request, then credits its signed callback', async () => {
    const m = await registerMember(t);
    const token = m.tokens.token;
    const o = await order(token, 'dzd');
    const pay = await payment(token, o.id);
    expect(pay.body.data).toEqual({ provider: 'dzd', payUrl: `https://checkout.example/web/${o.id}` });
    const sent = gateway.received.at(-1);
    expect(sent?.signed).toBe(true);
    expect(sent?.body).toMatchObject({
      orderId: o.id,
      amount: 9_000,
      currency: 'USD',
      notifyUrl: 'https://club.example/api/app/pay/dzd/gather/notify',
    });
    const evoke = await api(t).post<{ payUrl: string }>('pay/comm/evoke', { orderId: o.id }, { token });
    expect(evoke.body.data.payUrl).toBe(`https://checkout.example/app/${o.id}`);

    const paid = { orderId: o.id, providerTxnId: 'dzd-gw-1', amount: 9_000, currency: 'USD', status: 'paid' };
    const callback = await providerCallback(t, { provider: 'dzd', direction: 'gather' }, paid, SECRET);
    expect(expectOk(callback).outcome).toBe('credited');
    expectError(await payment(token, o.id), 'ORDER_CLOSED');
  });

  it("refuses orders that are not the member's, channels without a gateway, and a gateway that fails", async () => {
    const m = await registerMember(t);
    const token = m.tokens.token;
    const other = await registerMember(t);
    const o = await order(token, 'dzd');
    expectError(await payment(other.tokens.token, o.id), 'NOT_FOUND');
    const egp = await order(token, 'egp');
    expectError(await payment(token, egp.id), 'CHANNEL_UNAVAILABLE');
    const bank = await order(token, 'bank');
    expectError(await payment(token, bank.id), 'CHANNEL_UNAVAILABLE');
    gateway.failOnce();
    expectError(await payment(token, o.id), 'CHANNEL_UNAVAILABLE');
    expect(
      (
        await api(t).get<{ state: string }>('recharge/recharge/sync_check', {
          token,
          query: { orderId: String(o.id) },
        })
      ).body.data.state,
    ).toBe('waiting');
  });
});

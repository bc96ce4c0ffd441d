import type { TRechargeOrder } from '@club/contract';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, expectError, expectOk } from '../../test/client';
import { DIALECTS, type TestApp } from '../../test/harness';
import { uploadFile } from '../../test/multipart';
import { useRechargeApp } from './recharge.fixtures';

describe.each(DIALECTS)('recharge: members (%s)', (dialect) => {
  let t: TestApp;
  let bankId: number;
  let usdtId: number;
  const { app, member, submit, balance, decide } = useRechargeApp(dialect);
  beforeAll(() => {
    ({ t, bankId, usdtId } = app);
  });

  it('lists the enabled channels with limits and rates', async () => {
    const m = await member();
    const { body } = await api(t).get<{ code: string; minAmount: number; name: string; rate: string }[]>(
      'recharge/recharge/channels',
      { token: m.token },
    );
    expect(body.data.map((c) => c.code)).toEqual(['bank', 'usdt-trc20', 'dzd']);
    expect(body.data[0]).toMatchObject({ minAmount: 1_000, name: 'Bank transfer', rate: '1' });
    // The member sees what a USDT recharge costs in USDT before placing it.
    const rates = await t.db.selectFrom('recharge_channels').select(['code', 'rate_ppm']).execute();
    const usdtPpm = rates.find((r) => r.code === 'usdt-trc20')?.rate_ppm;
    expect(body.data[1].rate).toBe(String(Number(usdtPpm) / 1_000_000));
  });

  it('places a bank order with transfer details, refusing bad amounts, channels and a missing key', async () => {
    const m = await member();
    const order = expectOk(await submit(m.token, { channelId: bankId, amount: 25_000 }));
    expect(order).toMatchObject({
      state: 'waiting',
      amount: 25_000,
      instructions: { kind: 'bank', accountName: 'Film Club Ltd' },
    });
    expect(order.instructions).toHaveProperty('reference', order.reference);
    expectError(await submit(m.token, { channelId: bankId, amount: 999 }), 'AMOUNT_OUT_OF_RANGE', {
      min: '10.00',
      max: '50000.00',
    });
    expectError(await submit(m.token, { channelId: 9999, amount: 5_000 }), 'CHANNEL_UNAVAILABLE');
    const noKey = await api(t).post(
      'recharge/recharge/submit',
      { channelId: bankId, amount: 5_000 },
      { token: m.token },
    );
    expectError(noKey, 'IDEMPOTENCY_KEY_REQUIRED');
    const again = expectOk(await submit(m.token, { channelId: bankId, amount: 25_000 }, 'same-key'));
    const replay = expectOk(await submit(m.token, { channelId: bankId, amount: 25_000 }, 'same-key'));
    expect(replay.id).toBe(again.id);
  });

  it('asks for an exact USDT amount on TRC20', async () => {
    const m = await member();
    const order = expectOk(await submit(m.token, { channelId: usdtId, amount: 10_000 }));
    const ins = order.instructions as { kind: string; amount: string; address: string; network: string };
    expect(ins).toMatchObject({ kind: 'usdt', network: 'TRC20' });
    expect(ins.amount).toMatch(/^100\.000\d{3}$/);
    expect(ins.address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
  });

  it('takes a voucher, and credits once when an operator confirms', async () => {
    const m = await member();
    const order = expectOk(await submit(m.token, { channelId: bankId, amount: 50_000 }));
    const png = new PNG({ width: 4, height: 4 });
    const up = await uploadFile(t, m.token, { content: PNG.sync.write(png), name: 'receipt.png' });
    const { url } = expectOk(up);
    const other = await member();
    expectError(
      await api(t).post('recharge/recharge/voucher', { orderId: order.id, url }, { token: other.token }),
      'NOT_FOUND',
    );
    const withVoucher = await api(t).post<TRechargeOrder>(
      'recharge/recharge/voucher',
      { orderId: order.id, url },
      { token: m.token },
    );
    // The stored file, as a signed link (upload.test.ts).
    expect(withVoucher.body.data.voucherUrl?.startsWith(`${url}?exp=`)).toBe(true);
    expect(withVoucher.body.data.voucher2Url).toBeNull();
    // A second picture of the same payment sits beside the first, never in its place.
    const back = expectOk(await uploadFile(t, m.token, { content: PNG.sync.write(png), name: 'back.png' }));
    expectError(
      await api(t).post(
        'recharge/recharge/voucher2',
        { orderId: order.id, url: back.url },
        { token: other.token },
      ),
      'NOT_FOUND',
    );
    const withBoth = expectOk(
      await api(t).post<TRechargeOrder>(
        'recharge/recharge/voucher2',
        { orderId: order.id, url: back.url },
        { token: m.token },
      ),
    );
    expect(withBoth.voucherUrl?.startsWith(`${url}?exp=`)).toBe(true);
    expect(withBoth.voucher2Url?.startsWith(`${back.url}?exp=`)).toBe(true);
    // A voucher keeps the order alive past the 30 minutes.
    t.clock.advance(31 * 60);
    await t.scheduler.runDue();
    expect(
      (
        await api(t).get<{ state: string }>('recharge/recharge/sync_check', {
          token: m.token,
          query: { orderId: String(order.id) },
        })
      ).body.data.state,
    ).toBe('waiting');
    expectOk(await decide('confirm', { orderId: order.id }));
    expectError(
      await api(t).post(
        'recharge/recharge/voucher2',
        { orderId: order.id, url: back.url },
        { token: m.token },
      ),
      'ORDER_CLOSED',
    );
    expectError(await decide('confirm', { orderId: order.id }), 'ALREADY_DECIDED');
    expectError(await decide('reject', { orderId: order.id, reason: 'late' }), 'ALREADY_DECIDED');
    expect(await balance(m.token)).toBe(50_000);
    const list = await api(t).get<{ list: TRechargeOrder[] }>('recharge/recharge/recharge', {
      token: m.token,
    });
    expect(list.body.data.list[0]).toMatchObject({ id: order.id, state: 'success' });
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target', '=', `recharge:${order.id}`)
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['recharge:order:confirm']);
  });

  it('rejects with a reason and expires unpaid orders', async () => {
    const m = await member();
    const a = expectOk(await submit(m.token, { channelId: bankId, amount: 5_000 }));
    expectOk(await decide('reject', { orderId: a.id, reason: 'No transfer received' }));
    const list = await api(t).get<{ list: TRechargeOrder[] }>('recharge/recharge/recharge', {
      token: m.token,
    });
    expect(list.body.data.list[0]).toMatchObject({ state: 'failed', failureReason: 'No transfer received' });
    const b = expectOk(await submit(m.token, { channelId: bankId, amount: 5_000 }));
    t.clock.advance(30 * 60 + 1);
    await t.scheduler.runDue();
    const state = await api(t).get<{ state: string }>('recharge/recharge/sync_check', {
      token: m.token,
      query: { orderId: String(b.id) },
    });
    expect(state.body.data.state).toBe('expired');
    expect(await balance(m.token)).toBe(0);
  });
});

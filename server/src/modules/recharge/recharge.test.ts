import type {
  TAdminRechargeChannel,
  TAdminRechargeOrder,
  TPaged,
  TRechargeOrder,
  TTokens,
} from '@club/contract';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tronAddressFromSeed } from '../../money/tron';
import { verifyLedger } from '../../money/verify';
import { api, freshCommit, memberIdOf, providerCallback, registerMember } from '../../test/client';
import { ADMIN, createTestApp, DIALECTS, type TestApp } from '../../test/harness';
import { multipartFile } from '../../test/multipart';

const SECRETS = { PAY_TRON_SECRET: 'tron-secret', PAY_DZD_SECRET: 'dzd-secret' };

describe.each(DIALECTS)('recharge (%s)', (dialect) => {
  let t: TestApp;
  let admin: string;
  let bankId: number;
  let usdtId: number;
  let dzdId: number;
  beforeAll(async () => {
    t = await createTestApp(dialect, SECRETS);
    await t.db.updateTable('recharge_channels').set({ enabled: 1 }).where('code', '=', 'dzd').execute();
    admin = (await api(t).call<TTokens>('POST', '/api/admin/base/open/login', { body: ADMIN })).body.data
      .token;
    const channels = await t.db.selectFrom('recharge_channels').select(['id', 'code']).execute();
    const id = (code: string) => channels.find((c) => c.code === code)?.id ?? 0;
    [bankId, usdtId, dzdId] = [id('bank'), id('usdt-trc20'), id('dzd')];
  });
  afterAll(async () => {
    expect((await verifyLedger(t.db)).filter((c) => !c.ok)).toEqual([]);
    await t.close();
  });

  async function member() {
    const m = await registerMember(t);
    return { token: m.tokens.token };
  }

  let keySeq = 0;
  async function submit(token: string, body: object, key = `k-${++keySeq}`) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/app/recharge/recharge/submit',
      headers: { authorization: token, 'idempotency-key': key },
      payload: body,
    });
    return res.json() as { code: number; data: TRechargeOrder; message: string };
  }

  const balance = async (token: string) =>
    (await api(t).get<{ recharge: number }>('user/info/income', { token })).body.data.recharge;

  const decide = async (action: 'confirm' | 'reject', body: object) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/recharge/order/${action}`,
      headers: { authorization: admin, 'idempotency-key': `d-${++keySeq}` },
      payload: body,
    });
    return res.json() as { code: number };
  };

  /** A signed gather callback, sent (with any headers overridden) when the returned function is called. */
  const signed =
    (provider: string, body: object, secret: string, at = t.clock.now()) =>
    (headers: Record<string, string> = {}) =>
      providerCallback(t, { provider, direction: 'gather' }, body, secret, { at, headers });

  it('lists the enabled channels with limits', async () => {
    const m = await member();
    const { body } = await api(t).get<{ code: string; minAmount: number; name: string }[]>(
      'recharge/recharge/channels',
      { token: m.token },
    );
    expect(body.data.map((c) => c.code)).toEqual(['bank', 'usdt-trc20', 'dzd']);
    expect(body.data[0]).toMatchObject({ minAmount: 1_000, name: 'Bank transfer' });
  });

  it('places a bank order with transfer details, refusing bad amounts, channels and a missing key', async () => {
    const m = await member();
    const order = await submit(m.token, { channelId: bankId, amount: 25_000 });
    expect(order.data).toMatchObject({
      state: 'waiting',
      amount: 25_000,
      instructions: { kind: 'bank', accountName: 'Film Club Ltd' },
    });
    expect(order.data.instructions).toHaveProperty('reference', order.data.reference);
    expect((await submit(m.token, { channelId: bankId, amount: 999 })).message).toBe(
      'The amount must be between 10.00 and 50000.00',
    );
    expect((await submit(m.token, { channelId: 9999, amount: 5_000 })).code).toBe(1901);
    const noKey = await api(t).post(
      'recharge/recharge/submit',
      { channelId: bankId, amount: 5_000 },
      { token: m.token },
    );
    expect(noKey.body.code).toBe(1802);
    const again = await submit(m.token, { channelId: bankId, amount: 25_000 }, 'same-key');
    const replay = await submit(m.token, { channelId: bankId, amount: 25_000 }, 'same-key');
    expect(replay.data.id).toBe(again.data.id);
  });

  it('asks for an exact USDT amount on TRC20', async () => {
    const m = await member();
    const order = await submit(m.token, { channelId: usdtId, amount: 10_000 });
    const ins = order.data.instructions as { kind: string; amount: string; address: string; network: string };
    expect(ins).toMatchObject({ kind: 'usdt', network: 'TRC20' });
    expect(ins.amount).toMatch(/^100\.000\d{3}$/);
    expect(ins.address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
  });

  it('takes a voucher, and credits once when an operator confirms', async () => {
    const m = await member();
    const order = await submit(m.token, { channelId: bankId, amount: 50_000 });
    const png = new PNG({ width: 4, height: 4 });
    const form = multipartFile(PNG.sync.write(png), 'receipt.png', 'image/png');
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/app/comm/comm/upload',
      headers: { authorization: m.token, 'content-type': form.contentType },
      payload: form.payload,
    });
    const url = up.json().data.url as string;
    const other = await member();
    expect(
      (
        await api(t).post(
          'recharge/recharge/voucher',
          { orderId: order.data.id, url },
          { token: other.token },
        )
      ).body.code,
    ).toBe(1004);
    const withVoucher = await api(t).post<TRechargeOrder>(
      'recharge/recharge/voucher',
      { orderId: order.data.id, url },
      { token: m.token },
    );
    // The stored file, as a signed link (upload.test.ts).
    expect(withVoucher.body.data.voucherUrl?.startsWith(`${url}?exp=`)).toBe(true);
    // A voucher keeps the order alive past the 30 minutes.
    t.clock.advance(31 * 60);
    await t.scheduler.runDue();
    expect(
      (
        await api(t).get<{ state: string }>('recharge/recharge/sync_check', {
          token: m.token,
          query: { orderId: String(order.data.id) },
        })
      ).body.data.state,
    ).toBe('waiting');
    expect((await decide('confirm', { orderId: order.data.id })).code).toBe(1000);
    expect((await decide('confirm', { orderId: order.data.id })).code).toBe(1903);
    expect((await decide('reject', { orderId: order.data.id, reason: 'late' })).code).toBe(1903);
    expect(await balance(m.token)).toBe(50_000);
    const list = await api(t).get<{ list: TRechargeOrder[] }>('recharge/recharge/recharge', {
      token: m.token,
    });
    expect(list.body.data.list[0]).toMatchObject({ id: order.data.id, state: 'success' });
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target', '=', `recharge:${order.data.id}`)
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['recharge:order:confirm']);
  });

  it('rejects with a reason and expires unpaid orders', async () => {
    const m = await member();
    const a = await submit(m.token, { channelId: bankId, amount: 5_000 });
    expect((await decide('reject', { orderId: a.data.id, reason: 'No transfer received' })).code).toBe(1000);
    const list = await api(t).get<{ list: TRechargeOrder[] }>('recharge/recharge/recharge', {
      token: m.token,
    });
    expect(list.body.data.list[0]).toMatchObject({ state: 'failed', failureReason: 'No transfer received' });
    const b = await submit(m.token, { channelId: bankId, amount: 5_000 });
    t.clock.advance(30 * 60 + 1);
    await t.scheduler.runDue();
    const state = await api(t).get<{ state: string }>('recharge/recharge/sync_check', {
      token: m.token,
      query: { orderId: String(b.data.id) },
    });
    expect(state.body.data.state).toBe('expired');
    expect(await balance(m.token)).toBe(0);
  });

  it('credits a signed gateway callback once, however often it is replayed', async () => {
    const m = await member();
    const order = await submit(m.token, { channelId: dzdId, amount: 12_000 });
    const call = signed(
      'dzd',
      { orderId: order.data.id, providerTxnId: 'dzd-1', amount: 12_000, currency: 'USD', status: 'paid' },
      SECRETS.PAY_DZD_SECRET,
    );
    const results = await Promise.all(Array.from({ length: 10 }, () => call()));
    expect(results.filter((r) => r.data?.outcome === 'credited')).toHaveLength(1);
    expect(results.filter((r) => r.data?.outcome === 'replay')).toHaveLength(9);
    expect(await balance(m.token)).toBe(12_000);
    const logged = await t.db
      .selectFrom('payment_callbacks')
      .selectAll()
      .where('provider_txn_id', '=', 'dzd-1')
      .execute();
    expect(logged).toHaveLength(1);
    // A second transaction for the same order cannot credit it again.
    const second = signed(
      'dzd',
      { orderId: order.data.id, providerTxnId: 'dzd-2', amount: 12_000, currency: 'USD', status: 'paid' },
      SECRETS.PAY_DZD_SECRET,
    );
    expect((await second()).data.outcome).toBe('order-closed');
    expect(await balance(m.token)).toBe(12_000);
  });

  it('changes nothing for a bad signature, a stale timestamp, a wrong secret or an unknown order', async () => {
    const m = await member();
    const order = await submit(m.token, { channelId: dzdId, amount: 8_000 });
    const body = {
      orderId: order.data.id,
      providerTxnId: 'dzd-bad',
      amount: 8_000,
      currency: 'USD',
      status: 'paid',
    };
    expect((await signed('dzd', body, SECRETS.PAY_DZD_SECRET)({ 'x-signature': 'f'.repeat(64) })).code).toBe(
      1905,
    );
    expect((await signed('dzd', body, 'wrong-secret')()).code).toBe(1905);
    expect((await signed('dzd', body, SECRETS.PAY_DZD_SECRET, t.clock.now() - 6 * 60_000)()).code).toBe(1905);
    expect((await signed('egp', body, 'anything')()).code).toBe(1905); // no secret configured
    expect(
      (
        await signed(
          'dzd',
          { ...body, orderId: 987654, providerTxnId: 'dzd-ghost' },
          SECRETS.PAY_DZD_SECRET,
        )()
      ).code,
    ).toBe(1004);
    expect(await balance(m.token)).toBe(0);
    const state = await api(t).get<{ state: string }>('recharge/recharge/sync_check', {
      token: m.token,
      query: { orderId: String(order.data.id) },
    });
    expect(state.body.data.state).toBe('waiting');
  });

  it('sends a wrong amount to review instead of crediting it', async () => {
    const m = await member();
    const order = await submit(m.token, { channelId: usdtId, amount: 10_000 });
    const micro = Math.round(Number((order.data.instructions as { amount: string }).amount) * 1_000_000);
    const short = signed(
      'tron',
      {
        orderId: order.data.id,
        providerTxnId: 'tron-short',
        amount: micro - 1,
        currency: 'USDT',
        status: 'paid',
      },
      SECRETS.PAY_TRON_SECRET,
    );
    expect((await short()).data.outcome).toBe('review');
    expect(await balance(m.token)).toBe(0);
    expect((await decide('confirm', { orderId: order.data.id })).code).toBe(1000);
    expect(await balance(m.token)).toBe(10_000);
    const exact = await submit(m.token, { channelId: usdtId, amount: 20_000 });
    const microExact = Math.round(Number((exact.data.instructions as { amount: string }).amount) * 1_000_000);
    const paid = signed(
      'tron',
      {
        orderId: exact.data.id,
        providerTxnId: 'tron-ok',
        amount: microExact,
        currency: 'USDT',
        status: 'paid',
      },
      SECRETS.PAY_TRON_SECRET,
    );
    expect((await paid()).data.outcome).toBe('credited');
    expect(await balance(m.token)).toBe(30_000);
  });

  it('pages the operator list on the server: filters, search by reference or phone, sort by amount', async () => {
    const a = await registerMember(t);
    const b = await registerMember(t);
    const [aId, bId] = [await memberIdOf(t, a.phone), await memberIdOf(t, b.phone)];
    const placed = [];
    for (const [userId, amount] of [
      [aId, 30_000],
      [aId, 10_000],
      [bId, 20_000],
    ]) {
      placed.push(
        await t.services.recharge.submit(userId, { channelId: bankId, amount }, 'en', freshCommit(t)),
      );
    }
    const page = async (body: object) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/recharge/order/page',
        headers: { authorization: admin },
        payload: body,
      });
      return res.json() as { code: number; data: TPaged<TAdminRechargeOrder> };
    };
    const mine = await page({ userId: aId });
    expect(mine.data.pagination).toEqual({ page: 1, size: 20, total: 2 });
    expect(mine.data.list.map((o) => o.id)).toEqual([placed[1].id, placed[0].id]);
    expect(mine.data.list[0]).toMatchObject({ userId: aId, memberPhone: `+1 ${a.phone}`, amount: 10_000 });
    const byAmount = await page({ userId: aId, sortField: 'amount', sortOrder: 'asc', size: 1, page: 2 });
    expect(byAmount.data.list.map((o) => o.amount)).toEqual([30_000]);
    expect(byAmount.data.pagination.total).toBe(2);
    expect((await page({ search: placed[2].reference })).data.list.map((o) => o.id)).toEqual([placed[2].id]);
    expect((await page({ search: `+1${b.phone}` })).data.list.map((o) => o.id)).toEqual([placed[2].id]);
    expect((await page({ search: b.phone })).data.list.map((o) => o.id)).toEqual([placed[2].id]);
    expect((await page({ search: '  ', userId: bId })).data.pagination.total).toBe(1);
    expect((await page({ state: 'success', userId: bId })).data.list).toEqual([]);
    expect((await page({ sortField: 'phone' })).code).toBe(1001);
    expect((await page({ size: 101 })).code).toBe(1001);
  });

  it('answers a retried operator confirmation as the first one, and credits once', async () => {
    const m = await member();
    const order = await submit(m.token, { channelId: bankId, amount: 12_000 });
    const confirm = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/recharge/order/confirm',
        headers: { authorization: admin, 'idempotency-key': `confirm-${order.data.id}` },
        payload: { orderId: order.data.id },
      });
    const answers = await Promise.all([confirm(), confirm()]);
    expect(answers.map((r) => r.json().code)).toEqual([1000, 1000]);
    expect((await confirm()).json()).toMatchObject({ code: 1000, data: null });
    expect(await balance(m.token)).toBe(12_000);
  });

  it('lets an operator set a channel’s limits, rate, payer details and switch, checked and audited', async () => {
    const call = async <T = null>(method: 'GET' | 'POST', url: string, body?: object) => {
      const res = await t.app.inject({ method, url, headers: { authorization: admin }, payload: body });
      return res.json() as { code: number; data: T; message: string };
    };
    const list = await call<TAdminRechargeChannel[]>('GET', '/api/admin/recharge/channel/list');
    expect(list.data.map((c) => [c.code, c.configured])).toEqual([
      ['bank', true],
      ['usdt-trc20', true],
      ['dzd', false],
      ['egp', false],
      ['revolut', false],
    ]);
    const bank = list.data[0];
    expect(bank).toMatchObject({ minAmount: 1_000, maxAmount: 5_000_000, rate: '1', enabled: true });
    const update = (over: object) =>
      call('POST', '/api/admin/recharge/channel/update', {
        id: bank.id,
        minAmount: 5_000,
        maxAmount: 200_000,
        rate: '1',
        enabled: true,
        sort: 0,
        details: {
          bankName: 'Harbour Bank',
          accountName: 'Film Club Ltd',
          accountNumber: 'PT50 0002 0123 1234 5678 9015 4',
        },
        ...over,
      });
    expect((await update({})).code).toBe(1000);

    const m = await member();
    expect((await submit(m.token, { channelId: bankId, amount: 4_999 })).code).toBe(1902);
    const order = await submit(m.token, { channelId: bankId, amount: 5_000 });
    expect(order.data.instructions).toMatchObject({ kind: 'bank', bankName: 'Harbour Bank' });

    expect((await update({ minAmount: 300_000 })).code).toBe(1001);
    expect((await update({ rate: '0' })).code).toBe(1001);
    expect((await update({ details: { address: 'T-not-an-address' } })).code).toBe(1001);
    const usdt = list.data[1];
    const receiving = tronAddressFromSeed('operator-set-address');
    const usdtUpdate = (address: string) =>
      call('POST', '/api/admin/recharge/channel/update', {
        id: usdt.id,
        minAmount: 1_000,
        maxAmount: 5_000_000,
        rate: '1.0005',
        enabled: true,
        sort: 1,
        details: { address },
      });
    expect((await usdtUpdate('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u')).code).toBe(2001);
    expect((await usdtUpdate('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).code).toBe(2001); // the USDT contract itself
    expect((await usdtUpdate(receiving)).code).toBe(1000);
    const egp = list.data[3];
    const refused = await call('POST', '/api/admin/recharge/channel/update', {
      id: egp.id,
      minAmount: 1_000,
      maxAmount: 5_000_000,
      rate: '1',
      enabled: true,
      sort: 3,
    });
    expect(refused.code).toBe(1906);

    const after = await call<TAdminRechargeChannel[]>('GET', '/api/admin/recharge/channel/list');
    expect(after.data[1]).toMatchObject({
      rate: '1.0005',
      details: { address: receiving },
    });
    expect(after.data[3].enabled).toBe(false);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['target', 'before', 'after'])
      .where('action', '=', 'recharge:channel:update')
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.target)).toEqual([
      `recharge-channel:${bank.id}`,
      `recharge-channel:${usdt.id}`,
    ]);
    expect(JSON.parse(audit[0].before ?? '{}')).toMatchObject({ min_amount: 1_000 });
    expect(JSON.parse(audit[0].after ?? '{}')).toMatchObject({ min_amount: 5_000, max_amount: 200_000 });
    // Back to the defaults the other tests expect.
    await update({ minAmount: 1_000, maxAmount: 5_000_000 });
  });
});

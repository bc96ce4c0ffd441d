import type {
  TAdminWithdrawAccount,
  TAdminWithdrawChannel,
  TAdminWithdrawOrder,
  TPaged,
  TRechargeOrder,
  TTokens,
  TWithdrawAccount,
  TWithdrawOrder,
} from '@club/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tronAddressFromSeed } from '../../money/tron';
import { verifyLedger } from '../../money/verify';
import { api, channelId, freshCommit, memberIdOf, providerCallback, registerMember } from '../../test/client';
import { ADMIN, createTestApp, DIALECTS, type TestApp } from '../../test/harness';

const CARD = {
  kind: 'bank',
  holderName: 'Ada Lovelace',
  bankName: 'Film Bank',
  accountNumber: '12345678901234',
};

describe.each(DIALECTS)('bank cards and withdrawals (%s)', (dialect) => {
  let t: TestApp;
  let admin: string;
  let bankChannel: number;
  let usdtChannel: number;
  let seq = 0;
  beforeAll(async () => {
    t = await createTestApp(dialect, {
      PAY_DZD_SECRET: 'dzd-payout-secret',
      PAY_TRON_SECRET: 'tron-payout-secret',
    });
    admin = await adminToken();
    const channels = await t.db.selectFrom('withdraw_channels').select(['id', 'code']).execute();
    bankChannel = channels.find((c) => c.code === 'bank')?.id ?? 0;
    usdtChannel = channels.find((c) => c.code === 'usdt-trc20')?.id ?? 0;
  });
  afterAll(async () => {
    expect((await verifyLedger(t.db)).filter((c) => !c.ok)).toEqual([]);
    await t.close();
  });

  const adminToken = async () =>
    (await api(t).call<TTokens>('POST', '/api/admin/base/open/login', { body: ADMIN })).body.data.token;

  const post = async <T>(url: string, body: object, token: string, key = true) => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { authorization: token, ...(key ? { 'idempotency-key': `k${++seq}` } : {}) },
      payload: body,
    });
    return res.json() as { code: number; data: T; message: string };
  };
  const income = async (token: string) =>
    (
      await api(t).get<{ recharge: number; available: number; frozen: number; work: number }>(
        'user/info/income',
        { token },
      )
    ).body.data;

  /** A member with money from a confirmed bank recharge, a pay password and a verified card. */
  async function funded(amount = 100_000) {
    const m = await registerMember(t);
    const token = m.tokens.token;
    const channel = await channelId(t, 'recharge_channels', 'bank');
    const order = await post<TRechargeOrder>(
      '/api/app/recharge/recharge/submit',
      { channelId: channel, amount },
      token,
    );
    await post('/api/admin/recharge/order/confirm', { orderId: order.data.id }, admin);
    await api(t).post(
      'user/info/setPayPassword',
      { payPassword: '246810', confirmPayPassword: '246810' },
      { token },
    );
    const card = await post<TWithdrawAccount>('/api/app/bank/card/add', CARD, token, false);
    await post('/api/admin/bank/card/verify', { id: card.data.id }, admin);
    return { token, cardId: card.data.id, areaCode: m.areaCode, phone: m.phone, password: m.password };
  }

  const submit = (token: string, body: object) =>
    post<TWithdrawOrder>('/api/app/withdraw/withdraw/submit', body, token);

  it('adds bank cards for review and checksummed TRC20 addresses directly', async () => {
    const m = await registerMember(t);
    const token = m.tokens.token;
    expect((await api(t).post('user/info/bankCardVerificationStatus', {}, { token })).body.data).toEqual({
      status: 'none',
    });
    const card = await post<TWithdrawAccount>('/api/app/bank/card/add', CARD, token, false);
    expect(card.data).toMatchObject({
      status: 'pending',
      accountNumber: '•••• 1234',
      holderName: 'Ada Lovelace',
    });
    expect((await api(t).post('user/info/bankCardVerificationStatus', {}, { token })).body.data).toEqual({
      status: 'pending',
    });
    expect((await post('/api/app/bank/card/add', { ...CARD, accountNumber: '12' }, token, false)).code).toBe(
      1001,
    );
    expect((await post('/api/app/bank/card/add', { ...CARD, extra: 1 }, token, false)).code).toBe(1003);
    expect(
      (
        await post(
          '/api/app/bank/card/add',
          { kind: 'usdt-trc20', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' },
          token,
          false,
        )
      ).code,
    ).toBe(2001);
    expect(
      (await post('/api/app/bank/card/add', { kind: 'usdt-trc20', address: 'T123' }, token, false)).code,
    ).toBe(2001);
    const address = await post<TWithdrawAccount>(
      '/api/app/bank/card/add',
      { kind: 'usdt-trc20', address: tronAddressFromSeed('ada') },
      token,
      false,
    );
    expect(address.data.status).toBe('verified');
    for (let i = 0; i < 3; i++) await post('/api/app/bank/card/add', CARD, token, false);
    expect((await post('/api/app/bank/card/add', CARD, token, false)).code).toBe(2004);
    expect((await post('/api/app/bank/card/delete', { id: address.data.id }, token, false)).code).toBe(1000);
    const other = await registerMember(t);
    expect(
      (await post('/api/app/bank/card/delete', { id: card.data.id }, other.tokens.token, false)).code,
    ).toBe(1004);
    const list = await post<TWithdrawAccount[]>('/api/app/bank/card/list', {}, token, false);
    expect(list.data).toHaveLength(4);
  });

  it('lets an operator verify or reject a card once', async () => {
    const m = await registerMember(t);
    const token = m.tokens.token;
    const a = await post<TWithdrawAccount>('/api/app/bank/card/add', CARD, token, false);
    const b = await post<TWithdrawAccount>('/api/app/bank/card/add', CARD, token, false);
    expect(
      (await post('/api/admin/bank/card/reject', { id: a.data.id, reason: 'Name does not match' }, admin))
        .code,
    ).toBe(1000);
    expect((await post('/api/admin/bank/card/verify', { id: a.data.id }, admin)).code).toBe(1903);
    expect((await api(t).post('user/info/bankCardVerificationStatus', {}, { token })).body.data).toEqual({
      status: 'pending',
    });
    await post('/api/admin/bank/card/verify', { id: b.data.id }, admin);
    expect((await api(t).post('user/info/bankCardVerificationStatus', {}, { token })).body.data).toEqual({
      status: 'verified',
    });
    const list = await post<TWithdrawAccount[]>('/api/app/bank/card/list', {}, token, false);
    expect(list.data.find((c) => c.id === a.data.id)).toMatchObject({
      status: 'rejected',
      rejectReason: 'Name does not match',
    });
  });

  it('shows the fee before submitting', async () => {
    await t.db
      .updateTable('withdraw_channels')
      .set({ fee_ppm: 10_000, fee_fixed: 100 })
      .where('code', '=', 'bank')
      .execute();
    const m = await funded();
    const tax = await api(t).get('withdraw/channel/taxation', {
      token: m.token,
      query: { channelId: String(bankChannel), amount: '20000' },
    });
    expect(tax.body.data).toEqual({ amount: 20_000, fee: 300, total: 20_300 });
    const check = await api(t).post(
      'withdraw/withdraw/check',
      { channelId: bankChannel, amount: 20_000, accountId: m.cardId },
      { token: m.token },
    );
    expect(check.body.data).toEqual({ amount: 20_000, fee: 300, total: 20_300, available: 100_000 });
    const order = await submit(m.token, {
      channelId: bankChannel,
      amount: 20_000,
      accountId: m.cardId,
      payPassword: '246810',
    });
    expect(order.data).toMatchObject({
      amount: 20_000,
      fee: 300,
      state: 'waiting',
      account: 'Film Bank •••• 1234',
    });
    expect(await income(m.token)).toMatchObject({ available: 79_700, frozen: 20_300 });
    expect((await post('/api/admin/withdraw/order/approve', { id: order.data.id }, admin)).code).toBe(1000);
    expect(await income(m.token)).toMatchObject({ available: 79_700, frozen: 0 });
    const fees = await t.db
      .selectFrom('ledger_accounts')
      .select('balance')
      .where('kind', '=', 'fees_income')
      .executeTakeFirstOrThrow();
    expect(fees.balance).toBeGreaterThanOrEqual(300);
    await t.db
      .updateTable('withdraw_channels')
      .set({ fee_ppm: 0, fee_fixed: 0 })
      .where('code', '=', 'bank')
      .execute();
  });

  it('refuses each broken rule and moves nothing', async () => {
    const m = await funded(30_000);
    const ok = { channelId: bankChannel, amount: 10_000, accountId: m.cardId, payPassword: '246810' };
    expect((await submit(m.token, { ...ok, amount: 500 })).code).toBe(1902);
    expect((await submit(m.token, { ...ok, amount: 40_000 })).code).toBe(1801);
    expect((await submit(m.token, { ...ok, payPassword: '000000' })).message).toBe(
      'Wrong payment password, 4 tries left',
    );
    expect((await submit(m.token, { ...ok, channelId: usdtChannel })).code).toBe(1001);
    expect((await submit(m.token, { ...ok, channelId: 999 })).code).toBe(1901);
    const pending = await post<TWithdrawAccount>('/api/app/bank/card/add', CARD, m.token, false);
    expect((await submit(m.token, { ...ok, accountId: pending.data.id })).code).toBe(2002);
    const stranger = await funded(30_000);
    expect((await submit(m.token, { ...ok, accountId: stranger.cardId })).code).toBe(1004);
    const noKey = await api(t).post('withdraw/withdraw/submit', ok, { token: m.token });
    expect(noKey.body.code).toBe(1802);
    expect(await income(m.token)).toMatchObject({ available: 30_000, frozen: 0 });
    const noPin = await registerMember(t);
    const card = await post<TWithdrawAccount>('/api/app/bank/card/add', CARD, noPin.tokens.token, false);
    await post('/api/admin/bank/card/verify', { id: card.data.id }, admin);
    await t.services.funds.creditInternal(
      1,
      {
        userId: (
          await t.db
            .selectFrom('users')
            .select('id')
            .where('phone', '=', noPin.phone)
            .executeTakeFirstOrThrow()
        ).id,
        amount: 50_000,
        reason: 'promo',
      },
      freshCommit(t),
    );
    // Promotional credit is not withdrawable.
    expect((await submit(noPin.tokens.token, { ...ok, accountId: card.data.id })).code).toBe(1801);
  });

  it('gives a rejected withdrawal back to the wallets it came from', async () => {
    const m = await funded(50_000);
    const order = await submit(m.token, {
      channelId: bankChannel,
      amount: 20_000,
      accountId: m.cardId,
      payPassword: '246810',
    });
    expect(await income(m.token)).toMatchObject({ recharge: 30_000, frozen: 20_000 });
    expect(
      (
        await post(
          '/api/admin/withdraw/order/reject',
          { id: order.data.id, reason: 'Bank details unclear' },
          admin,
        )
      ).code,
    ).toBe(1000);
    expect((await post('/api/admin/withdraw/order/approve', { id: order.data.id }, admin)).code).toBe(1903);
    expect(await income(m.token)).toMatchObject({ recharge: 50_000, frozen: 0 });
    const list = await api(t).get<{ list: TWithdrawOrder[] }>('withdraw/withdraw/withdraw', {
      token: m.token,
    });
    expect(list.body.data.list[0]).toMatchObject({ state: 'failed', reason: 'Bank details unclear' });
    const lines = await api(t).post<{ list: { type: string; amount: number }[] }>(
      'funds/account_detail/page',
      { wallet: 'frozen' },
      { token: m.token },
    );
    expect(lines.body.data.list.map((l) => [l.type, l.amount])).toEqual([
      ['REVOKE', -20_000],
      ['FREEZE', 20_000],
    ]);
  });

  it('allows three withdrawals a day', async () => {
    const m = await funded(100_000);
    const body = { channelId: bankChannel, amount: 1_000, accountId: m.cardId, payPassword: '246810' };
    for (let i = 0; i < 3; i++) expect((await submit(m.token, body)).code).toBe(1000);
    expect((await submit(m.token, body)).message).toBe('At most 3 withdrawals a day');
    t.clock.advance(86_400);
    // A day later the access tokens have expired: sign in again.
    admin = await adminToken();
    const relogged = await api(t).post<TTokens>('user/login/login', {
      areaCode: m.areaCode,
      phone: m.phone,
      password: m.password,
    });
    expect((await submit(relogged.body.data.token, body)).code).toBe(1000);
  });

  it('never overdraws when 20 withdrawals race for one balance', async () => {
    await t.db
      .insertInto('settings')
      .values({ key: 'withdrawDailyLimit', value: '100', updated_at: 0 })
      .execute();
    const m = await funded(3_000);
    const body = { channelId: bankChannel, amount: 1_000, accountId: m.cardId, payPassword: '246810' };
    const results = await Promise.all(Array.from({ length: 20 }, () => submit(m.token, body)));
    expect(results.filter((r) => r.code === 1000)).toHaveLength(3);
    // At least five pass the pay password (its five slots) and race for three withdrawals' worth; a
    // request that finds all five slots taken by checks in flight is refused before its check.
    const others = results.filter((r) => r.code !== 1000).map((r) => r.code);
    expect(others.filter((c) => c !== 1801 && c !== 1505)).toEqual([]);
    expect(others).toContain(1801);
    expect(await income(m.token)).toMatchObject({ available: 0, frozen: 3_000 });
    await t.db.deleteFrom('settings').where('key', '=', 'withdrawDailyLimit').execute();
  });

  const payout = (body: object, secret = 'dzd-payout-secret') =>
    providerCallback(t, { provider: 'dzd', direction: 'transfer' }, body, secret);

  it("settles a withdrawal from the payout provider's signed word, once", async () => {
    admin = await adminToken();
    const m = await funded(40_000);
    const body = { channelId: bankChannel, amount: 10_000, accountId: m.cardId, payPassword: '246810' };
    const paid = await submit(m.token, body);
    const failed = await submit(m.token, body);
    const note = { amount: 10_000, currency: 'USD' };
    expect(
      (await payout({ orderId: paid.data.id, providerTxnId: 'p-1', ...note, status: 'paid' }, 'wrong')).code,
    ).toBe(1905);
    expect(
      (await payout({ orderId: paid.data.id, providerTxnId: 'p-0', ...note, amount: 9_999, status: 'paid' }))
        .data.outcome,
    ).toBe('amount-mismatch');
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        payout({ orderId: paid.data.id, providerTxnId: 'p-1', ...note, status: 'paid' }),
      ),
    );
    expect(results.map((r) => r.data.outcome).sort()).toEqual([
      'paid',
      'replay',
      'replay',
      'replay',
      'replay',
    ]);
    expect(
      (await payout({ orderId: failed.data.id, providerTxnId: 'p-2', ...note, status: 'failed' })).data
        .outcome,
    ).toBe('failed');
    expect(
      (await payout({ orderId: failed.data.id, providerTxnId: 'p-3', ...note, status: 'paid' })).data.outcome,
    ).toBe('order-closed');
    expect(await income(m.token)).toMatchObject({ available: 30_000, frozen: 0 });
  });

  it('expects a USDT payout at the rate members recharge at, by the same rounding rule', async () => {
    await t.db
      .updateTable('recharge_channels')
      .set({ rate_ppm: 1_250_000 })
      .where('kind', '=', 'usdt')
      .execute();
    const m = await funded(40_000);
    const order = await submit(m.token, {
      channelId: bankChannel,
      amount: 10_000,
      accountId: m.cardId,
      payPassword: '246810',
    });
    const tron = (body: object) =>
      providerCallback(t, { provider: 'tron', direction: 'transfer' }, body, 'tron-payout-secret');
    const note = { orderId: order.data.id, currency: 'USDT', status: 'paid' };
    // 100.00 at 1.25 USDT each is 125 USDT: 125,000,000 micro-USDT, not 100 USDT.
    expect((await tron({ ...note, providerTxnId: 'u-1', amount: 100_000_000 })).data.outcome).toBe(
      'amount-mismatch',
    );
    expect((await tron({ ...note, providerTxnId: 'u-2', amount: 125_000_000 })).data.outcome).toBe('paid');
    await t.db
      .updateTable('recharge_channels')
      .set({ rate_ppm: 1_000_000 })
      .where('kind', '=', 'usdt')
      .execute();
  });

  it('pages the operator lists on the server, with the full account to verify and pay to', async () => {
    const m = await funded();
    const userId = await memberIdOf(t, m.phone);
    const address = tronAddressFromSeed('admin-list');
    const wallet = await post<TWithdrawAccount>(
      '/api/app/bank/card/add',
      { kind: 'usdt-trc20', address },
      m.token,
      false,
    );
    const second = await post<TWithdrawAccount>(
      '/api/app/bank/card/add',
      { ...CARD, branch: 'Lisbon' },
      m.token,
      false,
    );
    const cards = await post<TPaged<TAdminWithdrawAccount>>('/api/admin/bank/card/page', { userId }, admin);
    expect(cards.data.pagination.total).toBe(3);
    expect(cards.data.list.map((a) => a.id)).toEqual([second.data.id, wallet.data.id, m.cardId]);
    expect(cards.data.list[0]).toMatchObject({
      status: 'pending',
      accountNumber: CARD.accountNumber,
      branch: 'Lisbon',
      memberPhone: `+1 ${m.phone}`,
    });
    const oldestFirst = await post<TPaged<TAdminWithdrawAccount>>(
      '/api/admin/bank/card/page',
      { userId, sortOrder: 'asc', kind: 'bank' },
      admin,
    );
    expect(oldestFirst.data.list.map((a) => a.id)).toEqual([m.cardId, second.data.id]);
    const pending = await post<TPaged<TAdminWithdrawAccount>>(
      '/api/admin/bank/card/page',
      { userId, status: 'pending' },
      admin,
    );
    expect(pending.data.list.map((a) => a.id)).toEqual([second.data.id]);

    for (const amount of [2_000, 5_000, 1_000]) {
      const res = await submit(m.token, {
        channelId: bankChannel,
        accountId: m.cardId,
        amount,
        payPassword: '246810',
      });
      expect(res.code, res.message).toBe(1000);
    }
    const byAmount = await post<TPaged<TAdminWithdrawOrder>>(
      '/api/admin/withdraw/order/page',
      { userId, sortField: 'amount', sortOrder: 'desc' },
      admin,
    );
    expect(byAmount.data.list.map((o) => o.amount)).toEqual([5_000, 2_000, 1_000]);
    expect(byAmount.data.list[0]).toMatchObject({
      userId,
      state: 'waiting',
      payTo: { kind: 'bank', accountNumber: CARD.accountNumber, holderName: CARD.holderName },
    });
    const paged = await post<TPaged<TAdminWithdrawOrder>>(
      '/api/admin/withdraw/order/page',
      { userId, size: 2, page: 2, state: 'waiting' },
      admin,
    );
    expect(paged.data.pagination).toEqual({ page: 2, size: 2, total: 3 });
    expect(paged.data.list.map((o) => o.amount)).toEqual([2_000]);
  });

  it('lets an operator set a withdrawal channel’s limits, fee and switch, checked and audited', async () => {
    const m = await funded();
    const list = await api(t).call<TAdminWithdrawChannel[]>('GET', '/api/admin/withdraw/channel/list', {
      token: admin,
    });
    const bank = list.body.data.find((c) => c.code === 'bank');
    expect(bank).toMatchObject({ enabled: true, minAmount: 1_000, maxAmount: 5_000_000 });
    const update = (over: object) =>
      post(
        '/api/admin/withdraw/channel/update',
        {
          id: bankChannel,
          minAmount: 2_000,
          maxAmount: 40_000,
          feeRate: '0.02',
          feeFixed: 50,
          enabled: true,
          sort: 0,
          ...over,
        },
        admin,
        false,
      );
    expect((await update({})).code).toBe(1000);
    const tax = await api(t).get('withdraw/channel/taxation', {
      token: m.token,
      query: { channelId: String(bankChannel), amount: '10000' },
    });
    expect(tax.body.data).toEqual({ amount: 10_000, fee: 250, total: 10_250 });
    const over = await submit(m.token, {
      channelId: bankChannel,
      accountId: m.cardId,
      amount: 40_001,
      payPassword: '246810',
    });
    expect(over.code).toBe(1902);

    expect((await update({ minAmount: 50_000 })).code).toBe(1001);
    expect((await update({ feeRate: '1.5' })).code).toBe(1001);
    expect((await update({ feeFixed: -1 })).code).toBe(1001);
    expect((await update({ enabled: false })).code).toBe(1000);
    const channels = await api(t).get<{ id: number }[]>('withdraw/channel/channels', { token: m.token });
    expect(channels.body.data.map((c) => c.id)).not.toContain(bankChannel);
    const off = await submit(m.token, {
      channelId: bankChannel,
      accountId: m.cardId,
      amount: 5_000,
      payPassword: '246810',
    });
    expect(off.code).toBe(1901);

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['before', 'after'])
      .where('action', '=', 'withdraw:channel:update')
      .orderBy('id')
      .execute();
    expect(audit).toHaveLength(2);
    expect(JSON.parse(audit[0].after ?? '{}')).toMatchObject({
      fee_ppm: 20_000,
      fee_fixed: 50,
      min_amount: 2_000,
    });
    expect(JSON.parse(audit[1].after ?? '{}')).toMatchObject({ enabled: 0 });
    await update({ minAmount: 1_000, maxAmount: 5_000_000, feeRate: '0', feeFixed: 0 });
  });
});

import {
  ErrorCode,
  type TAdminWithdrawAccount,
  type TAdminWithdrawChannel,
  type TAdminWithdrawOrder,
  type TPaged,
  type TRechargeOrder,
  type TWithdrawAccount,
  type TWithdrawOrder,
} from '@club/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tronAddressFromSeed } from '../../money/tron';
import { verifyLedger } from '../../money/verify';
import {
  api,
  type Client,
  channelId,
  expectError,
  expectOk,
  freshCommit,
  freshKey,
  investor,
  memberIdOf,
  operatorApi,
  PAY_PASSWORD,
  providerCallback,
  registerMember,
  signIn,
} from '../../test/client';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness';

const CARD = {
  kind: 'bank',
  holderName: 'Ada Lovelace',
  bankName: 'Film Bank',
  accountNumber: '12345678901234',
};

describe.each(DIALECTS)('bank cards and withdrawals (%s)', (dialect) => {
  let t: TestApp;
  let ops: Client;
  let bankChannel: number;
  let usdtChannel: number;
  beforeAll(async () => {
    t = await createTestApp(dialect, {
      PAY_DZD_SECRET: 'dzd-payout-secret',
      PAY_TRON_SECRET: 'tron-payout-secret',
    });
    ops = await operatorApi(t);
    const channels = await t.db.selectFrom('withdraw_channels').select(['id', 'code']).execute();
    bankChannel = channels.find((c) => c.code === 'bank')?.id ?? 0;
    usdtChannel = channels.find((c) => c.code === 'usdt-trc20')?.id ?? 0;
  });
  afterAll(async () => {
    expect((await verifyLedger(t.db)).filter((c) => !c.ok)).toEqual([]);
    await t.close();
  });

  const addCard = (token: string, body: object = CARD) =>
    api(t).post<TWithdrawAccount>('bank/card/add', body, { token });
  /** An operator's money-moving call, with a key of its own. */
  const decide = (path: string, body: object) => ops.post(path, body, { idempotencyKey: freshKey() });
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
    const order = await api(t).post<TRechargeOrder>(
      'recharge/recharge/submit',
      { channelId: channel, amount },
      { token, idempotencyKey: freshKey() },
    );
    await decide('recharge/order/confirm', { orderId: order.body.data.id, bankReference: 'STATEMENT-1' });
    await api(t).post(
      'user/info/setPayPassword',
      { payPassword: '246810', confirmPayPassword: '246810' },
      { token },
    );
    const card = await addCard(token);
    await ops.post('bank/card/verify', { id: card.body.data.id });
    return { token, cardId: card.body.data.id, areaCode: m.areaCode, phone: m.phone, password: m.password };
  }

  /** A bank withdrawal of `amount` to the member's verified card, with the right pay password. */
  const withdrawal = (m: { cardId: number }, amount: number) => ({
    channelId: bankChannel,
    amount,
    accountId: m.cardId,
    payPassword: '246810',
  });
  const submit = (token: string, body: object) =>
    api(t).post<TWithdrawOrder>('withdraw/withdraw/submit', body, { token, idempotencyKey: freshKey() });

  it('adds bank cards for review and checksummed TRC20 addresses directly', async () => {
    const m = await registerMember(t);
    const token = m.tokens.token;
    expect((await api(t).post('user/info/bankCardVerificationStatus', {}, { token })).body.data).toEqual({
      status: 'none',
    });
    const card = expectOk(await addCard(token));
    expect(card).toMatchObject({
      status: 'pending',
      accountNumber: '•••• 1234',
      holderName: 'Ada Lovelace',
    });
    expect((await api(t).post('user/info/bankCardVerificationStatus', {}, { token })).body.data).toEqual({
      status: 'pending',
    });
    expectError(await addCard(token, { ...CARD, accountNumber: '12' }), 'VALIDATION_FORMAT');
    expectError(await addCard(token, { ...CARD, extra: 1 }), 'VALIDATION_UNKNOWN_FIELD');
    expectError(
      await addCard(token, { kind: 'usdt-trc20', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' }),
      'TRC20_ADDRESS_INVALID',
    );
    expectError(await addCard(token, { kind: 'usdt-trc20', address: 'T123' }), 'TRC20_ADDRESS_INVALID');
    const address = expectOk(
      await addCard(token, { kind: 'usdt-trc20', address: tronAddressFromSeed('ada') }),
    );
    expect(address.status).toBe('verified');
    for (let i = 0; i < 3; i++) await addCard(token);
    expectError(await addCard(token), 'ACCOUNT_LIMIT');
    expectOk(await api(t).post('bank/card/delete', { id: address.id }, { token }));
    const other = await registerMember(t);
    expectError(
      await api(t).post('bank/card/delete', { id: card.id }, { token: other.tokens.token }),
      'NOT_FOUND',
    );
    const list = await api(t).post<TWithdrawAccount[]>('bank/card/list', {}, { token });
    expect(list.body.data).toHaveLength(4);
  });

  it('lets an operator verify or reject a card once', async () => {
    const m = await registerMember(t);
    const token = m.tokens.token;
    const a = expectOk(await addCard(token));
    const b = expectOk(await addCard(token));
    expectOk(await ops.post('bank/card/reject', { id: a.id, reason: 'Name does not match' }));
    expectError(await ops.post('bank/card/verify', { id: a.id }), 'ALREADY_DECIDED');
    expect((await api(t).post('user/info/bankCardVerificationStatus', {}, { token })).body.data).toEqual({
      status: 'pending',
    });
    await ops.post('bank/card/verify', { id: b.id });
    expect((await api(t).post('user/info/bankCardVerificationStatus', {}, { token })).body.data).toEqual({
      status: 'verified',
    });
    const list = await api(t).post<TWithdrawAccount[]>('bank/card/list', {}, { token });
    expect(list.body.data.find((c) => c.id === a.id)).toMatchObject({
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
    const order = expectOk(await submit(m.token, withdrawal(m, 20_000)));
    expect(order).toMatchObject({
      amount: 20_000,
      fee: 300,
      state: 'waiting',
      account: 'Film Bank •••• 1234',
    });
    expect(await income(m.token)).toMatchObject({ available: 79_700, frozen: 20_300 });
    expectOk(await decide('withdraw/order/approve', { id: order.id }));
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

  it("takes an SVIP member's withdrawal fee discount off the fee shown and charged, while the membership is active", async () => {
    await t.db
      .updateTable('withdraw_channels')
      .set({ fee_ppm: 10_000, fee_fixed: 100 })
      .where('code', '=', 'bank')
      .execute();
    const m = await investor(t, { recharge: 100_000 });
    // SVIP2 reached: its privilege is 20 % off withdrawal fees (operators set the value per level).
    await t.db.updateTable('users').set({ svip_level: 2 }).where('id', '=', m.id).execute();
    const token = m.tokens.token;
    const channels = expectOk(
      await api(t).get<{ id: number; feeDiscountPercent: number }[]>('withdraw/channel/channels', { token }),
    );
    expect(channels.find((c) => c.id === bankChannel)?.feeDiscountPercent).toBe(20);
    const tax = await api(t).get('withdraw/channel/taxation', {
      token,
      query: { channelId: String(bankChannel), amount: '20000' },
    });
    expect(tax.body.data).toEqual({ amount: 20_000, fee: 240, total: 20_240 });
    const order = expectOk(
      await api(t).post<TWithdrawOrder>(
        'withdraw/withdraw/submit',
        { channelId: bankChannel, amount: 20_000, accountId: m.cardId, payPassword: PAY_PASSWORD },
        { token, idempotencyKey: freshKey() },
      ),
    );
    expect(order).toMatchObject({ amount: 20_000, fee: 240 });

    // An expired membership unlocks nothing: the full fee again.
    await t.db
      .updateTable('memberships')
      .set({ expires_at: t.clock.now() - 1 })
      .where('user_id', '=', m.id)
      .execute();
    const after = await api(t).get('withdraw/channel/taxation', {
      token,
      query: { channelId: String(bankChannel), amount: '20000' },
    });
    expect(after.body.data).toEqual({ amount: 20_000, fee: 300, total: 20_300 });
    await t.db
      .updateTable('withdraw_channels')
      .set({ fee_ppm: 0, fee_fixed: 0 })
      .where('code', '=', 'bank')
      .execute();
  });

  it('refuses each broken rule and moves nothing', async () => {
    const m = await funded(30_000);
    const ok = withdrawal(m, 10_000);
    expectError(await submit(m.token, { ...ok, amount: 500 }), 'AMOUNT_OUT_OF_RANGE');
    expectError(await submit(m.token, { ...ok, amount: 40_000 }), 'INSUFFICIENT_BALANCE');
    expectError(await submit(m.token, { ...ok, payPassword: '000000' }), 'PAY_PASSWORD_WRONG', { left: 4 });
    expectError(await submit(m.token, { ...ok, channelId: usdtChannel }), 'VALIDATION_FORMAT');
    expectError(await submit(m.token, { ...ok, channelId: 999 }), 'CHANNEL_UNAVAILABLE');
    const pending = expectOk(await addCard(m.token));
    expectError(await submit(m.token, { ...ok, accountId: pending.id }), 'ACCOUNT_NOT_VERIFIED');
    const stranger = await funded(30_000);
    expectError(await submit(m.token, { ...ok, accountId: stranger.cardId }), 'NOT_FOUND');
    const noKey = await api(t).post('withdraw/withdraw/submit', ok, { token: m.token });
    expectError(noKey, 'IDEMPOTENCY_KEY_REQUIRED');
    expect(await income(m.token)).toMatchObject({ available: 30_000, frozen: 0 });
    const noPin = await registerMember(t);
    const card = expectOk(await addCard(noPin.tokens.token));
    await ops.post('bank/card/verify', { id: card.id });
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
    expectError(await submit(noPin.tokens.token, { ...ok, accountId: card.id }), 'INSUFFICIENT_BALANCE');
  });

  it('gives a rejected withdrawal back to the wallets it came from', async () => {
    const m = await funded(50_000);
    const order = expectOk(await submit(m.token, withdrawal(m, 20_000)));
    expect(await income(m.token)).toMatchObject({ recharge: 30_000, frozen: 20_000 });
    expectOk(await decide('withdraw/order/reject', { id: order.id, reason: 'Bank details unclear' }));
    expectError(await decide('withdraw/order/approve', { id: order.id }), 'ALREADY_DECIDED');
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
    const body = withdrawal(m, 1_000);
    for (let i = 0; i < 3; i++) expectOk(await submit(m.token, body));
    expectError(await submit(m.token, body), 'WITHDRAW_DAILY_LIMIT', { count: 3 });
    t.clock.advance(86_400);
    // A day later the access tokens have expired: sign in again.
    ops = await operatorApi(t);
    expectOk(await submit(await signIn(t, m), body));
  });

  it('never overdraws when 20 withdrawals race for one balance', async () => {
    await t.db
      .insertInto('settings')
      .values({ key: 'withdrawDailyLimit', value: '100', updated_at: 0 })
      .execute();
    const m = await funded(3_000);
    const body = withdrawal(m, 1_000);
    const results = await Promise.all(Array.from({ length: 20 }, () => submit(m.token, body)));
    const codes = results.map((r) => r.body.code);
    expect(codes.filter((c) => c === ErrorCode.SUCCESS)).toHaveLength(3);
    // At least five pass the pay password (its five slots) and race for three withdrawals' worth; a
    // request that finds all five slots taken by checks in flight is refused before its check.
    const others = codes.filter((c) => c !== ErrorCode.SUCCESS);
    expect(
      others.filter((c) => c !== ErrorCode.INSUFFICIENT_BALANCE && c !== ErrorCode.PAY_PASSWORD_LOCKED),
    ).toEqual([]);
    expect(others).toContain(ErrorCode.INSUFFICIENT_BALANCE);
    expect(await income(m.token)).toMatchObject({ available: 0, frozen: 3_000 });
    await t.db.deleteFrom('settings').where('key', '=', 'withdrawDailyLimit').execute();
  });

  const payout = (body: object, secret = 'dzd-payout-secret') =>
    providerCallback(t, { provider: 'dzd', direction: 'transfer' }, body, secret);

  it("settles a withdrawal from the payout provider's signed word, once", async () => {
    ops = await operatorApi(t);
    const m = await funded(40_000);
    const body = withdrawal(m, 10_000);
    const paid = expectOk(await submit(m.token, body));
    const failed = expectOk(await submit(m.token, body));
    const note = { amount: 10_000, currency: 'USD' };
    expectError(
      await payout({ orderId: paid.id, providerTxnId: 'p-1', ...note, status: 'paid' }, 'wrong'),
      'SIGNATURE_INVALID',
    );
    const outcome = async (body: object) => expectOk(await payout(body)).outcome;
    expect(
      await outcome({ orderId: paid.id, providerTxnId: 'p-0', ...note, amount: 9_999, status: 'paid' }),
    ).toBe('amount-mismatch');
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        outcome({ orderId: paid.id, providerTxnId: 'p-1', ...note, status: 'paid' }),
      ),
    );
    expect(results.sort()).toEqual(['paid', 'replay', 'replay', 'replay', 'replay']);
    expect(await outcome({ orderId: failed.id, providerTxnId: 'p-2', ...note, status: 'failed' })).toBe(
      'failed',
    );
    expect(await outcome({ orderId: failed.id, providerTxnId: 'p-3', ...note, status: 'paid' })).toBe(
      'order-closed',
    );
    expect(await income(m.token)).toMatchObject({ available: 30_000, frozen: 0 });
  });

  it('expects a USDT payout at the rate members recharge at, by the same rounding rule', async () => {
    await t.db
      .updateTable('recharge_channels')
      .set({ rate_ppm: 1_250_000 })
      .where('kind', '=', 'usdt')
      .execute();
    const m = await funded(40_000);
    const order = expectOk(await submit(m.token, withdrawal(m, 10_000)));
    const tron = async (body: object) =>
      expectOk(
        await providerCallback(t, { provider: 'tron', direction: 'transfer' }, body, 'tron-payout-secret'),
      ).outcome;
    const note = { orderId: order.id, currency: 'USDT', status: 'paid' };
    // 100.00 at 1.25 USDT each is 125 USDT: 125,000,000 micro-USDT, not 100 USDT.
    expect(await tron({ ...note, providerTxnId: 'u-1', amount: 100_000_000 })).toBe('amount-mismatch');
    expect(await tron({ ...note, providerTxnId: 'u-2', amount: 125_000_000 })).toBe('paid');
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
    const wallet = expectOk(await addCard(m.token, { kind: 'usdt-trc20', address }));
    const second = expectOk(await addCard(m.token, { ...CARD, branch: 'Lisbon' }));
    const cardPage = async (body: object) =>
      expectOk(await ops.post<TPaged<TAdminWithdrawAccount>>('bank/card/page', body));
    const cards = await cardPage({ userId });
    expect(cards.pagination.total).toBe(3);
    expect(cards.list.map((a) => a.id)).toEqual([second.id, wallet.id, m.cardId]);
    expect(cards.list[0]).toMatchObject({
      status: 'pending',
      accountNumber: CARD.accountNumber,
      branch: 'Lisbon',
      memberPhone: `+1 ${m.phone}`,
    });
    const oldestFirst = await cardPage({ userId, sortOrder: 'asc', kind: 'bank' });
    expect(oldestFirst.list.map((a) => a.id)).toEqual([m.cardId, second.id]);
    const pending = await cardPage({ userId, status: 'pending' });
    expect(pending.list.map((a) => a.id)).toEqual([second.id]);

    for (const amount of [2_000, 5_000, 1_000]) expectOk(await submit(m.token, withdrawal(m, amount)));
    const orderPage = async (body: object) =>
      expectOk(await ops.post<TPaged<TAdminWithdrawOrder>>('withdraw/order/page', body));
    const byAmount = await orderPage({ userId, sortField: 'amount', sortOrder: 'desc' });
    expect(byAmount.list.map((o) => o.amount)).toEqual([5_000, 2_000, 1_000]);
    expect(byAmount.list[0]).toMatchObject({
      userId,
      state: 'waiting',
      payTo: { kind: 'bank', accountNumber: CARD.accountNumber, holderName: CARD.holderName },
    });
    const paged = await orderPage({ userId, size: 2, page: 2, state: 'waiting' });
    expect(paged.pagination).toEqual({ page: 2, size: 2, total: 3 });
    expect(paged.list.map((o) => o.amount)).toEqual([2_000]);
  });

  it('lets an operator set a withdrawal channel’s limits, fee and switch, checked and audited', async () => {
    const m = await funded();
    const list = expectOk(await ops.get<TAdminWithdrawChannel[]>('withdraw/channel/list'));
    const bank = list.find((c) => c.code === 'bank');
    expect(bank).toMatchObject({ enabled: true, minAmount: 1_000, maxAmount: 5_000_000 });
    const update = (over: object) =>
      ops.post('withdraw/channel/update', {
        id: bankChannel,
        minAmount: 2_000,
        maxAmount: 40_000,
        feeRate: '0.02',
        feeFixed: 50,
        enabled: true,
        sort: 0,
        ...over,
      });
    expectOk(await update({}));
    const tax = await api(t).get('withdraw/channel/taxation', {
      token: m.token,
      query: { channelId: String(bankChannel), amount: '10000' },
    });
    expect(tax.body.data).toEqual({ amount: 10_000, fee: 250, total: 10_250 });
    const over = await submit(m.token, withdrawal(m, 40_001));
    expectError(over, 'AMOUNT_OUT_OF_RANGE');

    expectError(await update({ minAmount: 50_000 }), 'VALIDATION_FORMAT');
    expectError(await update({ feeRate: '1.5' }), 'VALIDATION_FORMAT');
    expectError(await update({ feeFixed: -1 }), 'VALIDATION_FORMAT');
    expectOk(await update({ enabled: false }));
    const channels = await api(t).get<{ id: number }[]>('withdraw/channel/channels', { token: m.token });
    expect(channels.body.data.map((c) => c.id)).not.toContain(bankChannel);
    const off = await submit(m.token, withdrawal(m, 5_000));
    expectError(off, 'CHANNEL_UNAVAILABLE');

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

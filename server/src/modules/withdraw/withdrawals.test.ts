import { ErrorCode, type TWithdrawOrder } from '@club/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  type Client,
  creditInternal,
  expectError,
  expectOk,
  freshKey,
  investor,
  operatorApi,
  PAY_PASSWORD,
  registerMember,
  signIn,
} from '../../test/client';
import { DIALECTS, type TestApp } from '../../test/harness';
import { useWithdrawApp } from './withdraw.fixtures';

describe.each(DIALECTS)('withdrawals (%s)', (dialect) => {
  let t: TestApp;
  let ops: Client;
  let bankChannel: number;
  let usdtChannel: number;
  const { app, addCard, decide, income, funded, withdrawal, submit } = useWithdrawApp(dialect, () => ops);
  beforeAll(() => {
    ({ t, ops, bankChannel, usdtChannel } = app);
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
    await creditInternal(t, {
      userId: (
        await t.db.selectFrom('users').select('id').where('phone', '=', noPin.phone).executeTakeFirstOrThrow()
      ).id,
      amount: 50_000,
      reason: 'promo',
    });
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

  it('allows three withdrawals a day, and tells the member how many they have made today', async () => {
    const m = await funded(100_000);
    const quota = async (token: string) =>
      expectOk(await api(t).get<{ used: number; limit: number }>('withdraw/withdraw/quota', { token }));
    expect(await quota(m.token)).toEqual({ used: 0, limit: 3 });
    const body = withdrawal(m, 1_000);
    for (let i = 0; i < 3; i++) expectOk(await submit(m.token, body));
    expect(await quota(m.token)).toEqual({ used: 3, limit: 3 });
    expectError(await submit(m.token, body), 'WITHDRAW_DAILY_LIMIT', { count: 3 });
    t.clock.advance(86_400);
    // A day later the access tokens have expired: sign in again.
    ops = await operatorApi(t);
    const token = await signIn(t, m);
    expect(await quota(token)).toEqual({ used: 0, limit: 3 });
    expectOk(await submit(token, body));
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
});

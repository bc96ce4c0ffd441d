import type {
  TAdminWithdrawAccount,
  TAdminWithdrawChannel,
  TAdminWithdrawOrder,
  TPaged,
} from '@club/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { tronAddressFromSeed } from '../../money/tron';
import {
  api,
  type Client,
  expectError,
  expectOk,
  memberIdOf,
  operatorApi,
  providerCallback,
} from '../../test/client';
import { DIALECTS, type TestApp } from '../../test/harness';
import { CARD, useWithdrawApp } from './withdraw.fixtures';

describe.each(DIALECTS)('payouts and operator lists (%s)', (dialect) => {
  let t: TestApp;
  let ops: Client;
  let bankChannel: number;
  const { app, addCard, income, funded, withdrawal, submit } = useWithdrawApp(dialect, () => ops);
  beforeAll(() => {
    ({ t, ops, bankChannel } = app);
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

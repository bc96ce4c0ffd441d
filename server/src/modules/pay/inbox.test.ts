import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../../money/verify';
import {
  api,
  type Client,
  channelId,
  expectError,
  expectOk,
  freshCommit,
  freshKey,
  fundByBankRecharge,
  memberIdOf,
  memberWithVerifiedCard,
  operatorApi,
  PAY_PASSWORD,
  providerCallback,
  registerMember,
} from '../../test/client';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness';

const SECRET = 'dzd-secret';

/**
 * Provider callbacks are an inbox: a callback is recorded in the transaction that applies it. Before,
 * the record was written first; a `kill -9` between the two left a paid order unpaid forever, the
 * provider's resend answered "replay", and the ledger check saw nothing wrong.
 */
describe.each(DIALECTS)('provider callbacks as an inbox (%s)', (dialect) => {
  let t: TestApp;
  let ops: Client;
  beforeAll(async () => {
    t = await createTestApp(dialect, { PAY_DZD_SECRET: SECRET });
    await t.db.updateTable('recharge_channels').set({ enabled: 1 }).where('code', '=', 'dzd').execute();
    ops = await operatorApi(t);
  });
  afterAll(async () => {
    expect((await verifyLedger(t.db)).filter((c) => !c.ok)).toEqual([]);
    await t.close();
  });

  /** The row an older build wrote before it crashed: recorded, never applied. */
  const recordedByCrashedProcess = (direction: 'gather' | 'transfer', txn: string, orderId: number) =>
    t.db
      .insertInto('payment_callbacks')
      .values({
        provider: 'dzd',
        direction,
        provider_txn_id: txn,
        order_id: orderId,
        body: '{}',
        outcome: 'received',
        created_at: t.clock.now(),
      })
      .execute();

  const failing = async () => (await verifyLedger(t.db)).filter((c) => !c.ok).map((c) => c.key);

  it('credits a recharge whose callback a crash left unapplied when the provider sends it again', async () => {
    const m = await registerMember(t);
    const userId = await memberIdOf(t, m.phone);
    const order = await t.services.recharge.submit(
      userId,
      { channelId: await channelId(t, 'recharge_channels', 'dzd'), amount: 12_000 },
      'en',
      freshCommit(t),
    );
    await recordedByCrashedProcess('gather', 'lost-1', order.id);
    expect(await failing()).toEqual(['callbacksApplied']);

    const callback = {
      orderId: order.id,
      providerTxnId: 'lost-1',
      amount: 12_000,
      currency: 'USD',
      status: 'paid',
    };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        providerCallback(t, { provider: 'dzd', direction: 'gather' }, callback, SECRET),
      ),
    );
    expect(answers.map((a) => expectOk(a).outcome).sort()).toEqual([
      'credited',
      'replay',
      'replay',
      'replay',
      'replay',
    ]);
    const wallet = await api(t).get<{ recharge: number }>('user/info/income', { token: m.tokens.token });
    expect(expectOk(wallet).recharge).toBe(12_000);
    expect(await failing()).toEqual([]);
  });

  it('pays out a withdrawal whose payout callback a crash left unapplied, and an operator can no longer reject it', async () => {
    const m = await memberWithVerifiedCard(t);
    await fundByBankRecharge(t, m.id, 50_000);
    const order = await t.services.withdraw.submit(
      m.id,
      {
        channelId: await channelId(t, 'withdraw_channels', 'bank'),
        amount: 10_000,
        accountId: m.cardId,
        payPassword: PAY_PASSWORD,
      },
      'en',
      freshCommit(t),
    );
    await recordedByCrashedProcess('transfer', 'lost-payout', order.id);
    expect(await failing()).toEqual(['callbacksApplied']);

    const callback = {
      orderId: order.id,
      providerTxnId: 'lost-payout',
      amount: 10_000,
      currency: 'USD',
      status: 'paid',
    };
    const answer = await providerCallback(t, { provider: 'dzd', direction: 'transfer' }, callback, SECRET);
    expect(expectOk(answer).outcome).toBe('paid');
    const reject = { id: order.id, reason: 'too late' };
    // No key: refused before anything is looked at.
    expectError(await ops.post('withdraw/order/reject', reject), 'IDEMPOTENCY_KEY_REQUIRED');
    expectError(
      await ops.post('withdraw/order/reject', reject, { idempotencyKey: freshKey() }),
      'ALREADY_DECIDED',
    );
    const wallet = await api(t).get<{ frozen: number; available: number }>('user/info/income', {
      token: m.tokens.token,
    });
    expect(expectOk(wallet)).toMatchObject({ frozen: 0, available: 40_000 });
    expect(await failing()).toEqual([]);
  });
});

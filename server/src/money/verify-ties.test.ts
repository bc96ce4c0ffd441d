import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  channelId,
  expectOk,
  freshKey,
  investor,
  operatorApi,
  PAY_PASSWORD,
  projectBody,
} from '../test/client';
import { createTestApp, DIALECTS, type TestApp } from '../test/harness';
import { verifyLedger } from './verify';

/**
 * The ledger's ties to the world it records (PRODUCT.md §2): each check goes red on the one broken
 * row it exists for, while every entry still balances. A lost or doubled payment looks exactly so.
 */
describe.each(DIALECTS)('ledger ties to orders, callbacks and investments (%s)', (dialect) => {
  let t: TestApp;
  let rechargeId: number;
  let withdrawalId: number;
  let investmentId: number;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    const ops = await operatorApi(t);
    const m = await investor(t);
    rechargeId = (
      await t.db
        .selectFrom('recharge_orders')
        .select('id')
        .where('user_id', '=', m.id)
        .where('state', '=', 'success')
        .executeTakeFirstOrThrow()
    ).id;
    const projectId = expectOk(
      await ops.post<{ id: number }>('finance/proj/add', projectBody(t.clock.now())),
    ).id;
    expectOk(await ops.post('finance/proj/publish', { id: projectId }));
    investmentId = expectOk(
      await api(t).post<{ id: number }>(
        'finance/invest/invest',
        { projectId, amount: 10_000, payPassword: PAY_PASSWORD, acceptRisk: true },
        { token: m.tokens.token, idempotencyKey: freshKey() },
      ),
    ).id;
    withdrawalId = expectOk(
      await api(t).post<{ id: number }>(
        'withdraw/withdraw/submit',
        {
          channelId: await channelId(t, 'withdraw_channels', 'bank'),
          amount: 10_000,
          accountId: m.cardId,
          payPassword: PAY_PASSWORD,
        },
        { token: m.tokens.token, idempotencyKey: freshKey() },
      ),
    ).id;
    expectOk(await ops.post('withdraw/order/approve', { id: withdrawalId }, { idempotencyKey: freshKey() }));
  });
  afterAll(async () => {
    await t.close();
  });

  const failing = async () => (await verifyLedger(t.db)).filter((c) => !c.ok).map((c) => c.key);

  it('is clean on real flows, and names the one check a broken row breaks', async () => {
    expect(await failing()).toEqual([]);

    // A recharge marked failed that was credited (or the other way round).
    await t.db.updateTable('recharge_orders').set({ state: 'failed' }).where('id', '=', rechargeId).execute();
    expect(await failing()).toEqual(['rechargesCreditedOnce']);
    await t.db
      .updateTable('recharge_orders')
      .set({ state: 'success' })
      .where('id', '=', rechargeId)
      .execute();

    // A paid withdrawal back to waiting: its money would be frozen and paid at once.
    await t.db
      .updateTable('withdraw_orders')
      .set({ state: 'waiting' })
      .where('id', '=', withdrawalId)
      .execute();
    expect(await failing()).toEqual(['withdrawalsHeldAndDecidedOnce']);
    await t.db
      .updateTable('withdraw_orders')
      .set({ state: 'success' })
      .where('id', '=', withdrawalId)
      .execute();

    // An investment revoked without its money going back.
    await t.db.updateTable('investments').set({ status: 'revoked' }).where('id', '=', investmentId).execute();
    expect(await failing()).toEqual(['investmentsPostedOnce']);
    await t.db.updateTable('investments').set({ status: 'holding' }).where('id', '=', investmentId).execute();

    // A provider transaction accepted for an order that was never paid.
    await t.db
      .insertInto('payment_callbacks')
      .values({
        provider: 'dzd',
        direction: 'gather',
        provider_txn_id: 'forged-1',
        order_id: 999_999,
        body: '{}',
        outcome: 'credited',
        created_at: t.clock.now(),
      })
      .execute();
    expect(await failing()).toEqual(['providerTransactionsOnce']);
    await t.db.deleteFrom('payment_callbacks').where('provider_txn_id', '=', 'forged-1').execute();

    expect(await failing()).toEqual([]);
  });
});

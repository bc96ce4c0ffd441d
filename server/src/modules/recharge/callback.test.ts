import { beforeAll, describe, expect, it } from 'vitest';
import { api, expectError, expectOk, providerCallback } from '../../test/client';
import { DIALECTS, type TestApp } from '../../test/harness';
import { SECRETS, useRechargeApp } from './recharge.fixtures';

describe.each(DIALECTS)('recharge: provider callbacks (%s)', (dialect) => {
  let t: TestApp;
  let usdtId: number;
  let dzdId: number;
  const { app, member, submit, balance, decide } = useRechargeApp(dialect);
  beforeAll(() => {
    ({ t, usdtId, dzdId } = app);
  });

  /** A signed gather callback, sent (with any headers overridden) when the returned function is called. */
  const signed =
    (provider: string, body: object, secret: string, at = t.clock.now()) =>
    (headers: Record<string, string> = {}) =>
      providerCallback(t, { provider, direction: 'gather' }, body, secret, { at, headers });

  it('credits a signed gateway callback once, however often it is replayed', async () => {
    const m = await member();
    const order = expectOk(await submit(m.token, { channelId: dzdId, amount: 12_000 }));
    const call = signed(
      'dzd',
      { orderId: order.id, providerTxnId: 'dzd-1', amount: 12_000, currency: 'USD', status: 'paid' },
      SECRETS.PAY_DZD_SECRET,
    );
    const results = await Promise.all(Array.from({ length: 10 }, () => call()));
    expect(results.filter((r) => r.body.data?.outcome === 'credited')).toHaveLength(1);
    expect(results.filter((r) => r.body.data?.outcome === 'replay')).toHaveLength(9);
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
      { orderId: order.id, providerTxnId: 'dzd-2', amount: 12_000, currency: 'USD', status: 'paid' },
      SECRETS.PAY_DZD_SECRET,
    );
    expect(expectOk(await second()).outcome).toBe('order-closed');
    expect(await balance(m.token)).toBe(12_000);
  });

  it('changes nothing for a bad signature, a stale timestamp, a wrong secret or an unknown order', async () => {
    const m = await member();
    const order = expectOk(await submit(m.token, { channelId: dzdId, amount: 8_000 }));
    const body = {
      orderId: order.id,
      providerTxnId: 'dzd-bad',
      amount: 8_000,
      currency: 'USD',
      status: 'paid',
    };
    expectError(
      await signed('dzd', body, SECRETS.PAY_DZD_SECRET)({ 'x-signature': 'f'.repeat(64) }),
      'SIGNATURE_INVALID',
    );
    expectError(await signed('dzd', body, 'wrong-secret')(), 'SIGNATURE_INVALID');
    expectError(
      await signed('dzd', body, SECRETS.PAY_DZD_SECRET, t.clock.now() - 6 * 60_000)(),
      'SIGNATURE_INVALID',
    );
    expectError(await signed('egp', body, 'anything')(), 'SIGNATURE_INVALID'); // no secret configured
    expectError(
      await signed('dzd', { ...body, orderId: 987654, providerTxnId: 'dzd-ghost' }, SECRETS.PAY_DZD_SECRET)(),
      'NOT_FOUND',
    );
    expect(await balance(m.token)).toBe(0);
    const state = await api(t).get<{ state: string }>('recharge/recharge/sync_check', {
      token: m.token,
      query: { orderId: String(order.id) },
    });
    expect(state.body.data.state).toBe('waiting');
  });

  it('sends a wrong amount to review instead of crediting it', async () => {
    const m = await member();
    const order = expectOk(await submit(m.token, { channelId: usdtId, amount: 10_000 }));
    const micro = Math.round(Number((order.instructions as { amount: string }).amount) * 1_000_000);
    const short = signed(
      'tron',
      {
        orderId: order.id,
        providerTxnId: 'tron-short',
        amount: micro - 1,
        currency: 'USDT',
        status: 'paid',
      },
      SECRETS.PAY_TRON_SECRET,
    );
    expect(expectOk(await short()).outcome).toBe('review');
    expect(await balance(m.token)).toBe(0);
    expectOk(await decide('confirm', { orderId: order.id }));
    expect(await balance(m.token)).toBe(10_000);
    const exact = expectOk(await submit(m.token, { channelId: usdtId, amount: 20_000 }));
    const microExact = Math.round(Number((exact.instructions as { amount: string }).amount) * 1_000_000);
    const paid = signed(
      'tron',
      {
        orderId: exact.id,
        providerTxnId: 'tron-ok',
        amount: microExact,
        currency: 'USDT',
        status: 'paid',
      },
      SECRETS.PAY_TRON_SECRET,
    );
    expect(expectOk(await paid()).outcome).toBe('credited');
    expect(await balance(m.token)).toBe(30_000);
  });
});

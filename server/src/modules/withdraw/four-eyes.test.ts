import { ErrorCode, type TAdminWithdrawOrder, type TPaged, type TWithdrawDecided } from '@club/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  type Client,
  expectError,
  expectOk,
  freshKey,
  operatorApi,
  operatorWithKeys,
  providerCallback,
  secondOperatorApi,
  updateSettings,
} from '../../test/client';
import { DIALECTS, type TestApp } from '../../test/harness';
import { useWithdrawApp } from './withdraw.fixtures';

/**
 * Four eyes on withdrawals: at or above `fourEyesAmount` (1,000.00 by default) a payout takes the
 * approvals of two different operators; the first changes nothing the member sees and moves no money.
 */
describe.each(DIALECTS)('four eyes on withdrawals (%s)', (dialect) => {
  let t: TestApp;
  let ops: Client;
  let second: Client;
  let third: Client;
  const { app, income, funded, withdrawal, submit } = useWithdrawApp(dialect, () => ops);
  beforeAll(async () => {
    ({ t, ops } = app);
    second = await secondOperatorApi(t);
    const cashier = await operatorWithKeys(t, 'cashier', ['withdraw:order:*']);
    third = api(t, { prefix: '/api/admin/', token: cashier.token });
  });

  const decide = (by: Client, action: 'approve' | 'reject', id: number, reason?: string) =>
    by.post<TWithdrawDecided>(
      `withdraw/order/${action}`,
      { id, ...(reason ? { reason } : {}) },
      { idempotencyKey: freshKey() },
    );
  const adminOrders = async (body: object = {}) =>
    expectOk(await ops.post<TPaged<TAdminWithdrawOrder>>('withdraw/order/page', { size: 100, ...body })).list;
  const adminOrder = async (id: number) => (await adminOrders()).find((o) => o.id === id);
  const memberOrder = async (token: string, id: number) =>
    expectOk(
      await api(t).get<TPaged<{ id: number; state: string; decidedAt: string | null }>>(
        'withdraw/withdraw/withdraw',
        { token },
      ),
    ).list.find((o) => o.id === id);
  const payouts = (id: number) =>
    t.db
      .selectFrom('ledger_entries')
      .select('id')
      .where('reference', '=', `withdraw:${id}`)
      .where('type', '=', 'WITHDRAW')
      .execute();
  const auditOf = async (id: number) =>
    (
      await t.db
        .selectFrom('audit_log')
        .select(['actor_id', 'action', 'after'])
        .where('target', '=', `withdraw:${id}`)
        .orderBy('id')
        .execute()
    ).map((l) => ({ actor: l.actor_id, action: l.action, after: JSON.parse(l.after ?? 'null') }));

  it('pays 999.99 on one approval, and 1,000.00 only on a second operator’s, the member seeing it under review till then', async () => {
    const m = await funded(300_000);
    const below = expectOk(await submit(m.token, withdrawal(m, 99_999)));
    expect(await adminOrder(below.id)).toMatchObject({ needsSecondKey: false, firstApprovedBy: null });
    expect(expectOk(await decide(ops, 'approve', below.id))).toEqual({
      state: 'success',
      firstApprovedBy: null,
    });
    expect(await payouts(below.id)).toHaveLength(1);

    const edge = expectOk(await submit(m.token, withdrawal(m, 100_000)));
    expect(await adminOrder(edge.id)).toMatchObject({ needsSecondKey: true, firstApprovedBy: null });
    expect(expectOk(await decide(ops, 'approve', edge.id))).toEqual({
      state: 'waiting',
      firstApprovedBy: 'operator',
    });
    // Nothing moved: the hold is still held and the member still sees the request waiting.
    expect(await payouts(edge.id)).toEqual([]);
    expect(await income(m.token)).toMatchObject({ frozen: 100_000, available: 100_001 });
    expect(await memberOrder(m.token, edge.id)).toMatchObject({ state: 'waiting', decidedAt: null });
    // The queue shows who approved it first, and lists it among those waiting for a second key.
    expect(await adminOrder(edge.id)).toMatchObject({ state: 'waiting', firstApprovedBy: 'operator' });
    expect((await adminOrders({ awaitingSecond: true })).map((o) => o.id)).toEqual([edge.id]);

    // The first operator cannot give the second key, in any language; nothing moves.
    for (const lang of ['en', 'de-DE', 'ar-EG']) {
      expectError(
        await ops.post('withdraw/order/approve', { id: edge.id }, { idempotencyKey: freshKey(), lang }),
        'FOUR_EYES_SAME_OPERATOR',
        {},
      );
    }
    expect(await payouts(edge.id)).toEqual([]);

    expect(expectOk(await decide(second, 'approve', edge.id))).toEqual({
      state: 'success',
      firstApprovedBy: 'operator',
    });
    expect(await payouts(edge.id)).toHaveLength(1);
    expect(await income(m.token)).toMatchObject({ frozen: 0, available: 100_001 });
    expect(await memberOrder(m.token, edge.id)).toMatchObject({ state: 'success' });
    expect(await adminOrder(edge.id)).toMatchObject({ firstApprovedBy: 'operator', decidedBy: 'second.key' });
    expect(await adminOrders({ awaitingSecond: true })).toEqual([]);
    expectError(await decide(third, 'approve', edge.id), 'ALREADY_DECIDED');

    // The audit log names both: the first key's line, then the payout by the second, naming the first.
    const [first, paid] = await auditOf(edge.id);
    expect(first).toMatchObject({
      actor: 1,
      action: 'withdraw:order:approve',
      after: { state: 'waiting', firstApprovedBy: 'operator', secondKeyNeeded: true },
    });
    expect(paid).toMatchObject({
      action: 'withdraw:order:approve',
      after: { state: 'success', firstApprovedBy: 'operator' },
    });
    expect(paid.actor).not.toBe(1);
  });

  it('keeps the payout reference the paying operator types, shown in the queue and audited', async () => {
    const m = await funded(300_000);
    const approve = (by: Client, id: number, payoutReference: unknown) =>
      by.post<TWithdrawDecided>(
        'withdraw/order/approve',
        { id, payoutReference },
        { idempotencyKey: freshKey() },
      );
    const small = expectOk(await submit(m.token, withdrawal(m, 20_000)));
    expectError(await approve(ops, small.id, 'x'.repeat(101)), 'VALIDATION_FORMAT');
    expectError(await approve(ops, small.id, '   '), 'VALIDATION_FORMAT');
    expectError(
      await ops.post(
        'withdraw/order/reject',
        { id: small.id, payoutReference: 'FT-1' },
        { idempotencyKey: freshKey() },
      ),
      'VALIDATION_UNKNOWN_FIELD',
    );
    expectOk(await approve(ops, small.id, '  FT24332XK9  '));
    expect(await adminOrder(small.id)).toMatchObject({ state: 'success', payoutReference: 'FT24332XK9' });
    expect((await auditOf(small.id)).at(-1)).toMatchObject({
      action: 'withdraw:order:approve',
      after: { state: 'success', payoutReference: 'FT24332XK9' },
    });

    // Four eyes: the first approval pays nothing and keeps no reference; the paying one does.
    const large = expectOk(await submit(m.token, withdrawal(m, 150_000)));
    expectOk(await approve(ops, large.id, 'TOO-EARLY'));
    expect(await adminOrder(large.id)).toMatchObject({ state: 'waiting', payoutReference: null });
    expectOk(await approve(second, large.id, 'FT-SECOND-7'));
    expect(await adminOrder(large.id)).toMatchObject({ state: 'success', payoutReference: 'FT-SECOND-7' });
    // Without one the approval still pays (a provider's payout has its own record), none stored.
    const plain = expectOk(await submit(m.token, withdrawal(m, 20_000)));
    expectOk(await decide(ops, 'approve', plain.id));
    expect(await adminOrder(plain.id)).toMatchObject({ state: 'success', payoutReference: null });
  });

  it('applies two second approvals sent at once, by two operators or one operator twice, once', async () => {
    const m = await funded(400_000);
    for (const racers of [
      [second, third],
      [second, second],
    ]) {
      const order = expectOk(await submit(m.token, withdrawal(m, 150_000)));
      expectOk(await decide(ops, 'approve', order.id));
      const answers = await Promise.all(racers.map((by) => decide(by, 'approve', order.id)));
      const codes = answers.map((a) => a.body.code).sort();
      expect(codes).toEqual([ErrorCode.SUCCESS, ErrorCode.ALREADY_DECIDED].sort());
      expect(await payouts(order.id)).toHaveLength(1);
    }
    expect(await income(m.token)).toMatchObject({ frozen: 0, available: 100_000 });

    // A retry of the winning approval under its own key answers what it answered, and pays nothing more.
    const order = expectOk(await submit(m.token, withdrawal(m, 100_000)));
    expectOk(await decide(ops, 'approve', order.id));
    const key = freshKey();
    const retry = () =>
      second.post<TWithdrawDecided>('withdraw/order/approve', { id: order.id }, { idempotencyKey: key });
    const [once, again] = await Promise.all([retry(), retry()]);
    expect(expectOk(once)).toEqual({ state: 'success', firstApprovedBy: 'operator' });
    expect(
      again.body.code === ErrorCode.SUCCESS || again.body.code === ErrorCode.IDEMPOTENCY_IN_PROGRESS,
    ).toBe(true);
    expect(await payouts(order.id)).toHaveLength(1);
    expect(await income(m.token)).toMatchObject({ frozen: 0, available: 0 });
  });

  it('takes the first two approvals sent at once as the two keys, and one operator’s two as one', async () => {
    const m = await funded(300_000);
    const both = expectOk(await submit(m.token, withdrawal(m, 100_000)));
    const answers = await Promise.all([decide(ops, 'approve', both.id), decide(second, 'approve', both.id)]);
    expect(answers.map((a) => expectOk(a).state).sort()).toEqual(['success', 'waiting']);
    expect(await payouts(both.id)).toHaveLength(1);

    const alone = expectOk(await submit(m.token, withdrawal(m, 100_000)));
    const twice = await Promise.all([decide(ops, 'approve', alone.id), decide(ops, 'approve', alone.id)]);
    expect(twice.map((a) => a.body.code).sort()).toEqual(
      [ErrorCode.SUCCESS, ErrorCode.FOUR_EYES_SAME_OPERATOR].sort(),
    );
    expect(await payouts(alone.id)).toEqual([]);
    expect(await adminOrder(alone.id)).toMatchObject({ state: 'waiting', firstApprovedBy: 'operator' });
    expectOk(await decide(ops, 'reject', alone.id, 'Changed our mind'));
  });

  it('lets the first operator, or another who may, reject one that waits for its second key', async () => {
    const m = await funded(400_000);
    const byFirst = expectOk(await submit(m.token, withdrawal(m, 120_000)));
    expectOk(await decide(ops, 'approve', byFirst.id));
    expect(expectOk(await decide(ops, 'reject', byFirst.id, 'Second look: name mismatch'))).toEqual({
      state: 'failed',
      firstApprovedBy: 'operator',
    });
    expectError(await decide(second, 'approve', byFirst.id), 'ALREADY_DECIDED');

    const byOther = expectOk(await submit(m.token, withdrawal(m, 120_000)));
    expectOk(await decide(ops, 'approve', byOther.id));
    expectOk(await decide(third, 'reject', byOther.id, 'Account closed'));
    expectError(await decide(second, 'approve', byOther.id), 'ALREADY_DECIDED');

    // Both holds went back; the member sees the refusals with their reasons.
    expect(await income(m.token)).toMatchObject({ frozen: 0, available: 400_000 });
    expect(await memberOrder(m.token, byFirst.id)).toMatchObject({ state: 'failed' });
    expect(await payouts(byFirst.id)).toEqual([]);
    const rejected = (await auditOf(byOther.id)).at(-1);
    expect(rejected).toMatchObject({
      action: 'withdraw:order:reject',
      after: { state: 'failed', reason: 'Account closed', firstApprovedBy: 'operator' },
    });
  });

  it('takes the payout provider’s word “paid” on a large withdrawal as a report, not as the two keys', async () => {
    const m = await funded(400_000);
    const report = async (orderId: number, providerTxnId: string, status: 'paid' | 'failed') =>
      expectOk(
        await providerCallback(
          t,
          { provider: 'dzd', direction: 'transfer' },
          { orderId, providerTxnId, amount: 150_000, currency: 'USD', status },
          'dzd-payout-secret',
        ),
      ).outcome;
    const big = expectOk(await submit(m.token, withdrawal(m, 150_000)));
    expect(await report(big.id, 'big-1', 'paid')).toBe('needs-approval');
    expect(await adminOrder(big.id)).toMatchObject({ state: 'waiting', firstApprovedBy: null });
    expect((await memberOrder(m.token, big.id))?.state).toBe('waiting');
    expect(await payouts(big.id)).toEqual([]);
    // The two operators' keys settle it; the provider's resend changes nothing more.
    expect(expectOk(await decide(ops, 'approve', big.id)).state).toBe('waiting');
    expect(expectOk(await decide(second, 'approve', big.id)).state).toBe('success');
    expect(await payouts(big.id)).toHaveLength(1);
    expect(await report(big.id, 'big-1', 'paid')).toBe('replay');

    // A failed payout gives the money back at once, whatever the amount.
    const other = expectOk(await submit(m.token, withdrawal(m, 150_000)));
    expect(await report(other.id, 'big-2', 'failed')).toBe('failed');
    expect((await memberOrder(m.token, other.id))?.state).toBe('failed');
  });

  it('follows the fourEyesAmount setting as it is changed', async () => {
    await updateSettings(t, { values: { fourEyesAmount: 200_000 } });
    const m = await funded(300_000);
    const under = expectOk(await submit(m.token, withdrawal(m, 150_000)));
    expect(expectOk(await decide(ops, 'approve', under.id)).state).toBe('success');
    await updateSettings(t, { reset: ['fourEyesAmount'] });
    const over = expectOk(await submit(m.token, withdrawal(m, 150_000)));
    expect(expectOk(await decide(ops, 'approve', over.id)).state).toBe('waiting');
    // A new day's sign-in does not make the same operator another key.
    ops = await operatorApi(t);
    expectError(await decide(ops, 'approve', over.id), 'FOUR_EYES_SAME_OPERATOR');
    expect(expectOk(await decide(third, 'approve', over.id)).state).toBe('success');
  });
});

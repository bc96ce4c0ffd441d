import type { TApprovalRequested, TMarketingBudget, TPendingRewards } from '@club/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platform } from '../../money/accounts';
import { balanceOf } from '../../money/ledger-repo';
import { verifyLedger } from '../../money/verify';
import {
  api,
  type Client,
  expectError,
  expectOk,
  freshKey,
  fundMarketing,
  memberIdOf,
  operatorApi,
  operatorWithKeys,
  registerMember,
  secondOperatorApi,
} from '../../test/client';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness';
import { grantReward, payPendingRewards } from './grant';

/**
 * The marketing budget (PRODUCT.md §9): rewards are paid from it and never from members' money; what
 * it cannot cover waits, shown to its member, and is paid oldest first, once, when it is topped up.
 */
describe.each(DIALECTS)('marketing budget (%s)', (dialect) => {
  let t: TestApp;
  let ops: Client;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    ops = await operatorApi(t);
  });
  afterAll(async () => {
    expect((await verifyLedger(t.db)).filter((c) => !c.ok)).toEqual([]);
    await t.close();
  });

  async function member() {
    const m = await registerMember(t);
    return { id: await memberIdOf(t, m.phone), token: m.tokens.token };
  }
  const grant = (userId: number, amount: number, key: string) =>
    t.db
      .transaction()
      .execute((trx) =>
        grantReward(trx, { userId, type: 'TASKAWARD', wallet: 'work', amount, key, now: t.clock.now() }),
      );
  const work = async (userId: number) => (await t.services.funds.income(userId)).work;
  const budget = async () => expectOk(await ops.post<TMarketingBudget>('finance/marketing/budget', {}));
  const marketing = () => balanceOf(t.db, platform('marketing'));
  const pending = async (token: string) =>
    expectOk(await api(t).get<TPendingRewards>('funds/reward/pending', { token }));

  it('pays what the budget covers, keeps the rest pending in order, and pays it once when topped up', async () => {
    const [a, b] = [await member(), await member()];
    expect(await marketing()).toBe(0);
    // Nothing in the budget: the reward waits, and no money moves (members' money is never used).
    expect(await grant(a.id, 3_000, 'test:a1')).toBe('pending');
    expect(await work(a.id)).toBe(0);
    expect(await pending(a.token)).toMatchObject({
      total: 3_000,
      list: [{ type: 'TASKAWARD', amount: 3_000 }],
    });
    // Granted again under the same key: still one reward.
    expect(await grant(a.id, 3_000, 'test:a1')).toBe('granted before');

    await fundMarketing(t, 2_000);
    // 2,000 does not cover the oldest (3,000): nothing is paid, and a newer 1,000 does not jump it.
    expect(await grant(b.id, 1_000, 'test:b1')).toBe('pending');
    expect([await work(a.id), await work(b.id)]).toEqual([0, 0]);
    expect(await marketing()).toBe(2_000);

    await fundMarketing(t, 1_500);
    // 3,500 pays the oldest (3,000); 500 left does not cover b's 1,000.
    expect([await work(a.id), await work(b.id)]).toEqual([3_000, 0]);
    expect(await marketing()).toBe(500);
    expect((await pending(a.token)).list).toEqual([]);
    expect((await pending(b.token)).total).toBe(1_000);

    await fundMarketing(t, 500);
    // Two runs at once (two processes, or the job beside a contribution) pay it once.
    await Promise.all([payPendingRewards(t.db, t.clock.now()), payPendingRewards(t.db, t.clock.now())]);
    expect([await work(a.id), await work(b.id)]).toEqual([3_000, 1_000]);
    expect(await marketing()).toBe(0);

    // With nothing waiting and the budget enough, a reward is paid at once.
    await fundMarketing(t, 10_000);
    expect(await grant(b.id, 2_500, 'test:b2')).toBe('paid');
    expect(await work(b.id)).toBe(3_500);
    const entries = await t.db
      .selectFrom('ledger_entries')
      .select('request_key')
      .where('type', '=', 'TASKAWARD')
      .execute();
    expect(entries).toHaveLength(3);
  });

  it('keeps an investment when the SVIP bonus it reaches cannot be paid, and pays the bonus later', async () => {
    const inner = await member();
    // A reward granted inside someone else's transaction rolls back only itself when short.
    const drained = await marketing();
    await t.db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ nickname: 'Kept' }).where('id', '=', inner.id).execute();
      const outcome = await grantReward(trx, {
        userId: inner.id,
        type: 'SVIP',
        wallet: 'work',
        amount: drained + 1,
        key: 'test:svip',
        now: t.clock.now(),
      });
      expect(outcome).toBe('pending');
    });
    const row = await t.db
      .selectFrom('users')
      .select('nickname')
      .where('id', '=', inner.id)
      .executeTakeFirstOrThrow();
    expect(row.nickname).toBe('Kept');
    expect(await marketing()).toBe(drained);
    await fundMarketing(t, 1);
    expect(await work(inner.id)).toBe(drained + 1);
    expect(await marketing()).toBe(0);
  });

  it('shows operators the budget, what waits and what was paid by kind and day, and who put money in', async () => {
    const m = await member();
    expect(await grant(m.id, 700, 'test:shown')).toBe('pending');
    const seen = await budget();
    expect(seen.balance).toBe(0);
    expect(seen.pending).toMatchObject({
      count: 1,
      amount: 700,
      byType: [{ type: 'TASKAWARD', count: 1, amount: 700 }],
    });
    const today = new Date(t.clock.now()).toISOString().slice(0, 10);
    expect(seen.paid).toContainEqual({ type: 'TASKAWARD', day: today, count: 3, amount: 6_500 });
    expect(seen.contributions[0]).toMatchObject({ amount: 1, source: 'Test budget', operator: 'operator' });

    const key = freshKey();
    const body = { amount: 1_000, source: 'Sponsorship, Studio North' };
    const [first, again] = await Promise.all([
      ops.post<TApprovalRequested>('finance/marketing/contribute', body, { idempotencyKey: key }),
      ops.post<TApprovalRequested>('finance/marketing/contribute', body, { idempotencyKey: key }),
    ]);
    // A retried contribution is asked for once (the duplicate answers the first, or that it runs).
    const answered = [first, again].filter((r) => r.body.code === 1000).map((r) => r.body.data.requestId);
    expect(new Set(answered).size).toBe(1);
    // Nothing moves until a second operator approves it (four eyes); then what waits is paid.
    expect((await budget()).balance).toBe(0);
    const second = await secondOperatorApi(t);
    expectOk(
      await second.post('finance/marketing/approve', { id: answered[0] }, { idempotencyKey: freshKey() }),
    );
    const after = await budget();
    expect(after.balance).toBe(300);
    expect(after.pending.count).toBe(0);
    expect(after.contributions[0]).toMatchObject({
      amount: 1_000,
      source: 'Sponsorship, Studio North',
      operator: 'operator',
    });

    expectError(
      await ops.post(
        'finance/marketing/contribute',
        { amount: 0, source: 'x' },
        { idempotencyKey: freshKey() },
      ),
      'VALIDATION_FORMAT',
    );
    expectError(
      await ops.post(
        'finance/marketing/contribute',
        { amount: 10, source: ' ' },
        { idempotencyKey: freshKey() },
      ),
      'VALIDATION_FORMAT',
    );
    const viewer = await operatorWithKeys(t, 'budget.viewer', ['finance:marketing:read']);
    const asViewer = api(t, { prefix: '/api/admin/', token: viewer.token });
    expectOk(await asViewer.post('finance/marketing/budget', {}));
    expectError(
      await asViewer.post('finance/marketing/contribute', body, { idempotencyKey: freshKey() }),
      'FORBIDDEN',
    );
    expectError(
      await asViewer.post('finance/marketing/approve', { id: answered[0] }, { idempotencyKey: freshKey() }),
      'FORBIDDEN',
    );
    const audit = await t.db
      .selectFrom('audit_log')
      .select('after')
      .where('action', '=', 'finance:marketing:contribute')
      .execute();
    const studio = audit.filter((a) => (a.after ?? '').includes('Studio North'));
    expect(studio).toHaveLength(1);
    expect(JSON.parse(studio[0].after ?? '{}')).toMatchObject({
      proposedBy: 'operator',
      approvedBy: 'second.key',
    });
  });
});

import type {
  TAccountDetailLine,
  TInvestmentDetail,
  TPaged,
  TPendingRewards,
  TProject,
  TUserInvest,
} from '@club/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { up as migrateLedgerMemos } from '../../db/migrations/026_ledger_memo';
import {
  api,
  creditInternal,
  expectError,
  expectOk,
  fundMarketing,
  investor,
  operatorApi,
  signIn,
  updateSettings,
} from '../../test/client';
import { DIALECTS, type TestApp } from '../../test/harness';
import { DAY_S, money, useInvestApp } from './invest.fixtures';

describe.each(DIALECTS)('settlement of investments (%s)', (dialect) => {
  const { app, ledgerOk, project, invest, detail, wallets } = useInvestApp(dialect);
  let t: TestApp;
  beforeAll(() => {
    ({ t } = app);
  });

  const revenue = async (projectId: number, amount: number) =>
    money(await operatorApi(t), 'finance/proj/revenue', {
      projectId,
      amount,
      source: 'subsidy',
      memo: 'launch subsidy',
    });
  const investment = async (id: number, token: string) =>
    expectOk(
      await api(t).get<TInvestmentDetail>('finance/invest/userInvestDetail', {
        query: { id: String(id) },
        token,
      }),
    );
  const runSettlement = () => t.services.settlement.settle(t.clock.now());
  const runPayRebates = () => t.services.settlement.payRebates(t.clock.now());

  it('pays a 3-day LINEAR schedule day by day from the project accounts, once even when run twice at once', async () => {
    const id = await project();
    expectOk(await revenue(id, 5_000));
    const m = await investor(t);
    const made = expectOk(await invest(m.tokens.token, id, 100_000));
    const start = await wallets(m.id);
    const paidIncome: number[] = [];
    for (let day = 1; day <= 3; day++) {
      t.clock.advance(DAY_S);
      await Promise.all([runSettlement(), runSettlement()]);
      paidIncome.push((await wallets(m.id)).income - start.income);
    }
    expect(paidIncome).toEqual([33_433, 33_433 + 33_400, 100_200]);
    const token = await signIn(t, m);
    const held = await investment(made.id, token);
    expect(held.state).toBe('completed');
    expect(held.schedule.every((s) => s.paid && s.paidAt)).toBe(true);
    expect(held.ledger.map((l) => [l.type, l.amount])).toEqual([
      ['INVESTED', -100_000],
      ['INTEREST', 100],
      ['CAPITAL', 33_333],
      ['INTEREST', 67],
      ['CAPITAL', 33_333],
      ['INTEREST', 33],
      ['CAPITAL', 33_334],
    ]);
    const payouts = await t.db
      .selectFrom('investment_payouts')
      .selectAll()
      .where('investment_id', '=', made.id)
      .execute();
    expect(payouts).toHaveLength(6);
    const mine = expectOk(
      await api(t).get<TUserInvest>('finance/invest/userInvest', { query: { state: 'completed' }, token }),
    );
    expect(mine.list.map((i) => i.id)).toEqual([made.id]);
    expect(mine.totals).toMatchObject({ holding: 0, interestPaid: 200, interestPending: 0 });
    expect(expectOk(await detail(id)).fundingHistory).toEqual([
      expect.objectContaining({ kind: 'revenue', source: 'subsidy', amount: 5_000, memo: 'launch subsidy' }),
    ]);
    await ledgerOk();
  });

  it('repays principal paid with promotional credit to promotional credit, never to a withdrawable wallet', async () => {
    const id = await project();
    expectOk(await revenue(id, 5_000));
    const m = await investor(t, { recharge: 100_000 });
    await creditInternal(t, { userId: m.id, amount: 50_000, reason: 'welcome' });
    const start = await wallets(m.id);
    const made = expectOk(await invest(m.tokens.token, id, 100_000));
    for (let day = 1; day <= 3; day++) {
      t.clock.advance(DAY_S);
      await runSettlement();
    }
    const end = await wallets(m.id);
    // 50,000 of the principal came from promotional credit and went back there; interest is income.
    expect(end.internal).toBe(50_000);
    expect(end.income - start.income).toBe(50_000 + 200);
    expect(end.available).toBe(start.available - 50_000 + 50_200);
    const capital = (await investment(made.id, await signIn(t, m))).ledger
      .filter((l) => l.type === 'CAPITAL')
      .map((l) => `${l.wallet} ${l.amount}`);
    expect(capital.sort()).toEqual(['income 16666', 'income 33334', 'internal 16667', 'internal 33333']);
    await ledgerOk();
  });

  it('shows a paid one-time (DEBT) payout as paid, with its time', async () => {
    const id = await project({ repayType: 'DEBT', cycleDays: 2 });
    expectOk(await revenue(id, 5_000));
    const m = await investor(t);
    const made = expectOk(await invest(m.tokens.token, id, 10_000));
    t.clock.advance(2 * DAY_S);
    await runSettlement();
    const held = await investment(made.id, await signIn(t, m));
    expect(held.state).toBe('completed');
    expect(held.schedule).toEqual([
      expect.objectContaining({
        day: 2,
        principal: 10_000,
        interest: 20,
        paid: true,
        paidAt: expect.any(String),
      }),
    ]);
  });

  it('leaves items of an underfunded project unpaid and pays them oldest first when revenue arrives', async () => {
    const id = await project({ amount: 200_000, repayType: 'PIOARB', cycleDays: 2 });
    const a = await investor(t);
    const b = await investor(t);
    const first = expectOk(await invest(a.tokens.token, id, 100_000));
    t.clock.advance(60);
    const second = expectOk(await invest(b.tokens.token, id, 100_000));
    t.clock.advance(DAY_S + 120);
    await runSettlement();
    const unpaid = async () =>
      (
        await t.db
          .selectFrom('investments')
          .select(['id', 'days_paid'])
          .where('project_id', '=', id)
          .orderBy('id')
          .execute()
      ).map((r) => r.days_paid);
    expect(await unpaid()).toEqual([0, 0]);
    const state = async (): Promise<TProject['state']> => expectOk(await detail(id)).state;
    expect(await state()).toBe('waitingRepayment');
    // The tokens of a day ago have expired.
    const token = await signIn(t, a);
    const mine = async () =>
      expectOk(await api(t).get<TUserInvest>('finance/invest/userInvest', { token })).list[0];
    const overdue = async () => (await investment(first.id, token)).schedule.map((i) => i.overdueDays);
    expect(await mine()).toMatchObject({ state: 'holding', waitingRepayment: true, lastRevenueAt: null });
    // Day 1 fell due three minutes ago, so it is in its first day overdue; day 2 is not due yet.
    expect(await overdue()).toEqual([1, null]);

    // Enough for one day-1 dividend (100): the older investment is paid, the younger waits.
    expectOk(await revenue(id, 150));
    expect(await unpaid()).toEqual([1, 0]);
    expectOk(await revenue(id, 50));
    expect(await unpaid()).toEqual([1, 1]);
    expect(await state()).toBe('distributing');
    const paidAgain = await mine();
    expect(paidAgain.waitingRepayment).toBe(false);
    expect(Date.parse(paidAgain.lastRevenueAt ?? '')).toBeGreaterThan(t.clock.now() - 60_000);
    expect(await overdue()).toEqual([null, null]);
    t.clock.advance(DAY_S);
    await revenue(id, 200);
    expect(await unpaid()).toEqual([2, 2]);
    expect((await wallets(a.id)).income).toBe(100_200);
    expect((await wallets(b.id)).income).toBe(100_200);
    const inv = await t.db
      .selectFrom('investments')
      .select('status')
      .where('id', 'in', [first.id, second.id])
      .execute();
    expect(inv.map((i) => i.status)).toEqual(['completed', 'completed']);
    await ledgerOk();
  });

  it('pays principal from returns when it was disbursed, and refuses disbursing while fundraising', async () => {
    const id = await project({ amount: 100_000, repayType: 'DEBT', cycleDays: 2 });
    const ops = await operatorApi(t);
    const m = await investor(t);
    await invest(m.tokens.token, id, 50_000);
    const disburse = (amount: number, memo: string) =>
      money(ops, 'finance/proj/disburse', { projectId: id, amount, memo });
    expectError(await disburse(10_000, 'to producer'), 'PROJECT_STATE');
    await ops.post('finance/proj/close', { id });
    expectOk(await disburse(50_000, 'to producer'));
    expectError(await disburse(1, 'again'), 'INSUFFICIENT_BALANCE');
    t.clock.advance(2 * DAY_S + 60);
    await runSettlement();
    expect((await wallets(m.id)).income).toBe(0);
    await revenue(id, 50_100);
    expect((await wallets(m.id)).income).toBe(50_100);
    await ledgerOk();
  });

  it('lets waiting requests in between its batches, since on SQLite a query holds the event loop', async () => {
    await updateSettings(t, { values: { settlementBatchSize: 1 } });
    try {
      const id = await project();
      expectOk(await revenue(id, 5_000));
      for (let i = 0; i < 3; i++) {
        const m = await investor(t);
        expectOk(await invest(m.tokens.token, id, 100_000));
      }
      t.clock.advance(DAY_S);
      // A request's turn: a macrotask, run only when nothing holds the loop.
      let turns = 0;
      let running = true;
      const turn = () => {
        if (!running) return;
        turns += 1;
        setImmediate(turn);
      };
      setImmediate(turn);
      await runSettlement();
      running = false;
      expect(turns).toBeGreaterThanOrEqual(3);
      await ledgerOk();
    } finally {
      await updateSettings(t, { reset: ['settlementBatchSize'] });
    }
  });

  it('pays invitation rebates once the reflection period is over, once', async () => {
    const id = await project();
    const inviter = await investor(t);
    const code = (
      await t.db
        .selectFrom('users')
        .select('invitation_code')
        .where('id', '=', inviter.id)
        .executeTakeFirstOrThrow()
    ).invitation_code;
    const invitee = await investor(t, { inviteCode: code });
    const before = (await wallets(inviter.id)).work;
    await invest(invitee.tokens.token, id, 200_000);
    await runPayRebates();
    expect((await wallets(inviter.id)).work).toBe(before);
    t.clock.advance(24 * 3600 + 60);
    await Promise.all([runPayRebates(), runPayRebates()]);
    // Rewards are paid from the marketing budget only: empty, the rebate waits, shown as pending.
    expect((await wallets(inviter.id)).work).toBe(before);
    const waiting = expectOk(
      await api(t).get<TPendingRewards>('funds/reward/pending', { token: await signIn(t, inviter) }),
    );
    expect(waiting.list.map((r) => [r.type, r.amount])).toEqual([['INVESTREWARD', 2_000]]);
    await fundMarketing(t, 2_000);
    await runPayRebates();
    expect((await wallets(inviter.id)).work).toBe(before + 2_000);
    // The level is data, not English words: each client names it in its member's language.
    const token = await signIn(t, inviter);
    const rebates = async () =>
      expectOk(
        await api(t).post<TPaged<TAccountDetailLine>>(
          'funds/account_detail/page',
          { type: 'INVESTREWARD' },
          { token, lang: 'de-DE' },
        ),
      ).list.map((l) => [l.amount, l.level, l.memo]);
    expect(await rebates()).toEqual([[2_000, 1, null]]);
    // A line stored in English before the level was data reads the same once migration 026 ran.
    const entry = expectOk(
      await api(t).post<TPaged<TAccountDetailLine>>('funds/account_detail/page', {}, { token }),
    ).list.find((l) => l.type === 'INVESTREWARD')?.reference;
    await t.db
      .updateTable('ledger_entries')
      .set({ memo: 'level 1' })
      .where('type', '=', 'INVESTREWARD')
      .where('reference', '=', entry ?? '')
      .execute();
    await migrateLedgerMemos(t.db);
    expect(await rebates()).toEqual([[2_000, 1, null]]);
    await ledgerOk();
  });
});

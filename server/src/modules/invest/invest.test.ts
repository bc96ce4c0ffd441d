import {
  ErrorCode,
  type ErrorName,
  type TAccountDetailLine,
  type TAdminProject,
  type TInvestCheck,
  type TInvestmentDetail,
  type TPaged,
  type TPendingRewards,
  type TProject,
  type TProjectDetail,
  type TProjectPage,
  type TUserInvest,
} from '@club/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { up as migrateLedgerMemos } from '../../db/migrations/026_ledger_memo';
import { verifyLedger } from '../../money/verify';
import {
  api,
  type Client,
  expectError,
  expectOk,
  freshCommit,
  freshKey,
  fundMarketing,
  investor,
  operatorApi,
  PAY_PASSWORD,
  projectBody,
  type RequestOptions,
  registerMember,
  signIn,
} from '../../test/client';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness';

const DAY_S = 86_400;

describe.each(DIALECTS)('projects and investing (%s)', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    expect((await verifyLedger(t.db)).filter((c) => !c.ok)).toEqual([]);
    await t.close();
  });

  const ledgerOk = async () => expect((await verifyLedger(t.db)).filter((c) => !c.ok)).toEqual([]);

  /** A published project raising money from an hour ago for ten days, created through the operator API. */
  async function project(over: Record<string, unknown> = {}) {
    const ops = await operatorApi(t);
    const created = expectOk(
      await ops.post<{ id: number }>('finance/proj/add', projectBody(t.clock.now(), over)),
    );
    expectOk(await ops.post('finance/proj/publish', { id: created.id }));
    return created.id;
  }
  /** An operator's money-moving call, with a key of its own unless told. */
  const money = (ops: Client, path: string, body: object, idempotencyKey = freshKey()) =>
    ops.post(path, body, { idempotencyKey });
  const revenue = async (projectId: number, amount: number) =>
    money(await operatorApi(t), 'finance/proj/revenue', {
      projectId,
      amount,
      source: 'subsidy',
      memo: 'launch subsidy',
    });

  const invest = (token: string, projectId: number, amount: number, key = freshKey(), acceptRisk = true) =>
    api(t).post<{ id: number }>(
      'finance/invest/invest',
      { projectId, amount, payPassword: PAY_PASSWORD, acceptRisk },
      { token, idempotencyKey: key },
    );
  const revoke = (token: string, investmentId: number) =>
    api(t).post('finance/invest/revoke', { investmentId }, { token, idempotencyKey: freshKey() });
  const check = (token: string, projectId: number, amount: number) =>
    api(t).post<TInvestCheck>('finance/invest/check', { projectId, amount }, { token });
  const detail = (id: number, opts: RequestOptions = {}) =>
    api(t).get<TProjectDetail>('finance/proj/detail', { ...opts, query: { id: String(id) } });
  const investment = async (id: number, token: string) =>
    expectOk(
      await api(t).get<TInvestmentDetail>('finance/invest/userInvestDetail', {
        query: { id: String(id) },
        token,
      }),
    );
  const wallets = (id: number) => t.services.funds.income(id);
  const runSettlement = () => t.services.settlement.settle(t.clock.now());
  const runPayRebates = () => t.services.settlement.payRebates(t.clock.now());

  it('shows the exact schedule before investing, and every failing precondition with its own code', async () => {
    const id = await project();
    const m = await registerMember(t);
    const shown = expectOk(await check(m.tokens.token, id, 100_000));
    expect(shown.schedule.map((s) => [s.day, s.principal, s.interest, s.type])).toEqual([
      [1, 33_333, 100, 'INTEREST'],
      [2, 33_333, 67, 'INTEREST'],
      [3, 33_334, 33, 'INTEREST'],
    ]);
    expect(shown).toMatchObject({
      totalPrincipal: 100_000,
      totalInterest: 200,
      dailyRate: '0.001',
      annualRate: '0.365',
      riskAcceptanceRequired: true,
    });
    expect(shown.riskWarning).toContain('not guaranteed');
    expect(shown.riskWarning).toContain('Box office may disappoint.');
    const blockers = [
      'MEMBERSHIP_REQUIRED',
      'CARD_NOT_VERIFIED',
      'PAY_PASSWORD_NOT_SET',
      'INSUFFICIENT_BALANCE',
    ] as const;
    expect(shown.blockers.map((b) => [b.name, b.code])).toEqual(
      blockers.map((name) => [name, ErrorCode[name]]),
    );
    expectError(await invest(m.tokens.token, id, 100_000), 'MEMBERSHIP_REQUIRED');

    const ready = await investor(t);
    const token = ready.tokens.token;
    const amounts: [number, ErrorName, string][] = [
      [5_000, 'INVEST_BELOW_MINIMUM', 'The minimum investment is 100.00'],
      [15_000, 'INVEST_NOT_MULTIPLE', 'The amount must be a multiple of 100.00'],
      [1_010_000, 'INVEST_OVER_SCALE', 'Only 10000.00 is still open in this project'],
    ];
    for (const [amount, name, message] of amounts) {
      expect(expectOk(await check(token, id, amount)).blockers.map((b) => b.message)).toContain(message);
      const refused = await invest(token, id, amount);
      expectError(refused, name);
      expect(refused.body.message).toBe(message);
    }
    const later = await project({
      fundraisingStartAt: new Date(t.clock.now() + DAY_S * 1000).toISOString(),
      fundraisingEndAt: new Date(t.clock.now() + 5 * DAY_S * 1000).toISOString(),
    });
    expectError(await invest(token, later, 10_000), 'PROJECT_NOT_FUNDRAISING');
    const before = await wallets(ready.id);
    expectError(await invest(token, id, 10_000, undefined, false), 'RISK_NOT_ACCEPTED');
    expect((await wallets(ready.id)).available).toBe(before.available);
    const wrongPin = await api(t).post(
      'finance/invest/invest',
      { projectId: id, amount: 10_000, payPassword: '000000', acceptRisk: true },
      { token, idempotencyKey: freshKey() },
    );
    expectError(wrongPin, 'PAY_PASSWORD_WRONG');
    expectOk(await invest(token, id, 10_000));
    // The warning is acknowledged once; the next investment does not ask again.
    expectOk(await invest(token, id, 10_000, undefined, false));
    expect((await wallets(ready.id)).available).toBe(before.available - 20_000);
    expect(expectOk(await detail(id, { token }))).toMatchObject({
      raised: 20_000,
      progressRate: '0.0200',
      investorCount: 1,
      state: 'participated',
      position: { invested: 20_000, investments: 2 },
    });
    await ledgerOk();
  });

  it('invests once for the same Idempotency-Key, and refuses the key with another body', async () => {
    const id = await project();
    const m = await investor(t);
    const first = await invest(m.tokens.token, id, 30_000, 'same-key');
    const again = await invest(m.tokens.token, id, 30_000, 'same-key');
    expect(again).toEqual(first);
    expectError(await invest(m.tokens.token, id, 40_000, 'same-key'), 'IDEMPOTENCY_CONFLICT');
    const count = await t.db.selectFrom('investments').select('id').where('user_id', '=', m.id).execute();
    expect(count).toHaveLength(1);
    expect((await wallets(m.id)).available).toBe(1_000_000 - 10_000 - 30_000);
  });

  it('holds the scale against 20 concurrent investors', { timeout: 120_000 }, async () => {
    const id = await project({ amount: 100_000, single: 10_000 });
    const members = [];
    for (let i = 0; i < 20; i++) members.push(await investor(t, { recharge: 50_000 }));
    const results = await Promise.all(members.map((m) => invest(m.tokens.token, id, 10_000)));
    const codes = results.map((r) => r.body.code);
    expect(codes.filter((c) => c === ErrorCode.SUCCESS)).toHaveLength(10);
    for (const c of codes.filter((c) => c !== ErrorCode.SUCCESS)) {
      expect([ErrorCode.PROJECT_NOT_FUNDRAISING, ErrorCode.INVEST_OVER_SCALE]).toContain(c);
    }
    const p = await t.db
      .selectFrom('projects')
      .select(['raised', 'scale'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(p.raised).toBe(100_000);
    expect(expectOk(await detail(id))).toMatchObject({
      raised: 100_000,
      progressRate: '1.0000',
      investorCount: 10,
      phase: 'running',
    });
    await ledgerOk();
  });

  it('revokes inside the reflection period back to the wallets the money came from, and not after', async () => {
    const id = await project();
    const m = await investor(t, { recharge: 100_000 });
    await t.services.funds.creditInternal(
      1,
      { userId: m.id, amount: 5_000, reason: 'welcome credit' },
      freshCommit(t),
    );
    const before = await wallets(m.id);
    const made = expectOk(await invest(m.tokens.token, id, 20_000));
    expect(await wallets(m.id)).toMatchObject({ internal: 0, recharge: before.recharge - 15_000 });
    const other = await investor(t);
    expectError(await revoke(other.tokens.token, made.id), 'NOT_FOUND');
    expectOk(await revoke(m.tokens.token, made.id));
    expect(await wallets(m.id)).toMatchObject({
      internal: 5_000,
      recharge: before.recharge,
      totalAssets: before.totalAssets,
    });
    expectError(await revoke(m.tokens.token, made.id), 'REVOKE_CLOSED');
    expect(
      (await t.db.selectFrom('projects').select('raised').where('id', '=', id).executeTakeFirstOrThrow())
        .raised,
    ).toBe(0);

    const kept = expectOk(await invest(m.tokens.token, id, 10_000));
    t.clock.advance(25 * 3600);
    expectError(await revoke(await signIn(t, m), kept.id), 'REVOKE_CLOSED');
    await ledgerOk();
  });

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
    await t.services.funds.creditInternal(
      1,
      { userId: m.id, amount: 50_000, reason: 'welcome' },
      freshCommit(t),
    );
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

  it('lists the catalogue in the member language with English fallback, hides drafts, and keeps favourites', async () => {
    const id = await project({ hot: true });
    const ops = await operatorApi(t);
    const draftAdded = await ops.post<{ id: number }>('finance/proj/add', {
      texts: { en: { title: 'Draft' } },
      amount: 100_000,
      single: 1_000,
      dailyRate: '0.0003',
      cycleDays: 30,
      repayType: 'DEBT',
      fundraisingStartAt: new Date(t.clock.now()).toISOString(),
      fundraisingEndAt: new Date(t.clock.now() + DAY_S * 1000).toISOString(),
    });
    const draft = expectOk(draftAdded);
    const home = expectOk(
      await api(t).get<TProjectPage>('finance/proj/home', { query: { size: '100' }, lang: 'ar-EG' }),
    );
    expect(home.list.map((p) => p.id)).toContain(id);
    expect(home.list.map((p) => p.id)).not.toContain(draft.id);
    const ar = home.list.find((p) => p.id === id);
    expect(ar).toMatchObject({
      title: 'اللقطة الطويلة',
      riskText: 'Box office may disappoint.',
      state: 'participate',
    });
    expect(expectOk(await detail(id, { lang: 'de-DE' })).title).toBe('The Long Take');
    expectError(await detail(draft.id), 'NOT_FOUND');
    const hot = expectOk(await api(t).get<TProject[]>('finance/proj/hot'));
    expect(hot.map((p) => p.id)).toContain(id);

    const m = await registerMember(t);
    const token = m.tokens.token;
    const focus = (body: { projectId: number; kind: string; on: boolean }) =>
      api(t).post('film/focus/setFavoriteOrFollow', body, { token });
    expect((await focus({ projectId: id, kind: 'favorite', on: true })).body.data).toEqual({
      favorite: true,
      follow: false,
    });
    await focus({ projectId: id, kind: 'follow', on: true });
    await focus({ projectId: id, kind: 'follow', on: false });
    const listed = async (path: string) =>
      expectOk(await api(t).get<TProjectPage>(path, { token })).list.map((p) => p.id);
    expect(await listed('film/focus/favorite')).toEqual([id]);
    expect(await listed('film/focus/follow')).toEqual([]);
    expect(expectOk(await detail(id, { token })).favorite).toBe(true);
    expectError(await focus({ projectId: draft.id, kind: 'favorite', on: true }), 'NOT_FOUND');
  });

  it('records revenue and disbursements once for a retried or doubled request', async () => {
    const id = await project({ amount: 100_000, repayType: 'DEBT', cycleDays: 2 });
    const ops = await operatorApi(t);
    const body = { projectId: id, amount: 7_000, source: 'licensing', memo: 'streaming licence' };
    const [first, second] = await Promise.all([
      money(ops, 'finance/proj/revenue', body, 'rev-1'),
      money(ops, 'finance/proj/revenue', body, 'rev-1'),
    ]);
    expect([first.body.code, second.body.code]).toEqual([ErrorCode.SUCCESS, ErrorCode.SUCCESS]);
    expectOk(await money(ops, 'finance/proj/revenue', body, 'rev-1'));
    expectError(
      await money(ops, 'finance/proj/revenue', { ...body, amount: 1 }, 'rev-1'),
      'IDEMPOTENCY_CONFLICT',
    );
    expectError(await ops.post('finance/proj/revenue', body), 'IDEMPOTENCY_KEY_REQUIRED');
    const info = expectOk(
      await ops.get<TAdminProject & { fundingHistory: { amount: number }[] }>('finance/proj/info', {
        query: { id: String(id) },
      }),
    );
    expect(info.returnsBalance).toBe(7_000);
    expect(info.fundingHistory.map((e) => e.amount)).toEqual([7_000]);
    await ledgerOk();
  });

  it('pages the operator project list with search, phase filter and sort', async () => {
    const ops = await operatorApi(t);
    const small = await project({
      texts: { en: { title: 'Paper Moonlight' } },
      cast: 'Ines Varga',
      amount: 500_000,
    });
    const big = await project({ texts: { en: { title: 'Paper Boats' } }, amount: 3_000_000 });
    const page = async (body: object) =>
      expectOk(await ops.post<TPaged<TAdminProject>>('finance/proj/page', body));
    expect(
      (await page({ search: 'paper', sortField: 'amount', sortOrder: 'asc' })).list.map((p) => p.id),
    ).toEqual([small, big]);
    expect((await page({ search: 'PAPER' })).list.map((p) => p.id)).toEqual([big, small]);
    expect((await page({ search: 'varga' })).list.map((p) => p.id)).toEqual([small]);
    const fundraising = await page({ phase: 'fundraising', size: 100 });
    expect(fundraising.list.every((p) => p.phase === 'fundraising')).toBe(true);
    expect(fundraising.list.map((p) => p.id)).toEqual(expect.arrayContaining([small, big]));
    expect((await page({ search: 'paper', size: 1, page: 2 })).pagination.total).toBe(2);
  });

  it('fixes the terms once money is in, checks media and dates, and audits operator actions', async () => {
    const id = await project();
    const ops = await operatorApi(t);
    const m = await investor(t);
    await invest(m.tokens.token, id, 10_000);
    const info = expectOk(
      await ops.get<{ principalBalance: number; fundraisingStartAt: string }>('finance/proj/info', {
        query: { id: String(id) },
      }),
    );
    expect(info.principalBalance).toBe(10_000);
    const base = {
      id,
      texts: { en: { title: 'Renamed' } },
      amount: 1_000_000,
      single: 10_000,
      dailyRate: '0.001',
      cycleDays: 3,
      repayType: 'LINEAR',
      fundraisingStartAt: info.fundraisingStartAt,
      fundraisingEndAt: new Date(t.clock.now() + 20 * DAY_S * 1000).toISOString(),
    };
    const update = (body: object) => ops.post('finance/proj/update', body);
    expectOk(await update(base));
    expectError(await update({ ...base, dailyRate: '0.002' }), 'PROJECT_STATE');
    expectError(await update({ ...base, dailyRate: '0.2' }), 'VALIDATION_FORMAT');
    expectError(await update({ ...base, poster: '/uploads/nope.png' }), 'VALIDATION_FORMAT');
    expectError(
      await update({ ...base, fundraisingEndAt: base.fundraisingStartAt }),
      'PROJECT_DATES_INVALID',
    );
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('target', '=', `project:${id}`)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual([
      'finance:proj:add',
      'finance:proj:publish',
      'finance:proj:update',
    ]);
  });
});

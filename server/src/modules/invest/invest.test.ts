import type {
  TAdminProject,
  TInvestCheck,
  TInvestmentDetail,
  TProject,
  TProjectDetail,
  TProjectPage,
  TTokens,
  TUserInvest,
} from '@club/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../../money/verify';
import {
  api,
  freshCommit,
  investor,
  PAY_PASSWORD,
  projectBody,
  registerMember,
  signIn,
} from '../../test/client';
import { ADMIN, createTestApp, DIALECTS, type TestApp } from '../../test/harness';
import { payRebates, settle } from './settlement';

const DAY_S = 86_400;

type Envelope<T> = { code: number; data: T; message: string };

describe.each(DIALECTS)('projects and investing (%s)', (dialect) => {
  let t: TestApp;
  let seq = 0;

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    expect((await verifyLedger(t.db)).filter((c) => !c.ok)).toEqual([]);
    await t.close();
  });

  const adminToken = async () =>
    (await api(t).call<TTokens>('POST', '/api/admin/base/open/login', { body: ADMIN })).body.data.token;

  async function post<T>(url: string, body: object, token: string, key: string | null = `k${++seq}`) {
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { authorization: token, ...(key ? { 'idempotency-key': key } : {}) },
      payload: body,
    });
    return res.json() as Envelope<T>;
  }
  async function get<T>(url: string, query: Record<string, string>, token?: string, lang?: string) {
    const res = await t.app.inject({
      method: 'GET',
      url,
      query,
      headers: { ...(token ? { authorization: token } : {}), ...(lang ? { 'accept-language': lang } : {}) },
    });
    return res.json() as Envelope<T>;
  }
  const ledgerOk = async () => expect((await verifyLedger(t.db)).filter((c) => !c.ok)).toEqual([]);

  /** A published project raising money from an hour ago for ten days, created through the operator API. */
  async function project(over: Record<string, unknown> = {}) {
    const admin = await adminToken();
    const now = t.clock.now();
    const created = await post<{ id: number }>(
      '/api/admin/finance/proj/add',
      projectBody(now, over),
      admin,
      null,
    );
    expect(created.code, created.message).toBe(1000);
    const published = await post('/api/admin/finance/proj/publish', { id: created.data.id }, admin, null);
    expect(published.code, published.message).toBe(1000);
    return created.data.id;
  }
  const revenue = async (projectId: number, amount: number) =>
    post(
      '/api/admin/finance/proj/revenue',
      { projectId, amount, source: 'subsidy', memo: 'launch subsidy' },
      await adminToken(),
    );

  const invest = (token: string, projectId: number, amount: number, key?: string, acceptRisk = true) =>
    post<{ id: number }>(
      '/api/app/finance/invest/invest',
      { projectId, amount, payPassword: PAY_PASSWORD, acceptRisk },
      token,
      key,
    );
  const wallets = (id: number) => t.services.funds.income(id);
  const runSettlement = () => settle(t.db, t.services.settings, t.clock.now());
  const runPayRebates = () => payRebates(t.db, t.services.settings, t.clock.now());

  it('shows the exact schedule before investing, and every failing precondition with its own code', async () => {
    const id = await project();
    const m = await registerMember(t);
    const check = await post<TInvestCheck>(
      '/api/app/finance/invest/check',
      { projectId: id, amount: 100_000 },
      m.tokens.token,
      null,
    );
    expect(check.code).toBe(1000);
    expect(check.data.schedule.map((s) => [s.day, s.principal, s.interest, s.type])).toEqual([
      [1, 33_333, 100, 'INTEREST'],
      [2, 33_333, 67, 'INTEREST'],
      [3, 33_334, 33, 'INTEREST'],
    ]);
    expect(check.data).toMatchObject({
      totalPrincipal: 100_000,
      totalInterest: 200,
      dailyRate: '0.001',
      annualRate: '0.365',
      riskAcceptanceRequired: true,
    });
    expect(check.data.riskWarning).toContain('not guaranteed');
    expect(check.data.riskWarning).toContain('Box office may disappoint.');
    expect(check.data.blockers.map((b) => [b.name, b.code])).toEqual([
      ['MEMBERSHIP_REQUIRED', 2101],
      ['CARD_NOT_VERIFIED', 2201],
      ['PAY_PASSWORD_NOT_SET', 1502],
      ['INSUFFICIENT_BALANCE', 1801],
    ]);
    expect((await invest(m.tokens.token, id, 100_000)).code).toBe(2101);

    const ready = await investor(t);
    const token = ready.tokens.token;
    const amounts: [number, number, string][] = [
      [5_000, 2203, 'The minimum investment is 100.00'],
      [15_000, 2204, 'The amount must be a multiple of 100.00'],
      [1_010_000, 2205, 'Only 10000.00 is still open in this project'],
    ];
    for (const [amount, code, message] of amounts) {
      const c = await post<TInvestCheck>(
        '/api/app/finance/invest/check',
        { projectId: id, amount },
        token,
        null,
      );
      expect(c.data.blockers.map((b) => b.message)).toContain(message);
      const refused = await invest(token, id, amount);
      expect([refused.code, refused.message]).toEqual([code, message]);
    }
    const later = await project({
      fundraisingStartAt: new Date(t.clock.now() + DAY_S * 1000).toISOString(),
      fundraisingEndAt: new Date(t.clock.now() + 5 * DAY_S * 1000).toISOString(),
    });
    expect((await invest(token, later, 10_000)).code).toBe(2202);
    const before = await wallets(ready.id);
    expect((await invest(token, id, 10_000, undefined, false)).code).toBe(2206);
    expect((await wallets(ready.id)).available).toBe(before.available);
    const wrongPin = await post(
      '/api/app/finance/invest/invest',
      { projectId: id, amount: 10_000, payPassword: '000000', acceptRisk: true },
      token,
    );
    expect(wrongPin.code).toBe(1504);
    expect((await invest(token, id, 10_000)).code).toBe(1000);
    // The warning is acknowledged once; the next investment does not ask again.
    expect((await invest(token, id, 10_000, undefined, false)).code).toBe(1000);
    expect((await wallets(ready.id)).available).toBe(before.available - 20_000);
    expect(
      (await get<TProjectDetail>('/api/app/finance/proj/detail', { id: String(id) }, token)).data,
    ).toMatchObject({
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
    expect((await invest(m.tokens.token, id, 40_000, 'same-key')).code).toBe(1008);
    const count = await t.db.selectFrom('investments').select('id').where('user_id', '=', m.id).execute();
    expect(count).toHaveLength(1);
    expect((await wallets(m.id)).available).toBe(1_000_000 - 10_000 - 30_000);
  });

  it('holds the scale against 20 concurrent investors', { timeout: 120_000 }, async () => {
    const id = await project({ amount: 100_000, single: 10_000 });
    const members = [];
    for (let i = 0; i < 20; i++) members.push(await investor(t, { recharge: 50_000 }));
    const results = await Promise.all(members.map((m) => invest(m.tokens.token, id, 10_000)));
    expect(results.filter((r) => r.code === 1000)).toHaveLength(10);
    for (const r of results.filter((r) => r.code !== 1000)) expect([2202, 2205]).toContain(r.code);
    const p = await t.db
      .selectFrom('projects')
      .select(['raised', 'scale'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(p.raised).toBe(100_000);
    const detail = await get<TProjectDetail>('/api/app/finance/proj/detail', { id: String(id) });
    expect(detail.data).toMatchObject({
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
    const made = await invest(m.tokens.token, id, 20_000);
    expect(made.code).toBe(1000);
    expect(await wallets(m.id)).toMatchObject({ internal: 0, recharge: before.recharge - 15_000 });
    const other = await investor(t);
    expect(
      (await post('/api/app/finance/invest/revoke', { investmentId: made.data.id }, other.tokens.token)).code,
    ).toBe(1004);
    expect(
      (await post('/api/app/finance/invest/revoke', { investmentId: made.data.id }, m.tokens.token)).code,
    ).toBe(1000);
    expect(await wallets(m.id)).toMatchObject({
      internal: 5_000,
      recharge: before.recharge,
      totalAssets: before.totalAssets,
    });
    expect(
      (await post('/api/app/finance/invest/revoke', { investmentId: made.data.id }, m.tokens.token)).code,
    ).toBe(2207);
    expect(
      (await t.db.selectFrom('projects').select('raised').where('id', '=', id).executeTakeFirstOrThrow())
        .raised,
    ).toBe(0);

    const kept = await invest(m.tokens.token, id, 10_000);
    t.clock.advance(25 * 3600);
    const token = await signIn(t, m);
    expect((await post('/api/app/finance/invest/revoke', { investmentId: kept.data.id }, token)).code).toBe(
      2207,
    );
    await ledgerOk();
  });

  it('pays a 3-day LINEAR schedule day by day from the project accounts, once even when run twice at once', async () => {
    const id = await project();
    expect((await revenue(id, 5_000)).code).toBe(1000);
    const m = await investor(t);
    const made = await invest(m.tokens.token, id, 100_000);
    const start = await wallets(m.id);
    const paidIncome: number[] = [];
    for (let day = 1; day <= 3; day++) {
      t.clock.advance(DAY_S);
      await Promise.all([runSettlement(), runSettlement()]);
      paidIncome.push((await wallets(m.id)).income - start.income);
    }
    expect(paidIncome).toEqual([33_433, 33_433 + 33_400, 100_200]);
    const token = await signIn(t, m);
    const detail = await get<TInvestmentDetail>(
      '/api/app/finance/invest/userInvestDetail',
      { id: String(made.data.id) },
      token,
    );
    expect(detail.data.state).toBe('completed');
    expect(detail.data.schedule.every((s) => s.paid && s.paidAt)).toBe(true);
    expect(detail.data.ledger.map((l) => [l.type, l.amount])).toEqual([
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
      .where('investment_id', '=', made.data.id)
      .execute();
    expect(payouts).toHaveLength(6);
    const mine = await get<TUserInvest>('/api/app/finance/invest/userInvest', { state: 'completed' }, token);
    expect(mine.data.list.map((i) => i.id)).toEqual([made.data.id]);
    expect(mine.data.totals).toMatchObject({ holding: 0, interestPaid: 200, interestPending: 0 });
    const p = await get<TProjectDetail>('/api/app/finance/proj/detail', { id: String(id) });
    expect(p.data.fundingHistory).toEqual([
      expect.objectContaining({ kind: 'revenue', source: 'subsidy', amount: 5_000, memo: 'launch subsidy' }),
    ]);
    await ledgerOk();
  });

  it('repays principal paid with promotional credit to promotional credit, never to a withdrawable wallet', async () => {
    const id = await project();
    expect((await revenue(id, 5_000)).code).toBe(1000);
    const m = await investor(t, { recharge: 100_000 });
    await t.services.funds.creditInternal(
      1,
      { userId: m.id, amount: 50_000, reason: 'welcome' },
      freshCommit(t),
    );
    const start = await wallets(m.id);
    const made = await invest(m.tokens.token, id, 100_000);
    expect(made.code).toBe(1000);
    for (let day = 1; day <= 3; day++) {
      t.clock.advance(DAY_S);
      await runSettlement();
    }
    const end = await wallets(m.id);
    // 50,000 of the principal came from promotional credit and went back there; interest is income.
    expect(end.internal).toBe(50_000);
    expect(end.income - start.income).toBe(50_000 + 200);
    expect(end.available).toBe(start.available - 50_000 + 50_200);
    const detail = await get<TInvestmentDetail>(
      '/api/app/finance/invest/userInvestDetail',
      { id: String(made.data.id) },
      await signIn(t, m),
    );
    const capital = detail.data.ledger
      .filter((l) => l.type === 'CAPITAL')
      .map((l) => `${l.wallet} ${l.amount}`);
    expect(capital.sort()).toEqual(['income 16666', 'income 33334', 'internal 16667', 'internal 33333']);
    await ledgerOk();
  });

  it('shows a paid one-time (DEBT) payout as paid, with its time', async () => {
    const id = await project({ repayType: 'DEBT', cycleDays: 2 });
    expect((await revenue(id, 5_000)).code).toBe(1000);
    const m = await investor(t);
    const made = await invest(m.tokens.token, id, 10_000);
    t.clock.advance(2 * DAY_S);
    await runSettlement();
    const detail = await get<TInvestmentDetail>(
      '/api/app/finance/invest/userInvestDetail',
      { id: String(made.data.id) },
      await signIn(t, m),
    );
    expect(detail.data.state).toBe('completed');
    expect(detail.data.schedule).toEqual([
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
    const first = await invest(a.tokens.token, id, 100_000);
    t.clock.advance(60);
    const second = await invest(b.tokens.token, id, 100_000);
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
    expect((await get<TProject>('/api/app/finance/proj/detail', { id: String(id) })).data.state).toBe(
      'waitingRepayment',
    );

    // Enough for one day-1 dividend (100): the older investment is paid, the younger waits.
    expect((await revenue(id, 150)).code).toBe(1000);
    expect(await unpaid()).toEqual([1, 0]);
    expect((await revenue(id, 50)).code).toBe(1000);
    expect(await unpaid()).toEqual([1, 1]);
    expect((await get<TProject>('/api/app/finance/proj/detail', { id: String(id) })).data.state).toBe(
      'distributing',
    );
    t.clock.advance(DAY_S);
    await revenue(id, 200);
    expect(await unpaid()).toEqual([2, 2]);
    expect((await wallets(a.id)).income).toBe(100_200);
    expect((await wallets(b.id)).income).toBe(100_200);
    const inv = await t.db
      .selectFrom('investments')
      .select('status')
      .where('id', 'in', [first.data.id, second.data.id])
      .execute();
    expect(inv.map((i) => i.status)).toEqual(['completed', 'completed']);
    await ledgerOk();
  });

  it('pays principal from returns when it was disbursed, and refuses disbursing while fundraising', async () => {
    const id = await project({ amount: 100_000, repayType: 'DEBT', cycleDays: 2 });
    const admin = await adminToken();
    const m = await investor(t);
    await invest(m.tokens.token, id, 50_000);
    const early = await post(
      '/api/admin/finance/proj/disburse',
      { projectId: id, amount: 10_000, memo: 'to producer' },
      admin,
    );
    expect(early.code).toBe(2208);
    await post('/api/admin/finance/proj/close', { id }, admin, null);
    const paidOut = await post(
      '/api/admin/finance/proj/disburse',
      { projectId: id, amount: 50_000, memo: 'to producer' },
      admin,
    );
    expect(paidOut.code).toBe(1000);
    const over = await post(
      '/api/admin/finance/proj/disburse',
      { projectId: id, amount: 1, memo: 'again' },
      admin,
    );
    expect(over.code).toBe(1801);
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
    expect((await wallets(inviter.id)).work).toBe(before + 2_000);
    await ledgerOk();
  });

  it('lists the catalogue in the member language with English fallback, hides drafts, and keeps favourites', async () => {
    const id = await project({ hot: true });
    const admin = await adminToken();
    const draft = await post<{ id: number }>(
      '/api/admin/finance/proj/add',
      {
        texts: { en: { title: 'Draft' } },
        amount: 100_000,
        single: 1_000,
        dailyRate: '0.0003',
        cycleDays: 30,
        repayType: 'DEBT',
        fundraisingStartAt: new Date(t.clock.now()).toISOString(),
        fundraisingEndAt: new Date(t.clock.now() + DAY_S * 1000).toISOString(),
      },
      admin,
      null,
    );
    const home = await get<TProjectPage>('/api/app/finance/proj/home', { size: '100' }, undefined, 'ar-EG');
    expect(home.data.list.map((p) => p.id)).toContain(id);
    expect(home.data.list.map((p) => p.id)).not.toContain(draft.data.id);
    const ar = home.data.list.find((p) => p.id === id);
    expect(ar).toMatchObject({
      title: 'اللقطة الطويلة',
      riskText: 'Box office may disappoint.',
      state: 'participate',
    });
    const de = await get<TProjectDetail>(
      '/api/app/finance/proj/detail',
      { id: String(id) },
      undefined,
      'de-DE',
    );
    expect(de.data.title).toBe('The Long Take');
    expect((await get('/api/app/finance/proj/detail', { id: String(draft.data.id) })).code).toBe(1004);
    const hot = await get<TProject[]>('/api/app/finance/proj/hot', {});
    expect(hot.data.map((p) => p.id)).toContain(id);

    const m = await registerMember(t);
    const token = m.tokens.token;
    const set = await post(
      '/api/app/film/focus/setFavoriteOrFollow',
      { projectId: id, kind: 'favorite', on: true },
      token,
      null,
    );
    expect(set.data).toEqual({ favorite: true, follow: false });
    await post(
      '/api/app/film/focus/setFavoriteOrFollow',
      { projectId: id, kind: 'follow', on: true },
      token,
      null,
    );
    await post(
      '/api/app/film/focus/setFavoriteOrFollow',
      { projectId: id, kind: 'follow', on: false },
      token,
      null,
    );
    expect(
      (await get<TProjectPage>('/api/app/film/focus/favorite', {}, token)).data.list.map((p) => p.id),
    ).toEqual([id]);
    expect((await get<TProjectPage>('/api/app/film/focus/follow', {}, token)).data.list).toEqual([]);
    expect(
      (await get<TProjectDetail>('/api/app/finance/proj/detail', { id: String(id) }, token)).data.favorite,
    ).toBe(true);
    expect(
      (
        await post(
          '/api/app/film/focus/setFavoriteOrFollow',
          { projectId: draft.data.id, kind: 'favorite', on: true },
          token,
          null,
        )
      ).code,
    ).toBe(1004);
  });

  it('records revenue and disbursements once for a retried or doubled request', async () => {
    const id = await project({ amount: 100_000, repayType: 'DEBT', cycleDays: 2 });
    const admin = await adminToken();
    const body = { projectId: id, amount: 7_000, source: 'licensing', memo: 'streaming licence' };
    const [first, second] = await Promise.all([
      post('/api/admin/finance/proj/revenue', body, admin, 'rev-1'),
      post('/api/admin/finance/proj/revenue', body, admin, 'rev-1'),
    ]);
    expect([first.code, second.code]).toEqual([1000, 1000]);
    expect((await post('/api/admin/finance/proj/revenue', body, admin, 'rev-1')).code).toBe(1000);
    expect((await post('/api/admin/finance/proj/revenue', { ...body, amount: 1 }, admin, 'rev-1')).code).toBe(
      1008,
    );
    expect((await post('/api/admin/finance/proj/revenue', body, admin, null)).code).toBe(1802);
    const info = await get<TAdminProject & { fundingHistory: { amount: number }[] }>(
      '/api/admin/finance/proj/info',
      { id: String(id) },
      admin,
    );
    expect(info.data.returnsBalance).toBe(7_000);
    expect(info.data.fundingHistory.map((e) => e.amount)).toEqual([7_000]);
    await ledgerOk();
  });

  it('pages the operator project list with search, phase filter and sort', async () => {
    const admin = await adminToken();
    const small = await project({
      texts: { en: { title: 'Paper Moonlight' } },
      cast: 'Ines Varga',
      amount: 500_000,
    });
    const big = await project({ texts: { en: { title: 'Paper Boats' } }, amount: 3_000_000 });
    const page = async (body: object) =>
      (
        await post<{ list: TAdminProject[]; pagination: { total: number } }>(
          '/api/admin/finance/proj/page',
          body,
          admin,
        )
      ).data;
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
    const admin = await adminToken();
    const m = await investor(t);
    await invest(m.tokens.token, id, 10_000);
    const info = await get<{ principalBalance: number; fundraisingStartAt: string }>(
      '/api/admin/finance/proj/info',
      { id: String(id) },
      admin,
    );
    expect(info.data.principalBalance).toBe(10_000);
    const base = {
      id,
      texts: { en: { title: 'Renamed' } },
      amount: 1_000_000,
      single: 10_000,
      dailyRate: '0.001',
      cycleDays: 3,
      repayType: 'LINEAR',
      fundraisingStartAt: info.data.fundraisingStartAt,
      fundraisingEndAt: new Date(t.clock.now() + 20 * DAY_S * 1000).toISOString(),
    };
    expect((await post('/api/admin/finance/proj/update', base, admin, null)).code).toBe(1000);
    expect(
      (await post('/api/admin/finance/proj/update', { ...base, dailyRate: '0.002' }, admin, null)).code,
    ).toBe(2208);
    expect(
      (await post('/api/admin/finance/proj/update', { ...base, dailyRate: '0.2' }, admin, null)).code,
    ).toBe(1001);
    expect(
      (await post('/api/admin/finance/proj/update', { ...base, poster: '/uploads/nope.png' }, admin, null))
        .code,
    ).toBe(1001);
    const noEnd = { ...base, fundraisingEndAt: base.fundraisingStartAt };
    expect((await post('/api/admin/finance/proj/update', noEnd, admin, null)).code).toBe(2209);
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

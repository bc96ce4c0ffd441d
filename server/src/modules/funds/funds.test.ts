import type { TApprovalRequested } from '@club/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  registerMember,
  request,
  secondOperatorApi,
} from '../../test/client';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness';

describe.each(DIALECTS)('wallets and funding details (%s)', (dialect) => {
  let t: TestApp;
  let ops: Client;
  let second: Client;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    ops = await operatorApi(t);
    second = await secondOperatorApi(t);
  });
  afterAll(async () => {
    expect((await verifyLedger(t.db)).filter((c) => !c.ok)).toEqual([]);
    await t.close();
  });

  async function member() {
    const m = await registerMember(t);
    return { ...m, id: await memberIdOf(t, m.phone), token: m.tokens.token };
  }

  /** The first operator asks for a credit: a request, nothing moves yet. */
  const credit = (body: object, idempotencyKey?: string) =>
    ops.post<TApprovalRequested>('funds/credit/internal', body, { idempotencyKey });
  /** A credit asked for and approved by the second operator (four eyes). */
  async function credited(body: object) {
    const { requestId } = expectOk(await credit(body, freshKey()));
    expectOk(await second.post('funds/credit/approve', { id: requestId }, { idempotencyKey: freshKey() }));
  }

  it('shows zero wallets to a new member', async () => {
    const m = await member();
    const { body } = await api(t).get('user/info/income', { token: m.token });
    expect(body.data).toEqual({
      currency: 'USD',
      currencyExponent: 2,
      recharge: 0,
      work: 0,
      income: 0,
      withdrawal: 0,
      internal: 0,
      available: 0,
      frozen: 0,
      totalAssets: 0,
    });
  });

  it('asks for promotional credit once per Idempotency-Key, refuses the key with another body, and credits once approved', async () => {
    const m = await member();
    const body = { userId: m.id, amount: 5_000, reason: 'Welcome bonus' };
    expectError(await credit(body), 'IDEMPOTENCY_KEY_REQUIRED');
    const first = expectOk(await credit(body, 'welcome-1'));
    expect(first.state).toBe('waiting');
    const again = await credit(body, 'welcome-1');
    expect(again.body.data.requestId).toBe(first.requestId);
    const racing = await Promise.all([
      credit(body, 'welcome-2'),
      credit(body, 'welcome-2'),
      credit(body, 'welcome-2'),
    ]);
    const raced = new Set(racing.filter((r) => r.body.code === 1000).map((r) => r.body.data.requestId));
    expect(raced.size).toBe(1);
    expectError(await credit({ ...body, amount: 6_000 }, 'welcome-1'), 'IDEMPOTENCY_CONFLICT');
    const income = () =>
      api(t).get<{ internal: number; available: number; totalAssets: number }>('user/info/income', {
        token: m.token,
      });
    // Two requests, and nothing moved until a second operator approves them.
    expect((await income()).body.data).toMatchObject({ internal: 0, totalAssets: 0 });
    for (const id of [first.requestId, ...raced]) {
      expectOk(await second.post('funds/credit/approve', { id }, { idempotencyKey: freshKey() }));
    }
    expect((await income()).body.data).toMatchObject({ internal: 10_000, available: 0, totalAssets: 10_000 });
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target', '=', `user:${m.id}`)
      .execute();
    expect(audit).toHaveLength(2);
    // Each line names both operators: who asked, and who approved (the line's own operator).
    expect(JSON.parse(audit[0].after ?? '{}')).toMatchObject({
      amount: 5_000,
      reason: 'Welcome bonus',
      requestId: first.requestId,
      proposedBy: 'operator',
      approvedBy: 'second.key',
    });
  });

  it('refuses bad credits and changes nothing', async () => {
    const m = await member();
    expectError(await credit({ userId: m.id, amount: 0, reason: 'x' }, 'bad-1'), 'VALIDATION_FORMAT');
    expectError(await credit({ userId: m.id, amount: 1.5, reason: 'x' }, 'bad-2'), 'VALIDATION_FORMAT');
    expectError(await credit({ userId: m.id, amount: 100, reason: '' }, 'bad-3'), 'VALIDATION_FORMAT');
    expectError(await credit({ userId: 999_999, amount: 100, reason: 'x' }, 'bad-4'), 'NOT_FOUND');
    const income = await api(t).get<{ internal: number }>('user/info/income', { token: m.token });
    expect(income.body.data.internal).toBe(0);
    const asMember = await request(t, 'POST', '/api/admin/funds/credit/internal', {
      token: m.token,
      idempotencyKey: 'x',
      body: { userId: m.id, amount: 100, reason: 'x' },
    });
    expect(asMember.status).toBe(401);
  });

  it('pays an award from the marketing budget once a second operator approves it, and lists it as AWARD', async () => {
    const m = await member();
    const award = (body: object) =>
      ops.post<TApprovalRequested>('funds/award/grant', body, { idempotencyKey: freshKey() });
    const wallets = async () =>
      (await api(t).get<{ work: number; income: number }>('user/info/income', { token: m.token })).body.data;
    expectError(await award({ userId: m.id, amount: 0, reason: 'x' }), 'VALIDATION_FORMAT');
    expectError(await award({ userId: 999_999, amount: 100, reason: 'x' }), 'NOT_FOUND');

    // No budget yet: approved, the award waits as a pending reward, and nothing comes from members.
    const early = expectOk(await award({ userId: m.id, amount: 2_500, reason: 'Festival volunteer' }));
    expectError(
      await ops.post('funds/award/approve', { id: early.requestId }, { idempotencyKey: freshKey() }),
      'FOUR_EYES_SAME_OPERATOR',
    );
    expectOk(
      await second.post('funds/award/approve', { id: early.requestId }, { idempotencyKey: freshKey() }),
    );
    expect(await wallets()).toMatchObject({ work: 0 });
    // Topping the budget up pays what waits.
    await fundMarketing(t, 100_000);
    expect(await wallets()).toMatchObject({ work: 2_500 });

    // Funded, an approved award to the income wallet is paid at once; approving again pays nothing more.
    const paid = expectOk(
      await award({ userId: m.id, amount: 1_000, wallet: 'income', reason: 'Best review' }),
    );
    expectOk(
      await second.post('funds/award/approve', { id: paid.requestId }, { idempotencyKey: freshKey() }),
    );
    expectError(
      await second.post('funds/award/approve', { id: paid.requestId }, { idempotencyKey: freshKey() }),
      'ALREADY_DECIDED',
    );
    expect(await wallets()).toMatchObject({ work: 2_500, income: 1_000 });
    const lines = await api(t).post<{ list: { type: string; amount: number; memo: string | null }[] }>(
      'funds/account_detail/page',
      {},
      { token: m.token },
    );
    expect(lines.body.data.list.map((l) => [l.type, l.amount])).toEqual([
      ['AWARD', 1_000],
      ['AWARD', 2_500],
    ]);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('after')
      .where('action', '=', 'funds:award:grant')
      .where('target', '=', `user:${m.id}`)
      .execute();
    expect(audit.map((a) => JSON.parse(a.after ?? '{}').outcome)).toEqual(['pending', 'paid']);
  });

  it('lists funding details newest first with labels, filters and pages', async () => {
    const m = await member();
    for (let i = 1; i <= 3; i++) await credited({ userId: m.id, amount: i * 100, reason: `Bonus ${i}` });
    const page = (body: object, lang?: string) =>
      api(t).post<{
        list: { amount: number; balanceAfter: number; typeLabel: string; wallet: string; memo: string }[];
        pagination: { total: number };
      }>('funds/account_detail/page', body, { token: m.token, lang });
    const all = await page({ page: 1, size: 2 });
    expect(all.body.data.pagination).toEqual({ page: 1, size: 2, total: 3 });
    expect(all.body.data.list.map((l) => [l.amount, l.balanceAfter])).toEqual([
      [300, 600],
      [200, 300],
    ]);
    expect(all.body.data.list[0]).toMatchObject({
      typeLabel: 'Platform credit',
      wallet: 'internal',
      memo: 'Bonus 3',
    });
    const second = await page({ page: 2, size: 2 });
    expect(second.body.data.list.map((l) => l.amount)).toEqual([100]);
    expect((await page({ wallet: 'recharge' })).body.data.pagination.total).toBe(0);
    expect((await page({ type: 'SYSTEM' })).body.data.pagination.total).toBe(3);
    const day = new Date(t.clock.now()).toISOString().slice(0, 10);
    expect((await page({ from: day, to: day })).body.data.pagination.total).toBe(3);
    expect((await page({ from: '2001-01-01', to: '2001-01-02' })).body.data.pagination.total).toBe(0);
    expectError(await page({ from: day, to: '2001-01-02' }), 'DATE_RANGE_INVALID');
    expectError(await page({ type: 'NOPE' }), 'VALIDATION_FORMAT');
    const ar = await page({}, 'ar-EG');
    expect(ar.body.data.list[0].typeLabel).not.toBe('Platform credit');
    // Another member sees none of it.
    const other = await member();
    const theirs = await api(t).post<{ pagination: { total: number } }>(
      'funds/account_detail/page',
      {},
      { token: other.token },
    );
    expect(theirs.body.data.pagination.total).toBe(0);
  });

  it('exports the same lines as a CSV statement', async () => {
    const m = await member();
    await credited({ userId: m.id, amount: 12_345, reason: '=HYPERLINK("x")' });
    const day = new Date(t.clock.now()).toISOString().slice(0, 10);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/app/funds/account_detail/statement',
      query: { from: day, to: day },
      headers: { authorization: m.token },
    });
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe('"Date","Type","Wallet","Amount","Balance after","Reference","Note"');
    expect(lines[1]).toContain('"Platform credit","Internal balance",123.45,123.45');
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
    const tooLong = await api(t).get('funds/account_detail/statement', {
      token: m.token,
      query: { from: '2020-01-01', to: '2022-01-01' },
    });
    expectError(tooLong, 'DATE_RANGE_INVALID');
  });

  it('lists ledger types with translated labels and a line on what each is', async () => {
    const m = await member();
    const types = async (lang?: string) =>
      expectOk(
        await api(t).get<{ type: string; label: string; help: string }[]>('funds/account/accountType', {
          token: m.token,
          lang,
        }),
      );
    const en = await types();
    expect(en).toHaveLength(24);
    expect(en.find((x) => x.type === 'MEMBERFEE_RETURN')?.label).toBe('Membership deposit returned');
    expect(en.find((x) => x.type === 'DIVIDEND')?.help).toBe(
      "Your share of a project's returns, paid in equal daily parts over its cycle.",
    );
    expect(en.find((x) => x.type === 'INTEREST')?.help).toBe(
      'Daily interest on the principal you still have in a project.',
    );
    // Every type is explained, each in its own words, in every language.
    for (const lang of ['en', 'ar-EG', 'ja-JP']) {
      const list = await types(lang);
      expect(list.every((x) => x.help.length > 0 && x.help !== `ledgerTypeHelp.${x.type}`)).toBe(true);
      expect(new Set(list.map((x) => x.help)).size).toBe(24);
    }
    expect((await types('de-DE')).find((x) => x.type === 'INTEREST')?.help).toBe(
      'Tägliche Zinsen auf das Kapital, das noch in einem Projekt steckt.',
    );
  });

  it('lets an operator read a member ledger and the invariant check', async () => {
    const m = await member();
    await credited({ userId: m.id, amount: 700, reason: 'Goodwill' });
    const page = await ops.post<{ list: unknown[] }>('funds/ledger/page', { userId: m.id });
    expect(page.body.data.list).toHaveLength(1);
    const checks = await ops.get<{ ok: boolean }[]>('funds/ledger/verify');
    expect(checks.body.data.every((c) => c.ok)).toBe(true);
  });
});

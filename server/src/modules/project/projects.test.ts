import { ErrorCode, type TAdminProject, type TPaged, type TProject, type TProjectPage } from '@club/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, expectError, expectOk, investor, operatorApi, registerMember } from '../../test/client';
import { DIALECTS, type TestApp } from '../../test/harness';
import { DAY_S, money, useInvestApp } from '../invest/invest.fixtures';

describe.each(DIALECTS)('projects (%s)', (dialect) => {
  const { app, ledgerOk, project, invest, detail } = useInvestApp(dialect);
  let t: TestApp;
  beforeAll(() => {
    ({ t } = app);
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

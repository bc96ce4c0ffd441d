import { ErrorCode, type TMemberLevel, type TMembershipCheck } from '@club/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../../money/verify';
import {
  api,
  expectError,
  expectOk,
  freshCommit,
  freshKey,
  fundByBankRecharge,
  fundMarketing,
  memberIdOf,
  operatorApi,
  registerMember,
  signIn,
} from '../../test/client';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness';

const DAY = 86_400;

describe.each(DIALECTS)('membership (%s)', (dialect) => {
  let t: TestApp;
  let vipId: number;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    vipId = (
      await t.db.selectFrom('member_levels').select('id').where('kind', '=', 'vip').executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => {
    expect((await verifyLedger(t.db)).filter((c) => !c.ok)).toEqual([]);
    await t.close();
  });

  /** A member with money in the recharge wallet and a pay password; signs in again when the clock has moved. */
  async function member(recharge = 50_000) {
    const m = await registerMember(t);
    const id = await memberIdOf(t, m.phone);
    await t.services.users.setPayPassword(id, { payPassword: '135790', confirmPayPassword: '135790' });
    if (recharge > 0) await fundByBankRecharge(t, id, recharge);
    return { id, token: () => signIn(t, m) };
  }

  const activate = (token: string, body: object = { levelId: vipId, payPassword: '135790' }) =>
    api(t).post<TMembershipCheck>('member/member/activate', body, { token, idempotencyKey: freshKey() });
  const check = async (token: string) =>
    (await api(t).post<TMembershipCheck>('member/member/check', {}, { token })).body.data;
  const wallets = async (id: number) => t.services.funds.income(id);

  it('lists the VIP level and SVIP 1–5 with translated privileges', async () => {
    const m = await member(0);
    const { body } = await api(t).get<
      { kind: string; name: string; deposit: number; threshold: number; privileges: { label: string }[] }[]
    >('member/member/list', { token: await m.token() });
    expect(body.data.map((l) => l.name)).toEqual(['VIP', 'SVIP1', 'SVIP2', 'SVIP3', 'SVIP4', 'SVIP5']);
    expect(body.data[0]).toMatchObject({
      deposit: 10_000,
      privileges: expect.arrayContaining([{ key: 'invest', label: 'Invest in film projects', value: null }]),
    });
    expect(body.data[3].threshold).toBe(2_000_000);
    expect(body.data[1].privileges.map((p) => p.label)).toContain('10% off withdrawal fees');
  });

  it('activates with the pay password, holding the deposit, and unlocks the VIP rights', async () => {
    const m = await member();
    const token = await m.token();
    expect((await check(token)).status).toBe('none');
    expectError(await activate(token, { levelId: vipId, payPassword: '000000' }), 'PAY_PASSWORD_WRONG');
    expect(expectOk(await activate(token))).toMatchObject({
      status: 'active',
      deposit: 10_000,
      depositReturned: false,
      renewable: false,
    });
    expect(await wallets(m.id)).toMatchObject({ recharge: 40_000 });
    const person = await api(t).get<{ memberExpireAt: string }>('user/info/person', { token });
    expect(Date.parse(person.body.data.memberExpireAt) - t.clock.now()).toBeGreaterThan(364 * DAY * 1000);
    const rights = await api(t).get<{ key: string; state: string }[]>('member/member/right', { token });
    expect(rights.body.data.find((r) => r.key === 'vip1.invest')?.state).toBe('unlocked');
    expect(rights.body.data.find((r) => r.key === 'svip1.extraDailyTasks')?.state).toBe('locked');
    // Early: not renewable yet, and the same activation cannot be bought twice.
    expectError(await activate(token), 'MEMBERSHIP_NOT_RENEWABLE');
    expect(await wallets(m.id)).toMatchObject({ recharge: 40_000 });
    const held = await t.db
      .selectFrom('ledger_accounts')
      .select('balance')
      .where('kind', '=', 'member_deposits_held')
      .executeTakeFirstOrThrow();
    expect(held.balance).toBeGreaterThanOrEqual(10_000);
  });

  it('refuses an activation without the money or with a bad level, changing nothing', async () => {
    const m = await member(5_000);
    const token = await m.token();
    expectError(await activate(token), 'INSUFFICIENT_BALANCE');
    expectError(await activate(token, { levelId: 99_999, payPassword: '135790' }), 'NOT_FOUND');
    expect((await check(token)).status).toBe('none');
    expect(await wallets(m.id)).toMatchObject({ recharge: 5_000 });
    await expect(t.services.members.requireActive(m.id)).rejects.toMatchObject({
      errorName: 'MEMBERSHIP_REQUIRED',
    });
  });

  it('renews inside the window from the later of now and expiry, keeping the deposit', async () => {
    const m = await member();
    await activate(await m.token());
    t.clock.advance(340 * DAY);
    let token = await m.token();
    const before = await check(token);
    expect(before.renewable).toBe(true);
    const renewed = expectOk(await activate(token));
    expect(renewed.status).toBe('active');
    expect(Date.parse(renewed.expiresAt ?? '') - Date.parse(before.expiresAt ?? '')).toBe(365 * DAY * 1000);
    expect(await wallets(m.id)).toMatchObject({ recharge: 40_000 }); // fee 0, deposit kept
    // Late renewal: 10 days after expiry, extended from now.
    t.clock.advance(400 * DAY);
    token = await m.token();
    await t.scheduler.runDue();
    expect((await check(token)).status).toBe('expired');
    const renewedAt = t.clock.now();
    const late = expectOk(await activate(token));
    const extended = Date.parse(late.expiresAt ?? '') - renewedAt;
    expect(extended).toBeGreaterThanOrEqual(365 * DAY * 1000);
    expect(extended).toBeLessThan(365 * DAY * 1000 + 5_000);
  });

  it('expires, then returns the deposit once, 30 days later, even with the job run twice at once', async () => {
    const m = await member();
    await activate(await m.token());
    t.clock.advance(366 * DAY);
    await t.scheduler.runDue();
    let token = await m.token();
    const expired = await check(token);
    expect(expired).toMatchObject({ status: 'expired', depositReturned: false, renewable: true });
    const rights = await api(t).get<{ key: string; state: string }[]>('member/member/right', { token });
    expect(rights.body.data.find((r) => r.key === 'vip1.invest')?.state).toBe('expired');
    await expect(t.services.members.requireActive(m.id)).rejects.toMatchObject({
      errorName: 'MEMBERSHIP_REQUIRED',
    });
    t.clock.advance(31 * DAY);
    const { membershipJobs } = await import('./jobs');
    const job = membershipJobs(t.db);
    await Promise.all([job.run(t.clock.now()), job.run(t.clock.now())]);
    token = await m.token();
    const returned = await check(token);
    expect(returned).toMatchObject({ status: 'expired', depositReturned: true, renewable: false });
    expect(await wallets(m.id)).toMatchObject({ recharge: 50_000 });
    const lines = await api(t).post<{ list: { type: string; amount: number }[] }>(
      'funds/account_detail/page',
      { type: 'MEMBERFEE_RETURN' },
      { token },
    );
    expect(lines.body.data.list.map((l) => l.amount)).toEqual([10_000]);
    // A new activation after the return holds a new deposit.
    expect(expectOk(await activate(token))).toMatchObject({
      status: 'active',
      deposit: 10_000,
      depositReturned: false,
    });
  });

  it('cancels: the deposit comes back at once and the rights close', async () => {
    const m = await member();
    const token = await m.token();
    await activate(token);
    const cancel = (pin: string) =>
      api(t).post<TMembershipCheck>(
        'member/member/cancel',
        { payPassword: pin },
        { token, idempotencyKey: freshKey() },
      );
    expect(expectOk(await cancel('135790'))).toMatchObject({ status: 'cancelled', depositReturned: true });
    expect(await wallets(m.id)).toMatchObject({ recharge: 50_000 });
    expectError(await cancel('135790'), 'MEMBERSHIP_NOT_CANCELLABLE');
    await expect(t.services.members.requireActive(m.id)).rejects.toMatchObject({
      errorName: 'MEMBERSHIP_REQUIRED',
    });
  });

  it('activates once when the same member activates twice at once', async () => {
    const m = await member();
    const token = await m.token();
    const results = await Promise.all([activate(token), activate(token)]);
    expect(results.map((r) => r.body.code).sort()).toEqual([
      ErrorCode.SUCCESS,
      ErrorCode.MEMBERSHIP_NOT_RENEWABLE,
    ]);
    expect(await wallets(m.id)).toMatchObject({ recharge: 40_000 });
  });

  it('lets an operator edit a level, audited', async () => {
    const ops = await operatorApi(t);
    expectOk(await ops.post('member/level/update', { id: vipId, fee: 500 }));
    const m = await member();
    await activate(await m.token());
    expect(await wallets(m.id)).toMatchObject({ recharge: 39_500 });
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'member:level:update')
      .execute();
    expect(audit).toHaveLength(1);
    await ops.post('member/level/update', { id: vipId, fee: 0 });
  });

  it('lets an operator rename a level and change its numeric privileges, and nothing else of them', async () => {
    const ops = await operatorApi(t);
    const svip1 = await t.db
      .selectFrom('member_levels')
      .selectAll()
      .where('kind', '=', 'svip')
      .where('level', '=', 1)
      .executeTakeFirstOrThrow();
    const update = (body: object) => ops.post('member/level/update', { id: svip1.id, ...body });
    expectOk(await update({ name: 'Silver', privilegeValues: { extraDailyTasks: 4 } }));
    const levels = expectOk(await ops.get<TMemberLevel[]>('member/level/list'));
    const edited = levels.find((l) => l.id === svip1.id);
    expect(edited?.name).toBe('Silver');
    expect(edited?.privileges.map((p) => [p.key, p.value])).toEqual([
      ['extraDailyTasks', 4],
      ['extraLotteryDraws', 1],
      ['withdrawFeeDiscount', 10],
    ]);
    expectError(await update({ privilegeValues: { freeMoney: 1 } }), 'VALIDATION_FORMAT');
    expectError(await update({ privilegeValues: { extraDailyTasks: -1 } }), 'VALIDATION_FORMAT');
    expectError(await update({ name: ' ' }), 'VALIDATION_FORMAT');
    const after = await t.db
      .selectFrom('member_levels')
      .selectAll()
      .where('id', '=', svip1.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(after.privileges)).toEqual([
      { key: 'extraDailyTasks', value: 4 },
      { key: 'extraLotteryDraws', value: 1 },
      { key: 'withdrawFeeDiscount', value: 10 },
    ]);
    await update({ name: svip1.name, privilegeValues: { extraDailyTasks: 1 } });
  });

  it('raises the SVIP level as invested principal grows, paying each bonus once', async () => {
    const ops = await operatorApi(t);
    const svip = await t.db
      .selectFrom('member_levels')
      .select(['id', 'level'])
      .where('kind', '=', 'svip')
      .execute();
    for (const l of svip) await ops.post('member/level/update', { id: l.id, bonus: l.level * 1_000 });
    await fundMarketing(t, 100_000);
    const m = await member(700_000);
    const token = await m.token();
    await activate(token);
    // Real investing into a real project; investing itself recomputes the level too.
    const card = await t.services.withdraw.addAccount(m.id, {
      kind: 'bank',
      holderName: 'Ada Lovelace',
      bankName: 'Film Bank',
      accountNumber: '12345678901234',
    });
    await t.services.withdraw.decideAccount(1, card.id, 'verified', undefined);
    const now = t.clock.now();
    const { id: projectId } = await t.services.projects.create(1, {
      texts: { en: { title: 'Level test', description: '', riskText: '' } },
      poster: null,
      stills: [],
      trailer: null,
      actor: '',
      cast: '',
      score: '0',
      focusIndex: 0,
      amount: 1_000_000,
      single: 10_000,
      dailyRate: '0.001',
      cycleDays: 30,
      repayType: 'DEBT',
      fundraisingStartAt: new Date(now - 60_000).toISOString(),
      fundraisingEndAt: new Date(now + 86_400_000).toISOString(),
      hot: false,
      sort: 0,
    });
    await t.services.projects.publish(1, projectId);
    const invest = (amount: number) =>
      t.services.invest.invest(
        m.id,
        { projectId, amount, payPassword: '135790', acceptRisk: true },
        freshCommit(t),
      );
    await invest(150_000);
    await Promise.all([t.services.members.recomputeSvip(m.id), t.services.members.recomputeSvip(m.id)]);
    expect((await check(token)).svipLevel).toBe(1);
    await invest(400_000);
    const levels = await Promise.all([
      t.services.members.recomputeSvip(m.id),
      t.services.members.recomputeSvip(m.id),
    ]);
    expect(levels).toEqual([2, 2]);
    const rights = await api(t).get<{ key: string; state: string }[]>('member/member/right', { token });
    expect(rights.body.data.find((r) => r.key === 'svip2.extraDailyTasks')?.state).toBe('unlocked');
    expect(rights.body.data.find((r) => r.key === 'svip3.extraDailyTasks')?.state).toBe('locked');
    expect((await wallets(m.id)).work).toBe(1_000 + 2_000);
    for (const l of svip) await ops.post('member/level/update', { id: l.id, bonus: 0 });
  });
});

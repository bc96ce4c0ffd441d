import type { TAdminInvitee, TAdminMemberInvestment, TIncome, TPaged } from '@club/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { tronAddressFromSeed } from '../../money/tron';
import {
  channelId,
  expectError,
  expectOk,
  freshKey,
  fundByBankRecharge,
  investor,
  memberWithVerifiedCard,
  operatorToken,
  PAY_PASSWORD,
  projectBody,
  request,
} from '../../test/client';
import { DIALECTS, type TestApp } from '../../test/harness';
import { activateVip, base, DAY_S, member, page, setPin, useMemberAdminApp } from './member-admin.fixtures';

describe.each(DIALECTS)('member pages of the back office: one member (%s)', (dialect) => {
  const { app, info } = useMemberAdminApp(dialect);
  let t: TestApp;
  beforeAll(() => {
    ({ t } = app);
  });
  const codeOf = async (id: number) =>
    (await t.db.selectFrom('users').select('invitation_code').where('id', '=', id).executeTakeFirstOrThrow())
      .invitation_code;

  it('shows one member in full: the wallets they see after a recharge an operator confirmed, membership, inviter, accounts', async () => {
    const token = await operatorToken(t);
    const inviter = await member(t, { nickname: 'Inviter' });
    const m = await memberWithVerifiedCard(t, { inviteCode: await codeOf(inviter.id) });
    // The member places a bank recharge; an operator confirms it through the back office.
    const order = await request<{ id: number }>(t, 'POST', '/api/app/recharge/recharge/submit', {
      body: { channelId: await channelId(t, 'recharge_channels', 'bank'), amount: 300_000 },
      token: m.tokens.token,
      idempotencyKey: freshKey(),
    });
    const confirmed = await request(t, 'POST', '/api/admin/recharge/order/confirm', {
      body: { orderId: expectOk(order).id, bankReference: 'STATEMENT-1' },
      token,
      idempotencyKey: freshKey(),
    });
    expectOk(confirmed);
    const activated = await request(t, 'POST', '/api/app/member/member/activate', {
      body: {
        levelId: (
          await t.db
            .selectFrom('member_levels')
            .select('id')
            .where('kind', '=', 'vip')
            .executeTakeFirstOrThrow()
        ).id,
        payPassword: PAY_PASSWORD,
      },
      token: m.tokens.token,
      idempotencyKey: freshKey(),
    });
    expectOk(activated);
    await t.services.withdraw.addAccount(m.id, { kind: 'usdt-trc20', address: tronAddressFromSeed('ada') });
    await t.services.withdraw.addAccount(m.id, {
      kind: 'bank',
      holderName: 'Ada Lovelace',
      bankName: 'Second Bank',
      accountNumber: '9876 5432 1098',
    });

    const shown = expectOk(await info(m.id, token));
    const own = await request<TIncome>(t, 'GET', '/api/app/user/info/income', { token: m.tokens.token });
    expect(shown.wallets).toEqual(own.body.data);
    expect(shown.wallets).toMatchObject({ recharge: 290_000, available: 290_000, totalAssets: 290_000 });
    const membership = await request(t, 'POST', '/api/app/member/member/check', { token: m.tokens.token });
    expect(shown.membership).toEqual({ ...(membership.body.data as object), levelName: 'VIP' });
    expect(shown.membership).toMatchObject({ status: 'active', deposit: 10_000, depositReturnedAt: null });
    expect(shown).toMatchObject({
      id: m.id,
      areaCode: '1',
      phone: m.phone,
      status: 'active',
      banReason: null,
      bannedAt: null,
      hasPayPassword: true,
      payLockedUntil: null,
      riskAcceptedAt: null,
      svipLevel: 0,
      invested: { principal: 0, holding: 0, interestPaid: 0, interestPending: 0 },
      inviter: { id: inviter.id, nickname: 'Inviter', areaCode: '1', phone: inviter.phone },
      invitees: { level1: 0, level2: 0, level3: 0 },
    });
    expect(shown.withdrawAccounts).toMatchObject({ verified: 2, pending: 1, rejected: 0 });
    expect(shown.withdrawAccounts.list.map((a) => [a.kind, a.status, a.accountNumber])).toEqual([
      ['bank', 'pending', '•••• 1098'],
      ['usdt-trc20', 'verified', null],
      ['bank', 'verified', '•••• 1234'],
    ]);
    expect(shown.withdrawAccounts.list[1].address).toBe(tronAddressFromSeed('ada'));
    expect(expectOk(await info(inviter.id, token))).toMatchObject({
      invitees: { level1: 1, level2: 0, level3: 0 },
      wallets: { totalAssets: 0 },
      membership: { status: 'none', levelName: null },
      hasPayPassword: false,
    });

    expectError(await info(2_000_000, token), 'NOT_FOUND');
    expectError(await info(0, token), 'VALIDATION_FORMAT');
    expectError(
      await request(t, 'GET', `${base}/info`, { query: { id: 'abc' }, token }),
      'VALIDATION_FORMAT',
    );
    expectError(
      await request(t, 'GET', `${base}/info`, { query: { id: '99999999999' }, token }),
      'VALIDATION_FORMAT',
    );
  });

  it('shows until when paying is locked after too many wrong pay passwords', async () => {
    const token = await operatorToken(t);
    const m = await memberWithVerifiedCard(t);
    for (let i = 0; i < 5; i++) {
      await expect(t.services.users.verifyPayPassword(m.id, '000000')).rejects.toThrow();
    }
    const until = (await info(m.id, token)).body.data.payLockedUntil;
    expect(Date.parse(until ?? '') - t.clock.now()).toBeGreaterThan(29 * 60_000);
    await expect(t.services.users.verifyPayPassword(m.id, PAY_PASSWORD)).rejects.toMatchObject({
      errorName: 'PAY_PASSWORD_LOCKED',
    });
    t.clock.advance(30 * 60 + 1);
    await t.services.users.verifyPayPassword(m.id, PAY_PASSWORD);
    expect((await info(m.id, token)).body.data.payLockedUntil).toBeNull();
  });

  it("pages one member's investments with the project title in the operator's language", async () => {
    const token = await operatorToken(t);
    const now = t.clock.now();
    const created = await request<{ id: number }>(t, 'POST', '/api/admin/finance/proj/add', {
      token,
      body: projectBody(now),
    });
    const projectId = expectOk(created).id;
    expectOk(await request(t, 'POST', '/api/admin/finance/proj/publish', { body: { id: projectId }, token }));
    const m = await investor(t);
    const invest = async (amount: number) => {
      const res = await request<{ id: number }>(t, 'POST', '/api/app/finance/invest/invest', {
        body: { projectId, amount, payPassword: PAY_PASSWORD, acceptRisk: true },
        token: m.tokens.token,
        idempotencyKey: freshKey(),
      });
      t.clock.advance(1);
      return expectOk(res).id;
    };
    const first = await invest(20_000);
    const second = await invest(50_000);
    const revoked = await request(t, 'POST', '/api/app/finance/invest/revoke', {
      body: { investmentId: first },
      token: m.tokens.token,
      idempotencyKey: freshKey(),
    });
    expectOk(revoked);

    const list = async (body: object, lang?: string) =>
      expectOk(
        await request<TPaged<TAdminMemberInvestment>>(t, 'POST', `${base}/investments`, {
          body: { userId: m.id, ...body },
          token,
          lang,
        }),
      );
    const all = await list({}, 'ar-EG');
    expect(all.pagination).toEqual({ page: 1, size: 20, total: 2 });
    expect(all.list.map((i) => i.id)).toEqual([second, first]);
    expect(all.list[0]).toMatchObject({
      projectId,
      projectTitle: 'اللقطة الطويلة',
      principal: 50_000,
      dailyRate: '0.001',
      annualRate: '0.365',
      cycle: 3,
      repayType: 'LINEAR',
      status: 'holding',
      daysPaid: 0,
      revokedAt: null,
      principalPaid: 0,
      interestPaid: 0,
    });
    expect(all.list[0].maturesAt).toBe(
      new Date(Date.parse(all.list[0].investedAt) + 3 * DAY_S * 1000).toISOString(),
    );
    expect(all.list[1]).toMatchObject({
      status: 'revoked',
      principal: 20_000,
      revokedAt: expect.any(String),
    });
    expect((await list({})).list[0].projectTitle).toBe('The Long Take');
    expect((await list({ status: 'holding' })).list.map((i) => i.id)).toEqual([second]);
    expect((await list({ sortField: 'principal', sortOrder: 'asc' })).list.map((i) => i.id)).toEqual([
      first,
      second,
    ]);
    expect((await list({ size: 1, page: 2 })).list.map((i) => i.id)).toEqual([first]);

    const full = expectOk(await info(m.id, token));
    expect(full.invested).toMatchObject({ principal: 50_000, holding: 50_000 });
    expect(full.wallets).toEqual(await t.services.funds.income(m.id));
    expect(full.wallets.totalAssets).toBe(full.wallets.available + 50_000);
    const inList = await page(t, { search: String(m.id) }, token);
    expect(inList.list[0].wallets.totalAssets).toBe(full.wallets.totalAssets);

    const other = await request(t, 'POST', `${base}/investments`, { body: { userId: 2_000_000 }, token });
    expectError(other, 'NOT_FOUND');
    expectError(await request(t, 'POST', `${base}/investments`, { body: {}, token }), 'VALIDATION_REQUIRED');
  });

  it('opens the invitation tree level by level, each member with their own direct invitees', async () => {
    const token = await operatorToken(t);
    const a = await member(t);
    const b1 = await member(t, { inviteCode: await codeOf(a.id) });
    const b2 = await member(t, { inviteCode: await codeOf(a.id) });
    const c1 = await member(t, { inviteCode: await codeOf(b1.id), nickname: 'Carmen' });
    t.clock.advance(1);
    const c2 = await member(t, { inviteCode: await codeOf(b2.id) });
    t.clock.advance(1);
    const c3 = await member(t, { inviteCode: await codeOf(b2.id) });
    const d1 = await member(t, { inviteCode: await codeOf(c1.id) });
    // Below level 3 is no longer the member's tree.
    await member(t, { inviteCode: await codeOf(d1.id) });
    await setPin(t, c2.id);
    await fundByBankRecharge(t, c2.id, 10_000);
    await activateVip(t, c2.id);

    const level = async (userId: number, n: number, body: object = {}) =>
      expectOk(
        await request<TPaged<TAdminInvitee>>(t, 'POST', `${base}/invitees`, {
          body: { userId, level: n, ...body },
          token,
        }),
      );
    const one = await level(a.id, 1);
    expect(one.list.map((m) => [m.id, m.directInvitees, m.inviterId])).toEqual([
      [b2.id, 2, a.id],
      [b1.id, 1, a.id],
    ]);
    expect(one.list[0]).toMatchObject({
      phone: b2.phone,
      areaCode: '1',
      status: 'active',
      vipStatus: 'none',
    });
    const two = await level(a.id, 2);
    expect(two.pagination.total).toBe(3);
    expect(two.list.map((m) => [m.id, m.directInvitees, m.inviterId])).toEqual([
      [c3.id, 0, b2.id],
      [c2.id, 0, b2.id],
      [c1.id, 1, b1.id],
    ]);
    expect(two.list[1]).toMatchObject({ vipStatus: 'active', vipExpiresAt: expect.any(String) });
    expect((await level(a.id, 3)).list.map((m) => [m.id, m.directInvitees])).toEqual([[d1.id, 1]]);
    // Paged and sorted like every list; searchable inside the level.
    const paged = await level(a.id, 2, { size: 2, page: 2 });
    expect(paged).toEqual({ list: [two.list[2]], pagination: { page: 2, size: 2, total: 3 } });
    expect((await level(a.id, 2, { sortField: 'id', sortOrder: 'asc' })).list.map((m) => m.id)).toEqual([
      c1.id,
      c2.id,
      c3.id,
    ]);
    expect((await level(a.id, 2, { search: 'carm' })).list.map((m) => m.id)).toEqual([c1.id]);
    // The same tree one level down from b2, and the counts on the member's page.
    expect((await level(b2.id, 1)).list.map((m) => m.id)).toEqual([c3.id, c2.id]);
    expect((await level(c2.id, 1)).pagination.total).toBe(0);
    expect(expectOk(await info(a.id, token)).invitees).toEqual({ level1: 2, level2: 3, level3: 1 });

    const bad = (body: object) => request(t, 'POST', `${base}/invitees`, { body, token });
    expectError(await bad({ userId: a.id, level: 4 }), 'VALIDATION_FORMAT');
    expectError(await bad({ userId: a.id, level: 0 }), 'VALIDATION_FORMAT');
    expectError(await bad({ userId: a.id }), 'VALIDATION_REQUIRED');
    expectError(await bad({ userId: 2_000_000, level: 1 }), 'NOT_FOUND');
  });
});

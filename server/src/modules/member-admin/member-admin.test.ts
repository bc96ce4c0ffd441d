import {
  ErrorCode,
  type TAdminInvitee,
  type TAdminMember,
  type TAdminMemberInfo,
  type TAdminMemberInvestment,
  type TIncome,
  type TPaged,
  type TTokens,
} from '@club/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tronAddressFromSeed } from '../../money/tron';
import { verifyLedger } from '../../money/verify';
import {
  channelId,
  expectError,
  expectOk,
  freshCommit,
  freshKey,
  fundByBankRecharge,
  investor,
  type Method,
  memberIdOf,
  memberWithVerifiedCard,
  operatorToken,
  operatorWithKeys,
  PAY_PASSWORD,
  projectBody,
  registerMember,
  request,
} from '../../test/client';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness';

type Member = Awaited<ReturnType<typeof registerMember>> & { id: number };

const DAY_S = 86_400;

describe.each(DIALECTS)('member pages of the back office (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    expect((await verifyLedger(t.db)).filter((c) => !c.ok)).toEqual([]);
    await t.close();
  });

  const base = '/api/admin/member/user';
  const page = async (app: TestApp, body: object, token: string) =>
    expectOk(await request<TPaged<TAdminMember>>(app, 'POST', `${base}/page`, { body, token }));
  const info = (id: number, token: string) =>
    request<TAdminMemberInfo>(t, 'GET', `${base}/info`, { query: { id: String(id) }, token });

  async function member(
    app: TestApp,
    opts: { inviteCode?: string; nickname?: string } = {},
  ): Promise<Member> {
    const m = await registerMember(app, { inviteCode: opts.inviteCode });
    const id = await memberIdOf(app, m.phone);
    if (opts.nickname) await app.services.users.updatePerson(id, { nickName: opts.nickname });
    return { ...m, id };
  }
  const codeOf = async (id: number) =>
    (await t.db.selectFrom('users').select('invitation_code').where('id', '=', id).executeTakeFirstOrThrow())
      .invitation_code;
  async function activateVip(app: TestApp, id: number) {
    const vip = await app.db
      .selectFrom('member_levels')
      .select('id')
      .where('kind', '=', 'vip')
      .executeTakeFirstOrThrow();
    await app.services.members.activate(id, { levelId: vip.id, payPassword: PAY_PASSWORD }, freshCommit(app));
  }
  const setPin = (app: TestApp, id: number) =>
    app.services.users.setPayPassword(id, { payPassword: PAY_PASSWORD, confirmPayPassword: PAY_PASSWORD });

  it('lists members with their wallet figures: search, filters, sorting and pages', async () => {
    const f = await createTestApp(dialect);
    try {
      const root = await f.db
        .selectFrom('users')
        .select('id')
        .where('phone_e164', 'is', null)
        .executeTakeFirstOrThrow();
      const a = await member(f, { nickname: 'Ada Lumière' });
      await fundByBankRecharge(f, a.id, 50_000);
      f.clock.advance(60);
      const b = await member(f, { nickname: 'Bruno' });
      await fundByBankRecharge(f, b.id, 200_000);
      await setPin(f, b.id);
      f.clock.advance(60);
      const c = await member(f, { nickname: 'Cleo' });
      f.clock.advance(60);
      const d = await member(f);
      await fundByBankRecharge(f, d.id, 30_000);
      await setPin(f, d.id);
      await activateVip(f, d.id);
      f.clock.advance(60);
      const e = await member(f);
      // A year on, D's membership has run out; B opens one now.
      f.clock.advance(366 * DAY_S);
      await activateVip(f, b.id);
      const token = await operatorToken(f);
      expectOk(await request(f, 'POST', `${base}/ban`, { body: { id: c.id, reason: 'spam' }, token }));

      const ids = async (body: object) => (await page(f, body, token)).list.map((m) => m.id);
      const all = await page(f, {}, token);
      expect(all.pagination).toEqual({ page: 1, size: 20, total: 6 });
      expect(all.list.map((m) => m.id)).toEqual([e.id, d.id, c.id, b.id, a.id, root.id]);
      // Every member's figures are the ones their own wallet screen shows.
      for (const m of all.list) {
        const own = await f.services.funds.income(m.id);
        expect(m.wallets, `member ${m.id}`).toEqual({
          recharge: own.recharge,
          income: own.income,
          work: own.work,
          internal: own.internal,
          frozen: own.frozen,
          available: own.available,
          totalAssets: own.totalAssets,
        });
      }
      const byId = new Map(all.list.map((m) => [m.id, m]));
      expect(byId.get(a.id)).toMatchObject({
        areaCode: '1',
        phone: a.phone,
        nickname: 'Ada Lumière',
        inviterId: root.id,
        status: 'active',
        vipStatus: 'none',
        vipExpiresAt: null,
        svipLevel: 0,
        wallets: { recharge: 50_000, available: 50_000, totalAssets: 50_000 },
      });
      // The VIP deposit (10,000) is held by the platform, not in the member's wallets.
      expect(byId.get(b.id)).toMatchObject({
        vipStatus: 'active',
        vipExpiresAt: new Date(
          (
            await f.db
              .selectFrom('memberships')
              .select('expires_at')
              .where('user_id', '=', b.id)
              .executeTakeFirstOrThrow()
          ).expires_at,
        ).toISOString(),
        wallets: { recharge: 190_000, totalAssets: 190_000 },
      });
      expect(byId.get(c.id)).toMatchObject({ status: 'banned' });
      expect(byId.get(d.id)).toMatchObject({ vipStatus: 'expired', wallets: { recharge: 20_000 } });
      expect(byId.get(root.id)).toMatchObject({ phone: null, areaCode: null, inviterId: null });
      expect(all.list[0].createdAt).toBe(
        new Date(
          (
            await f.db
              .selectFrom('users')
              .select('created_at')
              .where('id', '=', e.id)
              .executeTakeFirstOrThrow()
          ).created_at,
        ).toISOString(),
      );

      // Sorting: by a money figure with the id breaking ties, by id, by creation, both ways.
      expect(await ids({ sortField: 'totalAssets' })).toEqual([b.id, a.id, d.id, e.id, c.id, root.id]);
      expect(await ids({ sortField: 'totalAssets', sortOrder: 'asc' })).toEqual([
        root.id,
        c.id,
        e.id,
        d.id,
        a.id,
        b.id,
      ]);
      expect(await ids({ sortField: 'available', sortOrder: 'desc' })).toEqual([
        b.id,
        a.id,
        d.id,
        e.id,
        c.id,
        root.id,
      ]);
      expect(await ids({ sortField: 'id', sortOrder: 'asc' })).toEqual([
        root.id,
        a.id,
        b.id,
        c.id,
        d.id,
        e.id,
      ]);
      expect(await ids({ sortField: 'createdAt', sortOrder: 'asc' })).toEqual([
        root.id,
        a.id,
        b.id,
        c.id,
        d.id,
        e.id,
      ]);

      // Pages.
      const second = await page(f, { page: 2, size: 4 }, token);
      expect(second.pagination).toEqual({ page: 2, size: 4, total: 6 });
      expect(second.list.map((m) => m.id)).toEqual([a.id, root.id]);
      expect((await page(f, { page: 3, size: 4 }, token)).list).toEqual([]);

      // Filters.
      expect(await ids({ status: 'banned' })).toEqual([c.id]);
      expect(await ids({ status: 'active' })).toEqual([e.id, d.id, b.id, a.id, root.id]);
      expect(await ids({ vip: 'active' })).toEqual([b.id]);
      expect(await ids({ vip: 'expired' })).toEqual([d.id]);
      expect(await ids({ vip: 'none' })).toEqual([e.id, c.id, a.id, root.id]);
      expect(await ids({ vip: 'none', status: 'banned' })).toEqual([c.id]);
      expect((await page(f, { vip: 'active', size: 1 }, token)).pagination.total).toBe(1);

      // Search: nickname in any case, phone with or without area code, invitation code, exact id.
      expect(await ids({ search: 'lumi' })).toEqual([a.id]);
      expect(await ids({ search: '  ADA ' })).toEqual([a.id]);
      expect(await ids({ search: b.phone })).toEqual([b.id]);
      expect(await ids({ search: `+1 ${b.phone}` })).toEqual([b.id]);
      expect(await ids({ search: `1${b.phone}` })).toEqual([b.id]);
      expect(await ids({ search: `${d.phone.slice(-6, -3)}-${d.phone.slice(-3)}` })).toEqual([d.id]);
      const code = (
        await f.db
          .selectFrom('users')
          .select('invitation_code')
          .where('id', '=', c.id)
          .executeTakeFirstOrThrow()
      ).invitation_code;
      expect(await ids({ search: code.toLowerCase() })).toEqual([c.id]);
      expect(await ids({ search: String(d.id) })).toEqual([d.id]);
      expect(await ids({ search: 'ada', status: 'banned' })).toEqual([]);
      // LIKE wildcards are plain characters; an empty box is no filter.
      expect((await page(f, { search: '%' }, token)).pagination.total).toBe(0);
      expect((await page(f, { search: '_' }, token)).pagination.total).toBe(0);
      expect((await page(f, { search: '   ' }, token)).pagination.total).toBe(6);
      expect((await page(f, { search: '99999999999' }, token)).pagination.total).toBe(0);

      // Only the allowed sort columns and filters; sizes within bounds.
      const bad = (body: object) => request(f, 'POST', `${base}/page`, { body, token });
      expectError(await bad({ sortField: 'phone' }), 'VALIDATION_FORMAT');
      expectError(await bad({ sortField: 'password_hash' }), 'VALIDATION_FORMAT');
      expectError(await bad({ size: 101 }), 'VALIDATION_FORMAT');
      expectError(await bad({ vip: 'gold' }), 'VALIDATION_FORMAT');
      expectError(await bad({ phone: '1' }), 'VALIDATION_UNKNOWN_FIELD');
    } finally {
      await f.close();
    }
  });

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

  it('bans a member: every session ends at once, login is refused; lifting the ban lets them in again', async () => {
    const token = await operatorToken(t);
    const m = await member(t);
    const other = await member(t);
    const relogin = () =>
      request<TTokens>(t, 'POST', '/api/app/user/login/login', {
        body: { areaCode: m.areaCode, phone: m.phone, password: m.password },
      });
    const secondDevice = expectOk(await relogin()).token;
    const person = (as: string) => request(t, 'GET', '/api/app/user/info/person', { token: as });
    expectOk(await person(m.tokens.token));
    expectOk(await person(secondDevice));

    const ban = (body: object, lang?: string) => request(t, 'POST', `${base}/ban`, { body, token, lang });
    const unban = (body: object, lang?: string) => request(t, 'POST', `${base}/unban`, { body, token, lang });
    expectError(await ban({ id: m.id }), 'VALIDATION_REQUIRED');
    expectError(await ban({ id: m.id, reason: '   ' }), 'VALIDATION_FORMAT');
    expectError(await ban({ id: m.id, reason: 'x'.repeat(201) }), 'VALIDATION_FORMAT');
    expectError(await ban({ id: 2_000_000, reason: 'spam' }), 'NOT_FOUND');
    expectOk(await person(m.tokens.token));

    expect(expectOk(await ban({ id: m.id, reason: '  Chargeback fraud  ' }))).toBeNull();
    for (const as of [m.tokens.token, secondDevice]) expectError(await person(as), 'SESSION_REVOKED');
    const refreshed = await request(t, 'GET', '/api/app/user/login/refreshToken', {
      query: { refreshToken: m.tokens.refreshToken },
    });
    expect(refreshed.status).toBe(401);
    expectError(await relogin(), 'ACCOUNT_BANNED');
    // Other members are untouched.
    expectOk(await person(other.tokens.token));

    expect(expectOk(await info(m.id, token))).toMatchObject({
      status: 'banned',
      banReason: 'Chargeback fraud',
      bannedAt: expect.any(String),
    });
    const again = await ban({ id: m.id, reason: 'again' }, 'de-DE');
    expectError(again, 'MEMBER_ALREADY_BANNED');
    expect(again.body.message).toBe('Dieses Mitglied ist bereits gesperrt');

    expectOk(await unban({ id: m.id, reason: 'Bank reversed the chargeback' }));
    const back = expectOk(await relogin()).token;
    expectOk(await person(back));
    // The sessions the ban ended stay ended.
    expect((await person(m.tokens.token)).status).toBe(401);
    expect(expectOk(await info(m.id, token))).toMatchObject({
      status: 'active',
      banReason: null,
      bannedAt: null,
    });
    expectError(await unban({ id: m.id }), 'MEMBER_NOT_BANNED', {});
    // A refused call changes nothing: the new session still works.
    expectOk(await person(back));
    expectError(await unban({ id: 2_000_000 }), 'NOT_FOUND');

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'before', 'after'])
      .where('target', '=', `user:${m.id}`)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => [a.action, a.actor_id])).toEqual([
      ['member:user:ban', 1],
      ['member:user:unban', 1],
    ]);
    const [banLine, unbanLine] = audit.map((a) => ({
      before: JSON.parse(a.before ?? 'null'),
      after: JSON.parse(a.after ?? 'null'),
    }));
    expect(banLine.before).toEqual({ status: 'active', ban_reason: null, banned_at: null });
    expect(banLine.after).toEqual({
      status: 'banned',
      ban_reason: 'Chargeback fraud',
      banned_at: expect.any(Number),
      sessions_revoked: 2,
    });
    expect(unbanLine.before).toMatchObject({ status: 'banned', ban_reason: 'Chargeback fraud' });
    expect(unbanLine.after).toEqual({
      status: 'active',
      ban_reason: null,
      banned_at: null,
      reason: 'Bank reversed the chargeback',
    });
  });

  it('refuses every member-page call to an operator whose role lacks its key', async () => {
    const routes = t.routes.filter((r) => r.url.startsWith(`${base}/`));
    expect(routes.map((r) => `${r.method} ${r.url} ${r.permission}`).sort()).toEqual([
      `GET ${base}/info member:user:read`,
      `POST ${base}/ban member:user:ban`,
      `POST ${base}/investments member:user:read`,
      `POST ${base}/invitees member:user:read`,
      `POST ${base}/page member:user:read`,
      `POST ${base}/unban member:user:ban`,
    ]);
    const withRole = async (username: string, keys: string[]) =>
      (await operatorWithKeys(t, username, keys)).token;
    const outsider = await withRole('levels-only', [
      'member:level:read',
      'member:level:update',
      'finance:*:*',
    ]);
    const reader = await withRole('member-reader', ['member:user:read']);
    const banner = await withRole('member-banner', ['member:user:ban']);
    const m = await member(t);
    const payload: Record<string, object> = {
      page: {},
      investments: { userId: m.id },
      invitees: { userId: m.id, level: 1 },
      ban: { id: m.id, reason: 'test' },
      unban: { id: m.id },
    };
    // Routes sorted so that ban comes before unban: the banner's calls leave the member as found.
    for (const route of [...routes].sort((x, y) => x.url.localeCompare(y.url))) {
      const action = route.url.slice(base.length + 1);
      for (const [name, as] of [
        ['outsider', outsider],
        ['reader', reader],
        ['banner', banner],
      ] as const) {
        const res = await request(t, route.method as Method, route.url, {
          token: as,
          ...(route.method === 'GET' ? { query: { id: String(m.id) } } : { body: payload[action] }),
        });
        const allowed =
          (name === 'reader' && route.permission === 'member:user:read') ||
          (name === 'banner' && route.permission === 'member:user:ban');
        expect(res.body.code, `${route.url} ${name}`).toBe(allowed ? ErrorCode.SUCCESS : ErrorCode.FORBIDDEN);
      }
    }
    expect((await info(m.id, reader)).body.data.status).toBe('active');
    // Members and visitors are not operators.
    expect((await request(t, 'POST', `${base}/page`, { body: {}, token: m.tokens.token })).status).toBe(401);
    expect((await request(t, 'POST', `${base}/page`, { body: {} })).status).toBe(401);
  });
});

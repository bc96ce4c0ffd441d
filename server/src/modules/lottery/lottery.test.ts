import type {
  TAdminDrawRecord,
  TAdminPrizeList,
  TDrawResult,
  TInvestCheck,
  TLotteryInfo,
  TMemberCoupon,
  TPaged,
  TRedeemResult,
} from '@club/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR_MS } from '../../kernel/calendar';
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
  investor,
  memberIdOf,
  operatorApi,
  PAY_PASSWORD,
  projectBody,
  registerMember,
  vipMember,
} from '../../test/client';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness';

type TCouponList = TPaged<TMemberCoupon>;

/**
 * The lottery (PRODUCT.md §9): draws granted once per cause, a draw spent once per key, never more
 * prizes than the stock, cash from the marketing budget, coupons used within their limit by
 * investments and given back by a revoke.
 */
describe.each(DIALECTS)('lottery, coupons and redeem codes (%s)', (dialect) => {
  let t: TestApp;
  let ops: Client;
  let couponId: number;
  let projectId: number;
  beforeAll(async () => {
    t = await createTestApp(dialect, { ACCESS_TOKEN_TTL: String(7 * 86_400) });
    ops = await operatorApi(t);
    couponId = expectOk(
      await ops.post<{ id: number }>('lottery/coupon/add', {
        name: '10 % off',
        kind: 'percent',
        percent: 10,
        amount: null,
        minOrder: 20_000,
        maxDiscount: 5_000,
        usageLimit: 1,
        validDays: 7,
        enabled: true,
      }),
    ).id;
    projectId = expectOk(
      await ops.post<{ id: number }>('finance/proj/add', projectBody(t.clock.now(), { amount: 100_000_000 })),
    ).id;
    expectOk(await ops.post('finance/proj/publish', { id: projectId }));
  });
  afterAll(async () => {
    expect((await verifyLedger(t.db)).filter((c) => !c.ok)).toEqual([]);
    await t.close();
  });

  const info = async (token: string) => expectOk(await api(t).get<TLotteryInfo>('lottery/info', { token }));
  const draw = (token: string, key = freshKey()) =>
    api(t).post<TDrawResult>('lottery/draw', {}, { token, idempotencyKey: key });
  const redeem = (token: string, code: string) =>
    api(t).post<TRedeemResult>('lottery/redeem', { code }, { token });
  const coupons = async (token: string, state = 'usable') =>
    expectOk(await api(t).get<TCouponList>('lottery/coupons', { token, query: { state } }));

  /** Replaces the prize table with these prizes (every other one deleted). */
  async function prizeTable(prizes: Record<string, unknown>[]) {
    for (const p of expectOk(await ops.post<TAdminPrizeList>('lottery/prize/list', {})).list)
      expectOk(await ops.post('lottery/prize/delete', { id: p.id }));
    const ids: number[] = [];
    for (const [sort, p] of prizes.entries()) {
      const body = { amount: null, couponId: null, stock: null, sort, enabled: true, ...p };
      ids.push(expectOk(await ops.post<{ id: number }>('lottery/prize/add', body)).id);
    }
    return ids;
  }

  async function codes(batch: Record<string, unknown>) {
    const { id } = expectOk(
      await ops.post<{ id: number }>('lottery/code/add', {
        name: 'Batch',
        reward: 'draws',
        draws: 1,
        couponId: null,
        maxUses: 1,
        count: 3,
        expiresAt: new Date(t.clock.now() + 24 * HOUR_MS).toISOString(),
        ...batch,
      }),
    );
    const page = expectOk(
      await ops.post<TPaged<{ code: string; uses: number }>>('lottery/code/codes', { batchId: id }),
    );
    return page.list.map((c) => c.code);
  }

  it('grants a draw on VIP activation; a member without VIP is not yet qualified', async () => {
    await prizeTable([{ kind: 'none', weight: 1 }]);
    const plain = await registerMember(t);
    const before = await info(plain.tokens.token);
    expect(before).toMatchObject({ qualified: false, draws: 0 });
    expectError(await draw(plain.tokens.token), 'LOTTERY_NOT_QUALIFIED');

    const vip = await vipMember(t);
    const now = await info(vip.token);
    expect(now).toMatchObject({ qualified: true, draws: 1 });
    expect(now.prizes).toEqual([expect.objectContaining({ kind: 'none', odds: '100.00' })]);
    const result = expectOk(await draw(vip.token));
    expect(result.drawsLeft).toBe(0);
    expect(result.draw).toMatchObject({ state: 'notWon', randomValue: 0, totalWeight: 1 });
    expectError(await draw(vip.token), 'LOTTERY_NO_DRAWS');
  });

  it('pays a cash prize from the marketing budget, pending while it is short, once when topped up', async () => {
    await prizeTable([{ kind: 'cash', amount: 500, weight: 1 }]);
    const vip = await vipMember(t);
    const won = expectOk(await draw(vip.token)).draw;
    expect(won).toMatchObject({ state: 'used', pending: true, prize: { kind: 'cash', amount: 500 } });
    await fundMarketing(t, 10_000);
    const mine = expectOk(
      await api(t).get<TPaged<{ pending: boolean }>>('lottery/draws', { token: vip.token }),
    );
    expect(mine.list[0].pending).toBe(false);
    const lottery = await t.db
      .selectFrom('ledger_entries')
      .select('id')
      .where('type', '=', 'LOTTERY')
      .where('reference', '=', `draw:${won.id}`)
      .execute();
    expect(lottery).toHaveLength(1);
  });

  it('grants a coupon prize on the terms of its coupon, and records every draw with its random value', async () => {
    const [cash, coupon] = await prizeTable([
      { kind: 'cash', amount: 100, weight: 0 },
      { kind: 'coupon', couponId, weight: 3 },
    ]);
    const odds = expectOk(await ops.post<TAdminPrizeList>('lottery/prize/list', {}));
    expect(odds.list.map((p) => [p.id, p.odds])).toEqual([
      [cash, '0.00'],
      [coupon, '100.00'],
    ]);
    const vip = await vipMember(t);
    const { draw: won } = expectOk(await draw(vip.token));
    expect(won).toMatchObject({
      state: 'unused',
      prize: { kind: 'coupon', coupon: { kind: 'percent', percent: 10, usageLimit: 1, validDays: 7 } },
      tableVersion: odds.version,
      totalWeight: 3,
    });
    expect((await coupons(vip.token)).list).toEqual([
      expect.objectContaining({ id: won.coupon?.id, source: 'lottery' }),
    ]);
    const records = expectOk(
      await ops.post<TPaged<TAdminDrawRecord>>('lottery/draw/page', { userId: vip.id }),
    );
    expect(records.list[0]).toMatchObject({
      id: won.id,
      randomValue: won.randomValue,
      candidates: [{ prizeId: coupon, weight: 3 }],
      tableVersion: odds.version,
    });
  });

  it('spends one draw for one key, however often and however concurrently it is sent', async () => {
    await prizeTable([{ kind: 'none', weight: 1 }]);
    const vip = await vipMember(t);
    const key = freshKey();
    const answers = await Promise.all(Array.from({ length: 10 }, () => draw(vip.token, key)));
    const ok = answers.filter((a) => a.body.code === 1000);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(new Set(ok.map((a) => a.body.data.draw.id)).size).toBe(1);
    expect(
      await t.db.selectFrom('lottery_draws').select('id').where('user_id', '=', vip.id).execute(),
    ).toHaveLength(1);
    expect((await info(vip.token)).draws).toBe(0);
  });

  it('never gives more than the stock under 50 concurrent draws', async () => {
    const [scarce] = await prizeTable([
      { kind: 'cash', amount: 100, weight: 1_000, stock: 5 },
      { kind: 'none', weight: 1 },
    ]);
    const vip = await vipMember(t);
    // With the one of VIP activation, 50 draws.
    const [code] = await codes({ draws: 49 });
    expectOk(await redeem(vip.token, code));
    const answers = await Promise.all(Array.from({ length: 50 }, () => draw(vip.token)));
    for (const a of answers) expectOk(a);
    const won = answers.filter((a) => a.body.data.draw.prize.id === scarce);
    expect(won).toHaveLength(5);
    const prize = await t.db
      .selectFrom('lottery_prizes')
      .selectAll()
      .where('id', '=', scarce)
      .executeTakeFirstOrThrow();
    expect({ stock: prize.stock, won: prize.won }).toEqual({ stock: 0, won: 5 });
    expect((await info(vip.token)).draws).toBe(0);
    expect((await info(vip.token)).prizes.map((p) => p.kind)).toEqual(['none']);
  });

  it('redeems a code once per member and within its limit; refuses unknown and expired codes', async () => {
    const a = await vipMember(t);
    const b = await vipMember(t);
    const [single] = await codes({ draws: 2 });
    expectError(await redeem(a.token, 'AAAA-BBBB-CCCC-DDDD'), 'REDEEM_CODE_INVALID');
    const spaced = `${single.slice(0, 4)}-${single.slice(4, 8)} ${single.slice(8).toLowerCase()}`;
    expect(expectOk(await redeem(a.token, spaced))).toMatchObject({ draws: 2, drawsLeft: 3 });
    expectError(await redeem(a.token, single), 'REDEEM_CODE_REDEEMED');
    expectError(await redeem(b.token, single), 'REDEEM_CODE_USED_UP');

    const [limited] = await codes({ maxUses: 3, count: 1, reward: 'coupon', draws: null, couponId });
    const members = await Promise.all(Array.from({ length: 6 }, () => vipMember(t)));
    const answers = await Promise.all(members.map((m) => redeem(m.token, limited)));
    expect(answers.filter((r) => r.body.code === 1000)).toHaveLength(3);
    for (const r of answers.filter((x) => x.body.code !== 1000)) expectError(r, 'REDEEM_CODE_USED_UP');

    const [late] = await codes({ expiresAt: new Date(t.clock.now() + HOUR_MS).toISOString() });
    t.clock.advance(2 * 3600);
    expectError(await redeem(a.token, late), 'REDEEM_CODE_EXPIRED');
  });

  it('takes a coupon off what the member pays, the principal in full, once under concurrency; a revoke gives it back', async () => {
    const m = await investor(t, { recharge: 2_000_000 });
    const [code] = await codes({ reward: 'coupon', draws: null, couponId });
    const coupon = expectOk(await redeem(m.tokens.token, code)).coupon;
    const check = expectOk(
      await api(t).post<TInvestCheck>(
        'finance/invest/check',
        { projectId, amount: 30_000 },
        { token: m.tokens.token },
      ),
    );
    expect(check).toMatchObject({ couponId: coupon?.id, discount: 3_000, pay: 27_000, blockers: [] });
    const small = expectOk(
      await api(t).post<TInvestCheck>(
        'finance/invest/check',
        { projectId, amount: 10_000, couponId: coupon?.id },
        { token: m.tokens.token },
      ),
    );
    expect(small.blockers.map((b) => b.name)).toEqual(['COUPON_MIN_ORDER']);

    const promotion = await balanceOf(t.db, platform('promotion'));
    const wallets = async () => (await t.services.funds.income(m.id)).available;
    const before = await wallets();
    const invest = () =>
      api(t).post<{ id: number }>(
        'finance/invest/invest',
        { projectId, amount: 30_000, payPassword: PAY_PASSWORD, acceptRisk: true, couponId: coupon?.id },
        { token: m.tokens.token, idempotencyKey: freshKey() },
      );
    const answers = await Promise.all(Array.from({ length: 5 }, invest));
    const ok = answers.filter((a) => a.body.code === 1000);
    expect(ok).toHaveLength(1);
    for (const r of answers.filter((a) => a.body.code !== 1000)) expectError(r, 'COUPON_NOT_USABLE');
    expect(await wallets()).toBe(before - 27_000);
    expect(await balanceOf(t.db, platform('promotion'))).toBe(promotion - 3_000);
    const inv = await t.db
      .selectFrom('investments')
      .selectAll()
      .where('id', '=', ok[0].body.data.id)
      .executeTakeFirstOrThrow();
    expect({ principal: inv.principal, discount: inv.discount }).toEqual({
      principal: 30_000,
      discount: 3_000,
    });
    expect((await coupons(m.tokens.token, 'used')).list).toHaveLength(1);

    expectOk(
      await api(t).post(
        'finance/invest/revoke',
        { investmentId: inv.id },
        { token: m.tokens.token, idempotencyKey: freshKey() },
      ),
    );
    expect(await wallets()).toBe(before);
    expect(await balanceOf(t.db, platform('promotion'))).toBe(promotion);
    expect((await coupons(m.tokens.token)).list.map((c) => c.id)).toEqual([coupon?.id]);
  });

  it('does not give back a coupon that expired before the revoke', async () => {
    const short = expectOk(
      await ops.post<{ id: number }>('lottery/coupon/add', {
        name: '5 off',
        kind: 'fixed',
        percent: null,
        amount: 500,
        minOrder: 0,
        maxDiscount: null,
        usageLimit: 1,
        validDays: 1,
        enabled: true,
      }),
    ).id;
    const m = await investor(t);
    const [code] = await codes({ reward: 'coupon', draws: null, couponId: short });
    const coupon = expectOk(await redeem(m.tokens.token, code)).coupon;
    t.clock.advance(23 * 3600);
    const { id } = expectOk(
      await api(t).post<{ id: number }>(
        'finance/invest/invest',
        { projectId, amount: 10_000, payPassword: PAY_PASSWORD, acceptRisk: true, couponId: coupon?.id },
        { token: m.tokens.token, idempotencyKey: freshKey() },
      ),
    );
    t.clock.advance(2 * 3600);
    expectOk(
      await api(t).post(
        'finance/invest/revoke',
        { investmentId: id },
        { token: m.tokens.token, idempotencyKey: freshKey() },
      ),
    );
    expect((await coupons(m.tokens.token)).list).toEqual([]);
    expect((await coupons(m.tokens.token, 'expired')).list.map((c) => c.id)).toEqual([]);
    expect((await coupons(m.tokens.token, 'used')).list.map((c) => c.id)).toEqual([coupon?.id]);
  });

  it('grants one draw per investment of at least 1,000.00 once its reflection period is over, and the SVIP draws', async () => {
    const m = await investor(t);
    const id = await memberIdOf(t, m.phone);
    const token = m.tokens.token;
    const drawsAfterVip = (await info(token)).draws;
    const invest = (amount: number) =>
      api(t).post<{ id: number }>(
        'finance/invest/invest',
        { projectId, amount, payPassword: PAY_PASSWORD, acceptRisk: true, couponId: null },
        { token, idempotencyKey: freshKey() },
      );
    expectOk(await invest(90_000));
    expectOk(await invest(100_000));
    // 190,000 invested reaches SVIP1 (100,000): its one extra draw.
    expect((await info(token)).draws).toBe(drawsAfterVip + 1);
    t.clock.advance(25 * 3600);
    await Promise.all([
      t.services.settlement.payRebates(t.clock.now()),
      t.services.settlement.payRebates(t.clock.now()),
    ]);
    await t.services.settlement.payRebates(t.clock.now());
    expect((await info(token)).draws).toBe(drawsAfterVip + 2);
    const grants = await t.db.selectFrom('draw_grants').select('source').where('user_id', '=', id).execute();
    expect(grants.map((g) => g.source).sort()).toEqual(['invest', 'svip', 'vip']);
  });
});

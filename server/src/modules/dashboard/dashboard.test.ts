import type { TDashboardSummary } from '@club/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tronAddressFromSeed } from '../../money/tron';
import {
  channelId,
  decideWithdrawal,
  expectError,
  expectOk,
  freshCommit,
  fundByBankRecharge,
  memberWithVerifiedCard,
  operatorToken,
  operatorWithKeys,
  PAY_PASSWORD,
  providerCallback,
  registerMember,
  request,
} from '../../test/client';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness';

const DAY_S = 86_400;
const DAY_MS = DAY_S * 1000;
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]);
const TRON_SECRET = 'tron-secret';
const URL = '/api/admin/base/dashboard/summary';

describe.each(DIALECTS)('back-office dashboard (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { PAY_TRON_SECRET: TRON_SECRET });
  });
  afterAll(() => t.close());

  /** The summary as `token`, or as the first operator. */
  const summary = async (token?: string) =>
    request<TDashboardSummary>(t, 'GET', URL, { token: token ?? (await operatorToken(t)) });
  const figures = async () => expectOk(await summary());
  const bankWithdrawal = async (userId: number, accountId: number, amount: number) =>
    t.services.withdraw.submit(
      userId,
      {
        channelId: await channelId(t, 'withdraw_channels', 'bank'),
        accountId,
        amount,
        payPassword: PAY_PASSWORD,
      },
      'en',
      freshCommit(t),
    );
  /** A USDT order whose payer sent one micro-unit too little: it waits in manual review. */
  async function orderInReview(userId: number) {
    const order = await t.services.recharge.submit(
      userId,
      { channelId: await channelId(t, 'recharge_channels', 'usdt-trc20'), amount: 10_000 },
      'en',
      freshCommit(t),
    );
    const micro = Math.round(Number((order.instructions as { amount: string }).amount) * 1_000_000);
    const body = {
      orderId: order.id,
      providerTxnId: `short-${order.id}`,
      amount: micro - 1,
      currency: 'USDT',
      status: 'paid',
    };
    const res = await providerCallback(t, { provider: 'tron', direction: 'gather' }, body, TRON_SECRET);
    expect(expectOk(res).outcome).toBe('review');
  }

  it('counts members, VIPs, money in and out today and over the last 7 UTC days, and what waits for an operator', async () => {
    const empty = await figures();
    expect(empty).toMatchObject({
      currency: 'USD',
      currencyExponent: 2,
      members: { total: 0, newToday: 0, newLast7Days: 0 },
      activeVips: 0,
      moneyIn: { today: { count: 0, amount: 0 }, last7Days: { count: 0, amount: 0 } },
      moneyOut: { today: { count: 0, amount: 0, fees: 0 }, last7Days: { count: 0, amount: 0, fees: 0 } },
      pending: { recharges: 0, withdrawals: 0, bankCards: 0 },
      ledger: { ok: true },
      marketing: { balance: 0, pendingCount: 0, pendingAmount: 0 },
    });
    expect(empty.days).toHaveLength(7);

    // Day 0, 10:00 UTC (eight days before "today"): A joins, recharges 1,000.00 and opens VIP.
    t.clock.advance(((10 * 3600 - ((t.clock.now() / 1000) % DAY_S)) % DAY_S) + DAY_S);
    await t.db
      .updateTable('withdraw_channels')
      .set({ fee_ppm: 0, fee_fixed: 200 })
      .where('code', '=', 'bank')
      .execute();
    const a = await memberWithVerifiedCard(t);
    await fundByBankRecharge(t, a.id, 100_000);
    const vip = await t.db
      .selectFrom('member_levels')
      .select('id')
      .where('kind', '=', 'vip')
      .executeTakeFirstOrThrow();
    await t.services.members.activate(a.id, { levelId: vip.id, payPassword: PAY_PASSWORD }, freshCommit(t));

    // Day 2: B joins and recharges 400.00; B's bank card waits for verification; a second order of
    // B's has its voucher uploaded, a third was never paid (not waiting for anyone), a fourth is in review.
    t.clock.advance(2 * DAY_S);
    const b = await registerMember(t);
    const bId = (
      await t.db.selectFrom('users').select('id').where('phone', '=', b.phone).executeTakeFirstOrThrow()
    ).id;
    await fundByBankRecharge(t, bId, 40_000);
    await t.services.withdraw.addAccount(bId, {
      kind: 'bank',
      holderName: 'Bo Berg',
      bankName: 'Film Bank',
      accountNumber: '5555444433',
    });
    await t.services.withdraw.addAccount(bId, { kind: 'usdt-trc20', address: tronAddressFromSeed('bo') });
    const bank = await channelId(t, 'recharge_channels', 'bank');
    const withVoucher = await t.services.recharge.submit(
      bId,
      { channelId: bank, amount: 25_000 },
      'en',
      freshCommit(t),
    );
    const { url } = await t.services.uploads.saveImage(PNG, { kind: 'member', id: bId });
    await t.services.recharge.voucher(bId, { orderId: withVoucher.id, url }, 'en');
    const noVoucher = await t.services.recharge.submit(
      bId,
      { channelId: bank, amount: 15_000 },
      'en',
      freshCommit(t),
    );
    await orderInReview(bId);
    // A rejected order is no money in.
    const rejected = await t.services.recharge.submit(
      bId,
      { channelId: bank, amount: 35_000 },
      'en',
      freshCommit(t),
    );
    await t.services.recharge.reject(1, rejected.id, 'no transfer arrived');

    // Day 7 (yesterday): A withdraws 300.00, paid out.
    t.clock.advance(5 * DAY_S);
    const yesterday = await bankWithdrawal(a.id, a.cardId, 30_000);
    await t.services.withdraw.decide(1, yesterday.id, 'success', undefined, freshCommit(t));

    // Day 8 (today): C joins, recharges 5,000.00, opens VIP, withdraws 1,000.00 (paid) and 500.00 (waiting);
    // a withdrawal an operator rejected is no money out.
    t.clock.advance(DAY_S);
    const c = await memberWithVerifiedCard(t);
    await fundByBankRecharge(t, c.id, 500_000);
    await t.services.members.activate(c.id, { levelId: vip.id, payPassword: PAY_PASSWORD }, freshCommit(t));
    const paid = await bankWithdrawal(c.id, c.cardId, 100_000);
    // 1,000.00 is paid out with a second operator's approval (four eyes).
    await decideWithdrawal(t, paid.id, 'success');
    await bankWithdrawal(c.id, c.cardId, 50_000);
    const refused = await bankWithdrawal(c.id, c.cardId, 20_000);
    await t.services.withdraw.decide(1, refused.id, 'failed', 'account closed', freshCommit(t));

    const now = await figures();
    expect(Math.abs(Date.parse(now.at) - t.clock.now())).toBeLessThan(5_000);
    expect(now.members).toEqual({ total: 3, newToday: 1, newLast7Days: 2 });
    expect(now.activeVips).toBe(2);
    // A's recharge 8 days ago is not in the 7-day figure.
    expect(now.moneyIn).toEqual({
      today: { count: 1, amount: 500_000 },
      last7Days: { count: 2, amount: 540_000 },
    });
    expect(now.moneyOut).toEqual({
      today: { count: 1, amount: 100_000, fees: 200 },
      last7Days: { count: 2, amount: 130_000, fees: 400 },
    });
    expect(now.pending).toEqual({ recharges: 2, withdrawals: 1, bankCards: 1 });
    // Each count is the default list of the page it links to: the same orders, no more.
    const token = await operatorToken(t);
    const pageOf = async (url: string, body: object) =>
      expectOk(
        await request<{ list: { id: number }[]; pagination: { total: number } }>(t, 'POST', url, {
          body,
          token,
        }),
      );
    const totalOf = async (url: string, body: object) => (await pageOf(url, body)).pagination.total;
    const queue = await pageOf('/api/admin/recharge/order/page', { toReview: true });
    expect(queue.pagination.total).toBe(now.pending.recharges);
    // The open order B sent no voucher for waits for B, not for an operator.
    expect(queue.list.map((o) => o.id)).toContain(withVoucher.id);
    expect(queue.list.map((o) => o.id)).not.toContain(noVoucher.id);
    expect(await totalOf('/api/admin/withdraw/order/page', { state: 'waiting' })).toBe(
      now.pending.withdrawals,
    );
    expect(await totalOf('/api/admin/bank/card/page', { status: 'pending' })).toBe(now.pending.bankCards);
    const today = Math.floor(t.clock.now() / DAY_MS) * DAY_MS;
    const day = (n: number) => new Date(today - n * DAY_MS).toISOString().slice(0, 10);
    const zero = { count: 0, amount: 0 };
    expect(now.days).toEqual([
      { day: day(6), newMembers: 1, moneyIn: { count: 1, amount: 40_000 }, moneyOut: zero },
      { day: day(5), newMembers: 0, moneyIn: zero, moneyOut: zero },
      { day: day(4), newMembers: 0, moneyIn: zero, moneyOut: zero },
      { day: day(3), newMembers: 0, moneyIn: zero, moneyOut: zero },
      { day: day(2), newMembers: 0, moneyIn: zero, moneyOut: zero },
      { day: day(1), newMembers: 0, moneyIn: zero, moneyOut: { count: 1, amount: 30_000 } },
      {
        day: day(0),
        newMembers: 1,
        moneyIn: { count: 1, amount: 500_000 },
        moneyOut: { count: 1, amount: 100_000 },
      },
    ]);
    expect(now.ledger.ok).toBe(true);
    // The budget beside the ledger: nothing was rewarded, nothing was put in.
    expect(now.marketing).toEqual({ balance: 0, pendingCount: 0, pendingAmount: 0 });
    expect(now.ledger.checks.map((check) => [check.key, check.name])).toEqual([
      ['entriesBalance', 'every entry balances to zero'],
      ['entriesHavePostings', 'every entry has at least two postings'],
      ['postingsSumToZero', 'all postings sum to zero'],
      ['balancesMatchPostings', 'every cached balance equals the sum of its postings'],
      ['noNegativeBalance', 'no member wallet, project account or the marketing budget is negative'],
      ['requestsPostOnce', 'every money-moving request appears once'],
      ['callbacksApplied', 'every provider callback was applied'],
      ['providerTransactionsOnce', 'every accepted provider transaction is one credit or one payout'],
      ['rechargesCreditedOnce', 'a recharge is credited once exactly when it succeeded'],
      [
        'withdrawalsHeldAndDecidedOnce',
        'every withdrawal has one hold and at most one decision, matching its state',
      ],
      ['investmentsPostedOnce', 'every investment was posted once, and revoked at most once'],
    ]);

    // The next day B's recharge (then 7 days old) leaves the window, and today starts from nothing.
    t.clock.advance(DAY_S);
    const next = await figures();
    expect(next.members).toEqual({ total: 3, newToday: 0, newLast7Days: 1 });
    expect(next.moneyIn).toEqual({ today: zero, last7Days: { count: 1, amount: 500_000 } });
    expect(next.moneyOut).toEqual({
      today: { ...zero, fees: 0 },
      last7Days: { count: 2, amount: 130_000, fees: 400 },
    });
    expect(next.days[0].day).toBe(day(5));

    // A cached balance that drifts from its postings shows on the dashboard.
    await t.db
      .updateTable('ledger_accounts')
      .set((eb) => ({ balance: eb('balance', '+', 1) }))
      .where('owner_kind', '=', 'member')
      .where('owner_id', '=', c.id)
      .where('kind', '=', 'recharge')
      .execute();
    const broken = await figures();
    expect(broken.ledger.ok).toBe(false);
    expect(broken.ledger.checks.find((check) => !check.ok)).toMatchObject({
      name: 'every cached balance equals the sum of its postings',
      detail: expect.stringContaining('cached'),
    });
    await t.db
      .updateTable('ledger_accounts')
      .set((eb) => ({ balance: eb('balance', '-', 1) }))
      .where('owner_kind', '=', 'member')
      .where('owner_id', '=', c.id)
      .where('kind', '=', 'recharge')
      .execute();
    expect((await figures()).ledger.ok).toBe(true);
  });

  it('is refused to an operator whose role lacks base:dashboard:read, and to members', async () => {
    expect(t.routes.filter((r) => r.url === URL).map((r) => `${r.method} ${r.permission}`)).toEqual([
      'GET base:dashboard:read',
    ]);
    const withRole = async (username: string, keys: string[]) =>
      (await operatorWithKeys(t, username, keys)).token;
    const outsider = await withRole('members-only', ['member:user:read', 'member:user:ban', 'base:sys:*']);
    const viewer = await withRole('dashboard-viewer', ['base:dashboard:read']);
    expectError(await summary(outsider), 'FORBIDDEN');
    expectOk(await summary(viewer));
    const m = await registerMember(t);
    expect((await summary(m.tokens.token)).status).toBe(401);
    expect((await request(t, 'GET', URL)).status).toBe(401);
  });
});

import type { TSubordinateList } from '@club/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillAncestors } from '../../db/migrations/019_ancestors';
import { nextPeriod, periodOf } from '../../kernel/calendar';
import { verifyLedger } from '../../money/verify';
import {
  api,
  expectError,
  expectOk,
  freshCommit,
  fundMarketing,
  investor,
  liftSmsCap,
  memberIdOf,
  operatorApi,
  PAY_PASSWORD,
  projectBody,
  registerMember,
} from '../../test/client';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness';

/** Invitations (PRODUCT.md §8): the ancestor table and what a member sees of their invitees. */
describe.each(DIALECTS)('invitations (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { ACCESS_TOKEN_TTL: String(60 * 86_400) });
    await liftSmsCap(t);
  });
  afterAll(async () => {
    expect((await verifyLedger(t.db)).filter((c) => !c.ok)).toEqual([]);
    await t.close();
  });

  const codeOf = async (id: number) =>
    (await t.db.selectFrom('users').select('invitation_code').where('id', '=', id).executeTakeFirstOrThrow())
      .invitation_code;
  /** A chain of members, each invited by the one before. */
  async function chain(length: number, first?: string) {
    const members: { id: number; token: string }[] = [];
    let code = first;
    for (let i = 0; i < length; i++) {
      const m = await registerMember(t, code ? { inviteCode: code } : {});
      const id = await memberIdOf(t, m.phone);
      members.push({ id, token: m.tokens.token });
      code = await codeOf(id);
    }
    return members;
  }
  /** The member invests 1,000.00 in a new project; a day later their inviters' rebates are paid. */
  async function investAndRebate(userId: number) {
    const ops = await operatorApi(t);
    const { id: projectId } = expectOk(
      await ops.post<{ id: number }>('finance/proj/add', projectBody(t.clock.now())),
    );
    expectOk(await ops.post('finance/proj/publish', { id: projectId }));
    await fundMarketing(t, 100_000);
    await t.services.invest.invest(
      userId,
      { projectId, amount: 100_000, payPassword: PAY_PASSWORD, acceptRisk: true },
      freshCommit(t),
    );
    t.clock.advance(25 * 3600);
    await t.services.settlement.payRebates(t.clock.now());
  }
  const subordinates = async (token: string, query: Record<string, string> = {}) =>
    expectOk(await api(t).get<TSubordinateList>('user/info/subordinateList', { token, query }));

  it('records each member under every inviter above them, at any depth, at registration', async () => {
    const [a, b, c, d, e] = await chain(5);
    const above = await t.db
      .selectFrom('user_ancestors')
      .select(['ancestor_id', 'depth'])
      .where('user_id', '=', e.id)
      .orderBy('depth')
      .execute();
    const root = (await t.db.selectFrom('users').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    expect(above.map((r) => [r.ancestor_id, r.depth])).toEqual([
      [d.id, 1],
      [c.id, 2],
      [b.id, 3],
      [a.id, 4],
      [root, 5],
    ]);
  });

  it('fills the table in from the inviters for members from before it (the migration)', async () => {
    await chain(4);
    const all = () =>
      t.db.selectFrom('user_ancestors').selectAll().orderBy('user_id').orderBy('ancestor_id').execute();
    const written = await all();
    await t.db.deleteFrom('user_ancestors').execute();
    await t.db.transaction().execute((trx) => fillAncestors(trx));
    expect(await all()).toEqual(written);
  });

  it('lists invitees by level with masked phones and VIP, and the rebates earned from each level', async () => {
    const [top, mid, low] = await chain(3);
    const extra = await registerMember(t, { inviteCode: await codeOf(top.id) });
    // The level-1 invitee becomes VIP and invests; the rebate is paid after the reflection period.
    const vip = await investor(t, { inviteCode: await codeOf(top.id) });
    await investAndRebate(vip.id);

    const first = await subordinates(top.token);
    expect(first.level).toBe(1);
    expect(first.levels).toEqual([
      { level: 1, members: 3, vip: 1, rebatesPaid: 1_000, rebatesPending: 0 },
      { level: 2, members: 1, vip: 0, rebatesPaid: 0, rebatesPending: 0 },
      { level: 3, members: 0, vip: 0, rebatesPaid: 0, rebatesPending: 0 },
    ]);
    expect(first.pagination.total).toBe(3);
    const mask = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(-4)}`;
    expect(first.list.map((m) => m.phone)).toEqual([
      mask(vip.phone),
      mask(extra.phone),
      expect.stringMatching(/^\d{3}\*{4}\d{4}$/),
    ]);
    expect(first.list[0]).toEqual({
      phone: expect.stringMatching(/^\d{3}\*{4}\d{4}$/),
      nickname: expect.any(String),
      avatar: null,
      joinedAt: expect.any(String),
      vip: true,
    });
    expect(first.list.slice(1).map((m) => m.vip)).toEqual([false, false]);
    // Nothing about an invitee's money.
    expect(Object.keys(first.list[0]).sort()).toEqual(['avatar', 'joinedAt', 'nickname', 'phone', 'vip']);

    const second = await subordinates(top.token, { level: '2' });
    expect(second.list).toHaveLength(1);
    expect(second.list[0].phone).toMatch(/\*{4}/);
    expect((await subordinates(mid.token, { level: '1' })).list).toHaveLength(1);
    expect((await subordinates(low.token)).levels.map((l) => l.members)).toEqual([0, 0, 0]);
    expectError(
      await api(t).get('user/info/subordinateList', { token: top.token, query: { level: '4' } }),
      'VALIDATION_FORMAT',
    );
  });

  it("counts this week's and this month's registrations, new VIPs and rebates of levels 1–3", async () => {
    const [top, mid] = await chain(2);
    await registerMember(t, { inviteCode: await codeOf(mid.id) });
    const figures = async () =>
      (await subordinates(top.token)).periods.map(({ span, joined, vip, rebates }) => ({
        span,
        joined,
        vip,
        rebates,
      }));
    expect(await figures()).toEqual([
      { span: 'week', joined: 2, vip: 0, rebates: 0 },
      { span: 'month', joined: 2, vip: 0, rebates: 0 },
    ]);

    // To an hour into the first week that starts in the next month: both periods are new and last 6 days more.
    const month = nextPeriod('month', periodOf('month', t.clock.now(), 'UTC'), 'UTC');
    let week = periodOf('week', month.start, 'UTC');
    if (week.start < month.start) week = nextPeriod('week', week, 'UTC');
    t.clock.advance((week.start - t.clock.now()) / 1000 + 3_600);
    expect(await figures()).toEqual([
      { span: 'week', joined: 0, vip: 0, rebates: 0 },
      { span: 'month', joined: 0, vip: 0, rebates: 0 },
    ]);

    const vip = await investor(t, { inviteCode: await codeOf(top.id) });
    await investAndRebate(vip.id);
    const [week1, month1] = (await subordinates(top.token)).periods;
    expect(week1).toMatchObject({ span: 'week', joined: 1, vip: 1, rebates: 1_000 });
    expect(month1).toMatchObject({ span: 'month', joined: 1, vip: 1, rebates: 1_000 });
    expect(new Date(week1.start).getTime()).toBe(week.start);
    expect(new Date(month1.start).getTime()).toBe(month.start);
  });
});

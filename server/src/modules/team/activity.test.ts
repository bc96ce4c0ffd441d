import type { TTeamActivity, TTeamGroup } from '@club/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../../money/verify';
import {
  api,
  expectError,
  expectOk,
  freshCommit,
  fundByBankRecharge,
  fundMarketing,
  liftSmsCap,
  memberIdOf,
  PAY_PASSWORD,
  registerMember,
  updateSettings,
  vipMember,
} from '../../test/client';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness';
import { settleTeamActivity } from './activity-settlement';

const DAY = 86_400;

/**
 * Team activity (PRODUCT.md §8): a group completes exactly once, pays its rewards once, pays day
 * dividends once a day however many runs there are, and pays nothing when it dissolves unfilled.
 */
describe.each(DIALECTS)('team activity (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { ACCESS_TOKEN_TTL: String(60 * 86_400) });
    await liftSmsCap(t);
    await updateSettings(t, { values: { teamTargetSize: 3 } });
    await fundMarketing(t, 10_000_000);
  });
  afterAll(async () => {
    expect((await verifyLedger(t.db)).filter((c) => !c.ok)).toEqual([]);
    await t.close();
  });

  const open = (token: string) => api(t).post<TTeamGroup>('team/activity/open', {}, { token });
  const join = (token: string, id: number) =>
    api(t).post<TTeamGroup>('team/activity/join', { id }, { token });
  const settle = () => settleTeamActivity(t.db, t.clock.now());
  /** A registered member with money and a pay password, not yet VIP. */
  async function newcomer() {
    const m = await registerMember(t);
    const id = await memberIdOf(t, m.phone);
    await t.services.users.setPayPassword(id, {
      payPassword: PAY_PASSWORD,
      confirmPayPassword: PAY_PASSWORD,
    });
    await fundByBankRecharge(t, id, 20_000);
    return { id, token: m.tokens.token };
  }
  const activate = async (userId: number) => {
    const vip = await t.db
      .selectFrom('member_levels')
      .select('id')
      .where('kind', '=', 'vip')
      .executeTakeFirstOrThrow();
    await t.services.members.activate(userId, { levelId: vip.id, payPassword: PAY_PASSWORD }, freshCommit(t));
  };
  const rewardsOf = (groupId: number) =>
    t.db
      .selectFrom('rewards')
      .select(['user_id', 'type', 'amount', 'grant_key'])
      .where('reference', '=', `team:${groupId}`)
      .execute();

  it('completes exactly once when its last two members activate at the same moment, and pays each reward once', async () => {
    const leader = await vipMember(t);
    const veteran = await vipMember(t);
    t.clock.advance(1);
    const plain = await newcomer();
    expectError(await open(plain.token), 'MEMBERSHIP_REQUIRED');
    const group = expectOk(await open(leader.token));
    // Three with the leader: two more needed.
    expect(group).toMatchObject({ state: 'forming', target: 3, counted: 1, needed: 2, mine: true });
    expectError(await open(leader.token), 'TEAM_GROUP_OPEN');
    expectError(await join(leader.token, group.id), 'TEAM_OWN_GROUP');
    // VIP since before the group opened: cannot count in it.
    expectError(await join(veteran.token, group.id), 'TEAM_ALREADY_VIP');

    const [a, b, c] = [await newcomer(), await newcomer(), await newcomer()];
    for (const m of [a, b, c]) expect(expectOk(await join(m.token, group.id)).joined).toBe(true);
    expectError(await join(a.token, group.id), 'TEAM_ALREADY_IN_GROUP');
    await activate(a.id);
    expect(
      expectOk(await api(t).get<TTeamActivity>('team/activity/current', { token: leader.token })).open,
    ).toMatchObject({ id: group.id, counted: 2, needed: 1 });
    // The last place, taken by two activations at the same moment: one counts, once.
    await Promise.all([activate(b.id), activate(c.id)]);

    const done = expectOk(
      await api(t).get<TTeamGroup>('team/activity/group', {
        token: a.token,
        query: { id: String(group.id) },
      }),
    );
    expect(done).toMatchObject({ state: 'complete', counted: 3, needed: 0, joined: true });
    expect(done.members.filter((m) => m.countedAt !== null)).toHaveLength(2);
    const paid = await rewardsOf(group.id);
    expect(paid.filter((r) => r.type === 'TEAM_ACTIVITY_INVITE_REBATE')).toEqual(
      [1, 2].map(() => expect.objectContaining({ user_id: leader.id, amount: 500 })),
    );
    // The first day's dividend at once, to the leader and each counted member.
    const day1 = paid.filter((r) => r.type === 'TEAM_ACTIVITY_DAY_DIVIDEND');
    expect(day1).toHaveLength(3);
    expect(day1.map((r) => r.user_id)).toEqual(expect.arrayContaining([leader.id, a.id]));

    // Day dividends: one a day under two settlement runs at once, seven in all.
    t.clock.advance(DAY);
    await Promise.all([settle(), settle()]);
    expect((await rewardsOf(group.id)).filter((r) => r.type === 'TEAM_ACTIVITY_DAY_DIVIDEND')).toHaveLength(
      6,
    );
    t.clock.advance(10 * DAY);
    await Promise.all([settle(), settle()]);
    await settle();
    expect((await rewardsOf(group.id)).filter((r) => r.type === 'TEAM_ACTIVITY_DAY_DIVIDEND')).toHaveLength(
      21,
    );
    const records = expectOk(
      await api(t).get<{ list: { status: string }[] }>('team/activity/rewards', {
        token: a.token,
        query: { kind: 'dividend' },
      }),
    );
    expect(records.list.map((r) => r.status)).toEqual(Array(7).fill('paid'));
  });

  it('dissolves a group still short at the end of its window, and pays nothing for it', async () => {
    const leader = await vipMember(t);
    const group = expectOk(await open(leader.token));
    const a = await newcomer();
    expectOk(await join(a.token, group.id));
    await activate(a.id);
    t.clock.advance(8 * DAY);
    await settle();
    const after = expectOk(
      await api(t).get<TTeamGroup>('team/activity/group', {
        token: leader.token,
        query: { id: String(group.id) },
      }),
    );
    expect(after.state).toBe('dissolved');
    expect(await rewardsOf(group.id)).toEqual([]);
    const late = await newcomer();
    expectError(await join(late.token, group.id), 'TEAM_GROUP_CLOSED');
    // A new group may open once the old one is gone.
    expectOk(await open(leader.token));
  });
});

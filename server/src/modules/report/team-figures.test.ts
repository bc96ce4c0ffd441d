import type { TReportSummary } from '@club/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as teamCounts from '../../db/migrations/036_team_counts';
import { periodOf } from '../../kernel/calendar';
import { verifyLedger } from '../../money/verify';
import {
  api,
  expectOk,
  freshCommit,
  freshKey,
  fundByBankRecharge,
  fundMarketing,
  investor,
  liftSmsCap,
  memberIdOf,
  operatorApi,
  PAY_PASSWORD,
  projectBody,
  registerMember,
  updateSettings,
  vipMember,
} from '../../test/client';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness';
import { type Holder, teamOf } from './repo';

/**
 * The summary reads running totals; `teamOf` (the members page's query) defines the team. Here a
 * director with every kind of assistant, and every event that moves a figure, checked against a walk
 * over the team's own rows:
 *
 *   X1 (assistant) ─ p1 ─ D (director) ─ d1 (invests twice; one today) ─ X3 (assistant) ─ d2 (VIP)
 *   │                                  └ d3 ─ j1 (joins x1a's group, then VIP)
 *   ├ x1a (invests, leads a group) ─ X2 (assistant) ─ y1 (invests) ─ y2 (invests, revokes)
 *   │                                                └ y3 (VIP, cancels)
 *   └ x1b (VIP, lapsed: past its end, the expiry job not run yet)
 *   X4 (assistant) ─ z1 (VIP) ─ j2 (joins x1a's group, then VIP)
 */
describe.each(DIALECTS)('team figures from running totals (%s)', (dialect) => {
  let t: TestApp;
  const ids: Record<string, number> = {};
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp(dialect, { ACCESS_TOKEN_TTL: String(60 * 86_400) });
    await liftSmsCap(t);
    await updateSettings(t, { values: { teamTargetSize: 3 } });
    await fundMarketing(t, 10_000_000);
  }, 120_000);
  afterAll(async () => {
    expect((await verifyLedger(t.db)).filter((c) => !c.ok)).toEqual([]);
    await t.close();
  });

  const codeOf = async (name: string) =>
    (
      await t.db
        .selectFrom('users')
        .select('invitation_code')
        .where('id', '=', ids[name])
        .executeTakeFirstOrThrow()
    ).invitation_code;
  const invite = async (inviter?: string) => (inviter ? { inviteCode: await codeOf(inviter) } : {});
  async function plain(name: string, inviter?: string) {
    const m = await registerMember(t, await invite(inviter));
    ids[name] = await memberIdOf(t, m.phone);
    tokens[name] = m.tokens.token;
  }
  async function vip(name: string, inviter: string) {
    const m = await vipMember(t, await invite(inviter));
    ids[name] = m.id;
    tokens[name] = m.token;
  }
  async function investing(name: string, inviter: string) {
    const m = await investor(t, await invite(inviter));
    ids[name] = m.id;
    tokens[name] = m.tokens.token;
  }
  const vipLevel = async () =>
    (await t.db.selectFrom('member_levels').select('id').where('kind', '=', 'vip').executeTakeFirstOrThrow())
      .id;

  /** What the summary must say, walked from the rows: `teamOf`'s members, their memberships, money and groups. */
  async function walked(holder: Holder) {
    const now = t.clock.now();
    const day = periodOf('day', now, 'UTC').start;
    const week = periodOf('week', now, 'UTC').start;
    const team = await t.db.selectFrom(teamOf(t.db, holder).as('s')).selectAll().execute();
    const levelOf = new Map(team.map((r) => [Number(r.user_id), Number(r.level)]));
    const inTeam = [...levelOf.keys()];
    const none = [-1];
    const [memberships, investments, payouts, groups] = await Promise.all([
      t.db
        .selectFrom('memberships')
        .select('user_id')
        .where('user_id', 'in', inTeam.length ? inTeam : none)
        .where('status', '=', 'active')
        .where('activated_at', '<=', now)
        .where('expires_at', '>', now)
        .execute(),
      t.db
        .selectFrom('investments')
        .select(['principal', 'invested_at'])
        .where('user_id', 'in', inTeam.length ? inTeam : none)
        .where('status', '!=', 'revoked')
        .execute(),
      t.db
        .selectFrom('investment_payouts as p')
        .innerJoin('investments as i', 'i.id', 'p.investment_id')
        .select(['p.amount', 'p.paid_at'])
        .where('i.user_id', 'in', inTeam.length ? inTeam : none)
        .where('p.type', '!=', 'CAPITAL')
        .execute(),
      t.db
        .selectFrom('team_groups')
        .select('id')
        .where('state', '=', 'complete')
        .where('leader_id', 'in', inTeam.length ? inTeam : none)
        .execute(),
    ]);
    const members = new Set(memberships.map((m) => Number(m.user_id)));
    const levels = new Map<number, { level: number; users: number; members: number; nonMembers: number }>();
    for (const [userId, level] of levelOf) {
      const l = levels.get(level) ?? { level, users: 0, members: 0, nonMembers: 0 };
      l.users++;
      if (members.has(userId)) l.members++;
      else l.nonMembers++;
      levels.set(level, l);
    }
    const spans = (rows: { amount: number; at: number }[]) => ({
      day: rows.filter((r) => r.at >= day).reduce((n, r) => n + r.amount, 0),
      week: rows.filter((r) => r.at >= week).reduce((n, r) => n + r.amount, 0),
      total: rows.reduce((n, r) => n + r.amount, 0),
    });
    return {
      users: inTeam.length,
      members: members.size,
      teams: groups.length,
      levels: [...levels.values()].sort((a, b) => a.level - b.level),
      shareholding: spans(
        investments.map((i) => ({ amount: Number(i.principal), at: Number(i.invested_at) })),
      ),
      income: spans(payouts.map((p) => ({ amount: Number(p.amount), at: Number(p.paid_at) }))),
    };
  }

  const spansBefore = async (at: number) =>
    Number(
      (
        await t.db
          .selectFrom('report_spans')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('at', '<', at)
          .executeTakeFirstOrThrow()
      ).n,
    );

  async function expectSummariesMatchWalk() {
    const holders: [string, Holder, Record<string, string>][] = [
      ['D', { id: ids.D, role: 'director' }, {}],
      ...['X1', 'X2', 'X3', 'X4'].map((x): [string, Holder, Record<string, string>] => [
        'D',
        { id: ids[x], role: 'assistant' },
        { assistantId: String(ids[x]) },
      ]),
    ];
    // The Team tab's levels 1–3 read the same running totals (member/counts.ts, user/ancestry.ts).
    for (const who of ['X1', 'p1', 'D', 'x1a']) {
      const tab = expectOk(
        await api(t).get<{ levels: { level: number; members: number; vip: number }[] }>(
          'user/info/subordinateList',
          { token: tokens[who], query: { level: '1', page: '1', size: '1' } },
        ),
      );
      const under = await t.db
        .selectFrom('user_ancestors as ua')
        .select((eb) => [
          'ua.depth',
          eb.fn.countAll<number>().as('members'),
          eb.fn
            .sum<number>(
              eb
                .case()
                .when(
                  eb.exists(
                    eb
                      .selectFrom('memberships as m')
                      .select('m.id')
                      .whereRef('m.user_id', '=', 'ua.user_id')
                      .where('m.status', '=', 'active')
                      .where('m.expires_at', '>', t.clock.now()),
                  ),
                )
                .then(1)
                .else(0)
                .end(),
            )
            .as('vip'),
        ])
        .where('ua.ancestor_id', '=', ids[who])
        .groupBy('ua.depth')
        .execute();
      expect(tab.levels.map((l) => ({ level: l.level, members: l.members, vip: l.vip }))).toEqual(
        [1, 2, 3].map((level) => {
          const row = under.find((r) => Number(r.depth) === level);
          return { level, members: Number(row?.members ?? 0), vip: Number(row?.vip ?? 0) };
        }),
      );
    }
    for (const [who, holder, query] of holders) {
      const s = expectOk(
        await api(t).get<TReportSummary>('report/report/summary', { token: tokens[who], query }),
      );
      const want = await walked(holder);
      expect({ holder: holder.id, ...s }).toMatchObject({ holder: holder.id, ...want });
    }
  }

  it('gives what a walk over the team gives, after every kind of event', async () => {
    await plain('X1');
    await plain('p1', 'X1');
    await plain('D', 'p1');
    await investing('d1', 'D');
    await plain('X3', 'd1');
    await vip('d2', 'X3');
    await plain('d3', 'D');
    await investing('x1a', 'X1');
    await plain('X2', 'x1a');
    await investing('y1', 'X2');
    await investing('y2', 'y1');
    await vip('y3', 'X2');
    await vip('x1b', 'X1');
    await plain('X4');
    await vip('z1', 'X4');

    const ops = await operatorApi(t);
    expectOk(await ops.post('report/role/add', { userId: ids.D, role: 'director' }));
    for (const x of ['X1', 'X2', 'X3', 'X4']) {
      expectOk(await ops.post('report/role/add', { userId: ids[x], role: 'assistant', directorId: ids.D }));
    }

    // A team group led by x1a, completed by j1 (in the director's own part) and j2 (X4's).
    const group = expectOk(
      await api(t).post<{ id: number }>('team/activity/open', {}, { token: tokens.x1a }),
    );
    for (const [name, inviter] of [
      ['j1', 'd3'],
      ['j2', 'z1'],
    ]) {
      await plain(name, inviter);
      await t.services.users.setPayPassword(ids[name], {
        payPassword: PAY_PASSWORD,
        confirmPayPassword: PAY_PASSWORD,
      });
      await fundByBankRecharge(t, ids[name], 20_000);
      expectOk(await api(t).post('team/activity/join', { id: group.id }, { token: tokens[name] }));
      await t.services.members.activate(
        ids[name],
        { levelId: await vipLevel(), payPassword: PAY_PASSWORD },
        freshCommit(t),
      );
    }

    const { id: projectId } = expectOk(
      await ops.post<{ id: number }>('finance/proj/add', projectBody(t.clock.now())),
    );
    expectOk(await ops.post('finance/proj/publish', { id: projectId }));
    const invest = (name: string, amount: number) =>
      t.services.invest.invest(
        ids[name],
        { projectId, amount, payPassword: PAY_PASSWORD, acceptRisk: true },
        freshCommit(t),
      );
    for (const [name, amount] of [
      ['d1', 200_000],
      ['x1a', 300_000],
      ['y1', 150_000],
      ['y2', 120_000],
    ] as const) {
      await invest(name, amount);
    }
    const y2 = await t.db
      .selectFrom('investments')
      .select('id')
      .where('user_id', '=', ids.y2)
      .executeTakeFirstOrThrow();
    expectOk(
      await api(t).post(
        'finance/invest/revoke',
        { investmentId: y2.id },
        { token: tokens.y2, idempotencyKey: freshKey() },
      ),
    );
    await t.services.members.cancel(ids.y3, PAY_PASSWORD, freshCommit(t));
    await expectSummariesMatchWalk();

    // Days later: returns paid, a new investment today, and a membership past its end, not yet marked.
    expectOk(
      await ops.post(
        'finance/proj/revenue',
        { projectId, amount: 80_000, source: 'subsidy', memo: 'box office' },
        { idempotencyKey: freshKey() },
      ),
    );
    t.clock.advance(12 * 86_400);
    await t.services.settlement.settle(t.clock.now());
    const later = expectOk(
      await ops.post<{ id: number }>('finance/proj/add', projectBody(t.clock.now(), { cycleDays: 5 })),
    );
    expectOk(await ops.post('finance/proj/publish', { id: later.id }));
    await t.services.invest.invest(
      ids.d1,
      { projectId: later.id, amount: 50_000, payPassword: PAY_PASSWORD, acceptRisk: true },
      freshCommit(t),
    );
    await t.db
      .updateTable('memberships')
      .set({ expires_at: t.clock.now() - 1 })
      .where('user_id', '=', ids.x1b)
      .execute();
    const director = await walked({ id: ids.D, role: 'director' });
    expect(director.income.total).toBeGreaterThan(0);
    expect(director.shareholding.day).toBe(50_000);
    expect(director.teams).toBe(1);
    await expectSummariesMatchWalk();

    // The expiry job marks x1b's membership: the totals move, the summary stays right. The report
    // job drops the quarter hours older than any span.
    expect(await spansBefore(t.clock.now() - 8 * 86_400_000)).toBeGreaterThan(0);
    await t.scheduler.runDue();
    await expectSummariesMatchWalk();
    expect(await spansBefore(t.clock.now() - 8 * 86_400_000)).toBe(0);
  }, 240_000);

  it("fills the same totals from the rows as the events kept (the migration's fill for a running club)", async () => {
    const tables = [
      'user_ancestor_counts',
      'member_counts',
      'member_holders',
      'report_counts',
      'report_spans',
    ] as const;
    const snapshot = async () => {
      const out: Record<string, string[]> = {};
      for (const table of tables) {
        // The fill writes the last eight days' quarter hours, as the report job keeps them.
        const rows = (await t.db.selectFrom(table).selectAll().execute()).filter(
          (r) => !('at' in r) || Number(r.at) >= t.clock.now() - 8 * 86_400_000,
        );
        out[table] = rows
          .map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, Number(v)])))
          // A total that went back to zero is a row the fill has no reason to write.
          .filter((r) =>
            Object.entries(r).some(([k, v]) => !['ancestor_id', 'depth', 'own', 'at'].includes(k) && v !== 0),
          )
          .map((r) => JSON.stringify(r))
          .sort();
      }
      return out;
    };
    const kept = await snapshot();
    expect(kept.report_counts.length).toBeGreaterThan(10);
    for (const table of tables) await t.db.schema.dropTable(table).execute();
    await teamCounts.up(t.db);
    expect(await snapshot()).toEqual(kept);
  });
});

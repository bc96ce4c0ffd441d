import type { TReportGraph, TReportMember, TReportSummary } from '@club/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { verifyLedger } from '../../money/verify';
import {
  api,
  type Client,
  expectError,
  expectOk,
  freshCommit,
  freshKey,
  investor,
  liftSmsCap,
  memberIdOf,
  operatorApi,
  PAY_PASSWORD,
  projectBody,
  registerMember,
} from '../../test/client';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness';
import { subtreeSlice } from './days-repo';
import { closeReportDays } from './job';
import { type Holder, teamOf } from './repo';

/**
 * Directors and assistants (PRODUCT.md §11). The tree:
 *   director ─ a1 (VIP, invests 2,000.00) ─ a2 (registered only)
 *   assistant (not under the director) ─ b1 (VIP, invests 3,000.00; an assist invitation)
 *   outsider (no role) ─ c1
 */
describe.each(DIALECTS)('team reports (%s)', (dialect) => {
  let t: TestApp;
  let ops: Client;
  const ids: Record<string, number> = {};
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp(dialect, { ACCESS_TOKEN_TTL: String(30 * 86_400) });
    await liftSmsCap(t);
    const codeOf = async (id: number) =>
      (
        await t.db
          .selectFrom('users')
          .select('invitation_code')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).invitation_code;
    async function plain(name: string, inviter?: string) {
      const m = await registerMember(t, inviter ? { inviteCode: await codeOf(ids[inviter]) } : {});
      ids[name] = await memberIdOf(t, m.phone);
      tokens[name] = m.tokens.token;
    }
    async function investing(name: string, inviter: string) {
      const m = await investor(t, { inviteCode: await codeOf(ids[inviter]) });
      ids[name] = m.id;
      tokens[name] = m.tokens.token;
    }
    await plain('director');
    await plain('assistant');
    await plain('outsider');
    await plain('other');
    await investing('a1', 'director');
    await plain('a2', 'a1');
    await investing('b1', 'assistant');
    await plain('c1', 'outsider');

    const setup = await operatorApi(t);
    const { id: projectId } = expectOk(
      await setup.post<{ id: number }>('finance/proj/add', projectBody(t.clock.now())),
    );
    expectOk(await setup.post('finance/proj/publish', { id: projectId }));
    for (const [name, amount] of [
      ['a1', 200_000],
      ['b1', 300_000],
    ] as const) {
      await t.services.invest.invest(
        ids[name],
        { projectId, amount, payPassword: PAY_PASSWORD, acceptRisk: true },
        freshCommit(t),
      );
    }
    // Revenue to pay returns from, then past the raise and its first days: the team has income.
    expectOk(
      await setup.post(
        'finance/proj/revenue',
        { projectId, amount: 50_000, source: 'subsidy', memo: 'box office' },
        { idempotencyKey: freshKey() },
      ),
    );
    t.clock.advance(12 * 86_400);
    await t.services.settlement.settle(t.clock.now());
    ops = await operatorApi(t);
  });
  afterAll(async () => {
    expect((await verifyLedger(t.db)).filter((c) => !c.ok)).toEqual([]);
    await t.close();
  });

  const get = <T>(who: string, path: string, query: Record<string, string> = {}) =>
    api(t).get<T>(`report/report/${path}`, { token: tokens[who], query });
  const summary = async (who: string, query: Record<string, string> = {}) =>
    expectOk(await get<TReportSummary>(who, 'summary', query));
  const members = async (who: string, query: Record<string, string> = {}) =>
    expectOk(await get<{ list: TReportMember[]; pagination: { total: number } }>(who, 'members', query));

  it('lets an operator make directors and assistants, once each, audited', async () => {
    expectOk(await ops.post('report/role/add', { userId: ids.director, role: 'director' }));
    expectError(
      await ops.post('report/role/add', {
        userId: ids.assistant,
        role: 'assistant',
        directorId: ids.outsider,
      }),
      'REPORT_DIRECTOR_INVALID',
    );
    expectError(
      await ops.post('report/role/add', { userId: ids.assistant, role: 'assistant' }),
      'REPORT_DIRECTOR_INVALID',
    );
    expectOk(
      await ops.post('report/role/add', {
        userId: ids.assistant,
        role: 'assistant',
        directorId: ids.director,
      }),
    );
    expectError(
      await ops.post('report/role/add', { userId: ids.director, role: 'director' }),
      'REPORT_ROLE_TAKEN',
    );
    const page = expectOk(
      await ops.post<{ list: { userId: number; role: string; assistants: number; users: number }[] }>(
        'report/role/page',
        {},
      ),
    );
    expect(page.list.map((r) => [r.userId, r.role, r.assistants, r.users])).toEqual([
      [ids.assistant, 'assistant', 0, 1],
      [ids.director, 'director', 1, 3],
    ]);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', 'like', 'report:role:%')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['report:role:add', 'report:role:add']);
    // The person call tells the app which members see the Reports entry.
    const person = async (who: string) =>
      expectOk(await api(t).get<{ reportRole: string | null }>('user/info/person', { token: tokens[who] }))
        .reportRole;
    expect([await person('director'), await person('assistant'), await person('a1')]).toEqual([
      'director',
      'assistant',
      null,
    ]);
  });

  it("sums the director's whole tree with the assistant's invitees, checked against a direct count", async () => {
    const s = await summary('director');
    expect(s).toMatchObject({
      role: 'director',
      holderId: ids.director,
      users: 3,
      members: 2,
      nonMembers: 1,
    });
    expect(s.assistants).toBe(1);
    expect(s.teams).toBe(0);
    // b1 is level 1 under the assistant; a1 level 1 and a2 level 2 under the director.
    expect(s.levels).toEqual([
      { level: 1, users: 2, members: 2, nonMembers: 0 },
      { level: 2, users: 1, members: 0, nonMembers: 1 },
    ]);
    // Invested 12 days ago: in all time's figure, not today's.
    expect(s.shareholding.total).toBe(500_000);
    expect(s.shareholding.day).toBe(0);
    const paid = await t.db
      .selectFrom('investment_payouts as p')
      .innerJoin('investments as i', 'i.id', 'p.investment_id')
      .select((eb) => eb.fn.sum<number>('p.amount').as('n'))
      .where('i.user_id', 'in', [ids.a1, ids.b1])
      .where('p.type', '!=', 'CAPITAL')
      .executeTakeFirstOrThrow();
    expect(Number(paid.n)).toBeGreaterThan(0);
    expect(s.income.total).toBe(Number(paid.n));
    expect(s.income.day).toBe(Number(paid.n));

    const own = await summary('assistant');
    expect(own).toMatchObject({ role: 'assistant', users: 1, members: 1, assistants: 0 });
    expect(own.shareholding.total).toBe(300_000);
    // The director looking at the assistant sees what the assistant sees.
    expect(await summary('director', { assistantId: String(ids.assistant) })).toEqual(own);
  });

  it('lists the team member by member, with filters and search', async () => {
    const all = await members('director');
    expect(all.pagination.total).toBe(3);
    const byId = Object.fromEntries(all.list.map((r) => [r.userId, r]));
    expect(byId[ids.a1]).toMatchObject({
      memberStatus: 'activated',
      isMemberFeeReturned: false,
      level: 1,
      assist: false,
      activateMemberTime: expect.any(String),
    });
    expect(byId[ids.a2]).toMatchObject({ memberStatus: 'notActivated', activateMemberTime: null, level: 2 });
    expect(byId[ids.b1]).toMatchObject({ memberStatus: 'activated', level: 1, assist: true });
    expect(byId[ids.a1].mobile).toMatch(/^\d{3}\*{4}\d{4}$/);
    // Nothing about money.
    expect(Object.keys(byId[ids.a1]).sort()).toEqual([
      'activateMemberTime',
      'assist',
      'isMemberFeeReturned',
      'level',
      'memberStatus',
      'mobile',
      'registeredTime',
      'userId',
    ]);
    const idsOf = (page: { list: TReportMember[] }) => page.list.map((r) => r.userId).sort((a, b) => a - b);
    expect(idsOf(await members('director', { status: 'activated' }))).toEqual(
      [ids.a1, ids.b1].sort((a, b) => a - b),
    );
    expect(idsOf(await members('director', { status: 'notActivated' }))).toEqual([ids.a2]);
    expect(idsOf(await members('director', { level: '2' }))).toEqual([ids.a2]);
    expect(idsOf(await members('director', { search: String(ids.a2) }))).toEqual([ids.a2]);
    expect(idsOf(await members('director', { feeReturned: 'yes' }))).toEqual([]);
    expect(idsOf(await members('assistant'))).toEqual([ids.b1]);

    // Newest registration first, the director's own and the assistant's invitees merged, a page at
    // a time; a level's pages the same, and the totals those of the whole team or level.
    const newestFirst = [ids.a1, ids.a2, ids.b1].sort((a, b) => b - a);
    expect(all.list.map((r) => r.userId)).toEqual(newestFirst);
    for (const [page, expected] of newestFirst.entries()) {
      const one = await members('director', { page: String(page + 1), size: '1' });
      expect(one.list.map((r) => r.userId)).toEqual([expected]);
      expect(one.pagination.total).toBe(3);
    }
    const levelOne = [ids.a1, ids.b1].sort((a, b) => b - a);
    const second = await members('director', { level: '1', page: '2', size: '1' });
    expect(second.list).toEqual([expect.objectContaining({ userId: levelOne[1], level: 1 })]);
    expect(second.pagination.total).toBe(2);
    expect((await members('director', { page: '4', size: '1' })).list).toEqual([]);

    const assistants = expectOk(
      await get<{ list: { userId: number; users: number; members: number; shareholding: number }[] }>(
        'director',
        'assistants',
      ),
    );
    expect(assistants.list).toEqual([
      expect.objectContaining({ userId: ids.assistant, users: 1, members: 1, shareholding: 300_000 }),
    ]);
    // An assistant has no assistants: that part of the reports is not open to them.
    expectError(await get('assistant', 'assistants'), 'FEATURE_NOT_OPEN');
  });

  it('refuses every report call to members without a role, and other teams to everyone', async () => {
    for (const path of ['summary', 'members', 'assistants', 'graph?graph=team']) {
      const [p, q] = path.split('?');
      expectError(await get('a1', p, q ? { graph: 'team' } : {}), 'FORBIDDEN');
    }
    expectOk(await ops.post('report/role/add', { userId: ids.other, role: 'director' }));
    // Another director, the assistant looking at the director, and anyone naming a non-assistant.
    expectError(await get('other', 'summary', { assistantId: String(ids.assistant) }), 'FORBIDDEN');
    expectError(await get('assistant', 'summary', { assistantId: String(ids.director) }), 'FORBIDDEN');
    expectError(await get('director', 'members', { assistantId: String(ids.a1) }), 'FORBIDDEN');
    expectError(
      await get('director', 'graph', { graph: 'team', assistantId: String(ids.other) }),
      'FORBIDDEN',
    );
    expect((await summary('other')).users).toBe(0);
  });

  it('fills a new director’s last 90 days at appointment, before any day-close runs', async () => {
    const fresh = await memberIdOf(t, (await registerMember(t)).phone);
    expectOk(await ops.post('report/role/add', { userId: fresh, role: 'director' }));
    const written = () =>
      t.db
        .selectFrom('report_days')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('holder_id', '=', fresh)
        .executeTakeFirstOrThrow();
    await vi.waitFor(async () => expect(Number((await written()).n)).toBe(90), { timeout: 10_000 });
  });

  it('writes one row per holder and day however often the day-close runs, and catches up', async () => {
    const rows = () =>
      t.db
        .selectFrom('report_days')
        .select(['holder_id', 'day_start', 'users'])
        .where('holder_id', '=', ids.director)
        .orderBy('day_start')
        .execute();
    // The director's days were written at appointment, before the assistant's team joined theirs
    // (days stay as written): written again from nothing here, by two runs at once.
    await t.db.deleteFrom('report_days').where('holder_id', '=', ids.director).execute();
    await Promise.all([
      closeReportDays(t.db, t.services.settings, t.clock.now()),
      closeReportDays(t.db, t.services.settings, t.clock.now()),
    ]);
    await closeReportDays(t.db, t.services.settings, t.clock.now());
    const first = await rows();
    // 90 days back, up to yesterday (UTC by default).
    expect(first.length).toBe(90);
    expect(new Set(first.map((r) => Number(r.day_start))).size).toBe(90);

    t.clock.advance(3 * 86_400);
    await closeReportDays(t.db, t.services.settings, t.clock.now());
    const later = await rows();
    expect(later.length).toBe(93);
    // The last closed day holds the whole team.
    expect(later.at(-1)?.users).toBe(3);

    const graph = async (graph: string, days: string) =>
      expectOk(await get<TReportGraph>('director', 'graph', { graph, days }));
    const team = await graph('team', '7');
    expect(team.points).toHaveLength(7);
    expect(team.points.at(-1)).toMatchObject({ value: 3, members: 2 });
    expect((await graph('growth', '90')).points.reduce((n, p) => n + p.value, 0)).toBe(3);
    expect((await graph('shareholding', '30')).points.at(-1)?.value).toBe(500_000);
    expect((await graph('team', '30')).points).toHaveLength(30);
  });

  it('counts a member under both the director and an assistant once, as a walk over the team counts the day', async () => {
    // a3 joins under a2, and a2 becomes the director's second assistant: a3 is in the director's own
    // tree and in an assistant's.
    await registerMember(t, {
      inviteCode: (
        await t.db
          .selectFrom('users')
          .select('invitation_code')
          .where('id', '=', ids.a2)
          .executeTakeFirstOrThrow()
      ).invitation_code,
    });
    expectOk(
      await ops.post('report/role/add', { userId: ids.a2, role: 'assistant', directorId: ids.director }),
    );
    t.clock.advance(86_400);
    await t.db.deleteFrom('report_days').where('holder_id', '=', ids.director).execute();
    await closeReportDays(t.db, t.services.settings, t.clock.now());
    const last = await t.db
      .selectFrom('report_days')
      .selectAll()
      .where('holder_id', '=', ids.director)
      .orderBy('day_start', 'desc')
      .executeTakeFirstOrThrow();

    // The same day by a direct count over the whole team (`teamOf`, the team's definition).
    const end = Number(last.day_start) + 86_400_000;
    const director: Holder = { id: ids.director, role: 'director' };
    const team = () => t.db.selectFrom(teamOf(t.db, director).as('s')).select('s.user_id');
    const [users, members, held] = await Promise.all([
      t.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('id', 'in', team())
        .where('created_at', '<', end)
        .executeTakeFirstOrThrow(),
      t.db
        .selectFrom('memberships')
        .select((eb) => eb.fn.count<number>('user_id').distinct().as('n'))
        .where('user_id', 'in', team())
        .where('status', '!=', 'cancelled')
        .where('activated_at', '<', end)
        .where('expires_at', '>=', end)
        .executeTakeFirstOrThrow(),
      t.db
        .selectFrom('investments')
        .select((eb) => eb.fn.sum<number>('principal').as('n'))
        .where('user_id', 'in', team())
        .where('invested_at', '<', end)
        .where((eb) => eb.or([eb('revoked_at', 'is', null), eb('revoked_at', '>=', end)]))
        .executeTakeFirstOrThrow(),
    ]);
    expect(Number(users.n)).toBe(4);
    expect({ users: last.users, members: last.members, shareholding: Number(last.shareholding) }).toEqual({
      users: Number(users.n),
      members: Number(members.n),
      shareholding: Number(held.n ?? 0),
    });
  });

  it('walks a subtree a slice at a time in (depth, id) order, every member once', async () => {
    const whole = await t.db
      .selectFrom('user_ancestors')
      .select('user_id')
      .where('ancestor_id', '=', ids.director)
      .orderBy('depth')
      .orderBy('user_id')
      .execute();
    const seen: number[] = [];
    let after = { depth: 0, userId: 0 };
    for (;;) {
      const slice = await subtreeSlice(t.db, ids.director, after, 1);
      const last = slice.at(-1);
      if (!last) break;
      seen.push(...slice.map((r) => r.user_id));
      after = { depth: last.depth, userId: last.user_id };
    }
    expect(whole.length).toBeGreaterThanOrEqual(3);
    expect(seen).toEqual(whole.map((r) => r.user_id));
  });
});

import type { TAdminRankClose, TPaged, TRankBoardView, TRankClose } from '@club/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { periodOf } from '../../kernel/calendar';
import { verifyLedger } from '../../money/verify';
import {
  api,
  type Client,
  expectOk,
  freshCommit,
  freshKey,
  fundMarketing,
  investor,
  liftSmsCap,
  operatorApi,
  PAY_PASSWORD,
  projectBody,
  vipMember,
} from '../../test/client';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness';
import { closeRankings } from './job';
import { type Board, type Span, walkedPlaces } from './repo';
import { buildState, sliceEnd, standingPlaces } from './standings-repo';

const HOUR = 3600;

/**
 * Rankings (PRODUCT.md §8): boards read from the database with the tie rule, closed once per board
 * and period (also by two processes at once and after downtime), a crowdfunding board 24 h late.
 */
describe.each(DIALECTS)('rankings (%s)', (dialect) => {
  let t: TestApp;
  let ops: Client;
  beforeAll(async () => {
    t = await createTestApp(dialect, { ACCESS_TOKEN_TTL: String(60 * 86_400) });
    await liftSmsCap(t);
    ops = await operatorApi(t);
    await fundMarketing(t, 10_000_000);
    // Start at the beginning of a week, so everything below falls in it.
    const week = periodOf('week', t.clock.now(), 'UTC');
    t.clock.advance((week.end - t.clock.now()) / 1000 + HOUR);
    // The weeks and months before this one close empty.
    await closeRankings(t.db, t.services.settings, t.services.rankStandings, t.clock.now());
  });
  afterAll(async () => {
    expect((await verifyLedger(t.db)).filter((c) => !c.ok)).toEqual([]);
    await t.close();
  });

  const codeOf = async (id: number) =>
    (await t.db.selectFrom('users').select('invitation_code').where('id', '=', id).executeTakeFirstOrThrow())
      .invitation_code;
  const board = async (token: string, q: Record<string, string>) =>
    expectOk(await api(t).get<TRankBoardView>('ranking/board', { token, query: q }));
  const close = () => closeRankings(t.db, t.services.settings, t.services.rankStandings, t.clock.now());

  it('ranks invitations and crowdfunding of the week, ties to who got there first, and pays the top once at close', async () => {
    const a = await vipMember(t);
    const b = await vipMember(t);
    const c = await vipMember(t);
    // a: two invitees activate; b and c one each, b's first: b ranks above c at one each.
    await vipMember(t, { inviteCode: await codeOf(a.id) });
    t.clock.advance(60);
    await vipMember(t, { inviteCode: await codeOf(b.id) });
    t.clock.advance(60);
    await vipMember(t, { inviteCode: await codeOf(c.id) });
    t.clock.advance(60);
    await vipMember(t, { inviteCode: await codeOf(a.id) });

    const live = await board(c.token, { board: 'invite', span: 'week' });
    const top = live.top.filter((e) => e.figure > 0);
    expect(top.map((e) => e.figure).slice(0, 3)).toEqual([2, 1, 1]);
    expect(live.me.figure).toBe(1);
    const bPlace = (await board(b.token, { board: 'invite', span: 'week' })).me.rank;
    expect(live.me.rank).toBe((bPlace ?? 0) + 1);
    expect(live.top[0]).toMatchObject({ rank: 1, reward: 5_000, phone: expect.stringMatching(/\*{4}/) });

    // The week ends; two processes close it at once: each place paid once.
    t.clock.advance((Date.parse(live.end) - t.clock.now()) / 1000 + 60);
    await Promise.all([close(), close()]);
    await close();
    const closes = await t.db
      .selectFrom('rank_closes')
      .selectAll()
      .where('board', '=', 'invite')
      .where('span', '=', 'week')
      .where('period_start', '=', Date.parse(live.start))
      .execute();
    expect(closes).toHaveLength(1);
    const paid = await t.db
      .selectFrom('ledger_entries')
      .select('id')
      .where('type', '=', 'INVITE_WEEK_RANK_REWARD')
      .where('reference', '=', `rank:${closes[0].id}`)
      .execute();
    const winners = live.top.length;
    expect(paid).toHaveLength(winners);
    const awards = expectOk(
      await api(t).get<TPaged<TRankClose>>('ranking/awards', {
        token: a.token,
        query: { board: 'invite', span: 'week' },
      }),
    );
    expect(awards.list[0]).toMatchObject({ start: live.start, end: live.end });
    expect(awards.list[0].winners[0]).toMatchObject({ rank: 1, figure: 2, reward: 5_000, paid: true });
  });

  it('counts only investments not revoked, and closes the crowdfunding week 24 h after it ends', async () => {
    const { id: projectId } = expectOk(
      await ops.post<{ id: number }>('finance/proj/add', projectBody(t.clock.now(), { amount: 100_000_000 })),
    );
    expectOk(await ops.post('finance/proj/publish', { id: projectId }));
    const big = await investor(t);
    const small = await investor(t);
    const invest = (m: { id: number }, amount: number) =>
      t.services.invest.invest(
        m.id,
        { projectId, amount, payPassword: PAY_PASSWORD, acceptRisk: true },
        freshCommit(t),
      );
    const revoked = await invest(big, 500_000);
    await invest(big, 20_000);
    await invest(small, 30_000);
    expectOk(
      await api(t).post(
        'finance/invest/revoke',
        { investmentId: revoked.id },
        { token: big.tokens.token, idempotencyKey: freshKey() },
      ),
    );
    const live = await board(small.tokens.token, { board: 'crowdfunding', span: 'week' });
    expect(live.top.slice(0, 2).map((e) => e.figure)).toEqual([30_000, 20_000]);
    expect(live.me).toEqual({ rank: 1, figure: 30_000 });
    expect(Date.parse(live.closesAt) - Date.parse(live.end)).toBe(24 * HOUR * 1000);

    t.clock.advance((Date.parse(live.end) - t.clock.now()) / 1000 + 60);
    await close();
    const closed = () =>
      t.db
        .selectFrom('rank_closes')
        .select('id')
        .where('board', '=', 'crowdfunding')
        .where('span', '=', 'week')
        .where('period_start', '=', Date.parse(live.start))
        .execute();
    expect(await closed()).toHaveLength(0);
    t.clock.advance(24 * HOUR);
    await close();
    expect(await closed()).toHaveLength(1);
  });

  it('catches up on every period missed while down, and shows operators what each close paid', async () => {
    const before = await t.db.selectFrom('rank_closes').select('id').where('span', '=', 'week').execute();
    t.clock.advance(3 * 7 * 24 * HOUR);
    await close();
    const after = await t.db.selectFrom('rank_closes').select('id').where('span', '=', 'week').execute();
    // Three more weeks of each of the two boards.
    expect(after.length - before.length).toBe(6);
    const page = expectOk(
      await ops.post<TPaged<TAdminRankClose>>('ranking/close/page', {
        board: 'invite',
        span: 'week',
        size: 50,
      }),
    );
    const paidOne = page.list.find((c) => c.winners.length > 0);
    expect(paidOne).toMatchObject({ pending: 0 });
    expect(paidOne?.total).toBe(paidOne?.winners.reduce((s, w) => s + w.reward, 0));
  });

  it('keeps each board’s running figures in the events’ transactions, as a walk over the period finds them, in any zone', async () => {
    const { id: projectId } = expectOk(
      await ops.post<{ id: number }>('finance/proj/add', projectBody(t.clock.now(), { amount: 100_000_000 })),
    );
    expectOk(await ops.post('finance/proj/publish', { id: projectId }));
    const invest = (m: { id: number }, amount: number) =>
      t.services.invest.invest(
        m.id,
        { projectId, amount, payPassword: PAY_PASSWORD, acceptRisk: true },
        freshCommit(t),
      );
    const vip = await t.db
      .selectFrom('member_levels')
      .select('id')
      .where('kind', '=', 'vip')
      .executeTakeFirstOrThrow();
    const lead = await investor(t);
    const code = await codeOf(lead.id);
    const first = await investor(t, { inviteCode: code });
    const second = await vipMember(t, { inviteCode: code });
    // `second` ends their membership and takes a new one in the same week: one invitee, counted once.
    await t.services.members.cancel(second.id, PAY_PASSWORD, freshCommit(t));
    await t.services.members.activate(
      second.id,
      { levelId: vip.id, payPassword: PAY_PASSWORD },
      freshCommit(t),
    );
    await invest(lead, 40_000);
    t.clock.advance(60);
    await invest(first, 40_000);
    const revoked = await invest(first, 70_000);
    await t.services.invest.revoke(first.id, revoked.id, freshCommit(t));
    const earlier = t.clock.now();
    t.clock.advance(8 * 24 * HOUR);
    await vipMember(t, { inviteCode: code });
    await invest(first, 30_000);
    const ids = [lead.id, first.id, second.id];

    /** Every place the figures give equals the walk's, on each board and span, this period and 8 days ago. */
    const agree = async (zone: string) => {
      expect(await buildState(t.db)).toEqual({ zone, next_user_id: null });
      for (const board of ['invite', 'crowdfunding'] as Board[]) {
        for (const span of ['week', 'month'] as Span[]) {
          for (const at of [earlier, t.clock.now()]) {
            const period = periodOf(span, at, zone);
            for (const userId of ids) {
              const kept = await standingPlaces(
                t.db,
                { board, span, period_start: period.start },
                10,
                userId,
              );
              const walked = await walkedPlaces(t.db, board, period, 10, userId);
              const places = (r: typeof kept) => ({
                top: r.top.map((p) => [p.user_id, p.figure, p.place]),
                me: r.me && [r.me.figure, r.me.place],
              });
              expect(places(kept)).toEqual(places(walked));
            }
          }
        }
      }
    };
    await agree('UTC');
    const week = await board(lead.tokens.token, { board: 'invite', span: 'week' });
    expect(week.me.figure).toBe(1);
    const before = (await walkedPlaces(t.db, 'invite', periodOf('month', earlier, 'UTC'), 10, lead.id)).me;
    expect(before?.figure).toBeGreaterThanOrEqual(2);

    // A change of zone moves every period's edges: the next run rebuilds the figures in the new zone.
    expectOk(await ops.post('base/setting/update', { values: { timeZone: 'Pacific/Kiritimati' } }));
    await close();
    await agree('Pacific/Kiritimati');
    // Built again from nothing (a first start over an existing club): the same figures.
    await t.db.deleteFrom('rank_standings').execute();
    await t.db.updateTable('rank_standings_build').set({ zone: '', next_user_id: 0 }).execute();
    expectOk(await ops.post('base/setting/update', { values: { timeZone: 'UTC' } }));
    await Promise.all([close(), close()]);
    await agree('UTC');

    // A build step ends before the member whose rows pass its cap, or holds that member alone:
    // `first` with three investments, the lead with three invitees.
    expect(await sliceEnd(t.db, first.id, first.id + 1_000, 1)).toBe(first.id);
    expect(await sliceEnd(t.db, lead.id, first.id + 1_000, 1)).toBe(lead.id);
    expect(await sliceEnd(t.db, lead.id, first.id + 1_000, 1_000)).toBe(first.id + 1_000);
  });
});

import type {
  TAdminTask,
  TTaskList,
  TTaskPreview,
  TTaskRecord,
  TTaskReward,
  TTaskSession,
} from '@club/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeMp4, rgbToYuv } from '../../demo/h264';
import type { AppError } from '../../kernel/errors';
import { verifyLedger } from '../../money/verify';
import {
  api,
  type Client,
  expectError,
  expectOk,
  fundMarketing,
  liftSmsCap,
  operatorApi,
  operatorToken,
  projectBody,
  registerMember,
  vipMember,
} from '../../test/client';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness';
import { uploadFile } from '../../test/multipart';

/** A real three-frame MP4 clip, as the demo's trailers are written. */
const clip = () => {
  const frame = (v: number) =>
    rgbToYuv(
      Float32Array.from({ length: 16 * 16 * 3 }, () => v),
      16,
      16,
    );
  return encodeMp4([frame(0), frame(120), frame(240)], 16, 16, 10);
};
const today = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe.each(DIALECTS)('trailer tasks (%s)', (dialect) => {
  let t: TestApp;
  let ops: Client;
  let video: string;
  const taskIds: number[] = [];
  beforeAll(async () => {
    // Tokens outlive the days these tests move the clock across.
    t = await createTestApp(dialect, { ACCESS_TOKEN_TTL: String(7 * 86_400) });
    await liftSmsCap(t);
    ops = await operatorApi(t);
    video = expectOk(
      await uploadFile(
        t,
        await operatorToken(t),
        { content: clip(), name: 'trailer.mp4', type: 'video/mp4' },
        '/api/admin/trailer/task/upload',
      ),
    ).url;
    // Five tasks today: a VIP sees three, an SVIP1 four.
    for (const n of [1, 2, 3, 4, 5])
      taskIds.push((await addTask({ title: `Trailer ${n}`, reward: 100 * n })).id);
    await fundMarketing(t, 100_000);
  });
  afterAll(async () => {
    expect((await verifyLedger(t.db)).filter((c) => !c.ok)).toEqual([]);
    await t.close();
  });

  async function addTask({ title = 'Trailer', ...over }: Record<string, unknown> = {}) {
    return expectOk(
      await ops.post<{ id: number }>('trailer/task/add', {
        texts: { en: { title } },
        projectId: null,
        videoUrl: video,
        reward: 100,
        requiredSeconds: 30,
        fromDay: today(t.clock.now()),
        toDay: today(t.clock.now() + 30 * 86_400_000),
        enabled: true,
        ...over,
      }),
    );
  }
  const list = async (token: string) => expectOk(await api(t).get<TTaskList>('trailer/task/list', { token }));
  const start = (token: string, taskId: number) =>
    api(t).get<TTaskSession>('trailer/task/startTask', { token, query: { taskId: String(taskId) } });
  const claim = (token: string, sessionId: number) =>
    api(t).post<TTaskReward>('trailer/task/distributeRewards', { sessionId }, { token });
  const work = async (id: number) => (await t.services.funds.income(id)).work;

  it("shows each task's title in the member's language, in English where it has none", async () => {
    const [fromDay, toDay] = [today(t.clock.now()), today(t.clock.now() + 30 * 86_400_000)];
    const texts = {
      en: { title: 'Trailer 2' },
      'de-DE': { title: 'Trailer zwei' },
      'ja-JP': { title: '予告編 2' },
    };
    expectOk(
      await ops.post('trailer/task/update', {
        id: taskIds[1],
        texts,
        projectId: null,
        videoUrl: video,
        reward: 200,
        requiredSeconds: 30,
        fromDay,
        toDay,
        enabled: true,
      }),
    );
    const m = await vipMember(t);
    const titles = async (lang: string) =>
      expectOk(await api(t).get<TTaskList>('trailer/task/list', { token: m.token, lang })).list.map(
        (x) => x.title,
      );
    expect(await titles('de-DE')).toEqual(['Trailer 1', 'Trailer zwei', 'Trailer 3']);
    expect(await titles('ja-JP')).toEqual(['Trailer 1', '予告編 2', 'Trailer 3']);
    expect(await titles('fr')).toEqual(['Trailer 1', 'Trailer 2', 'Trailer 3']);
    expectOk(await start(m.token, taskIds[1]));
    const records = expectOk(
      await api(t).get<{ list: TTaskRecord[] }>('trailer/task/records', { token: m.token, lang: 'de-DE' }),
    );
    expect(records.list.map((r) => r.title)).toEqual(['Trailer zwei']);
    const page = expectOk(await ops.post<{ list: TAdminTask[] }>('trailer/task/page', { sortOrder: 'asc' }));
    expect(page.list.find((x) => x.id === taskIds[1])?.texts).toEqual(texts);
  });

  it('pays a task only once its seconds have passed on the server clock, and only once', async () => {
    const m = await vipMember(t);
    const shown = await list(m.token);
    expect(shown).toMatchObject({ day: today(t.clock.now()), dailyCount: 3, left: 3 });
    expect(shown.list.map((x) => [x.title, x.state, x.sessionId])).toEqual([
      ['Trailer 1', 'notCompleted', null],
      ['Trailer 2', 'notCompleted', null],
      ['Trailer 3', 'notCompleted', null],
    ]);

    const session = expectOk(await start(m.token, taskIds[0]));
    expect(session).toMatchObject({ taskId: taskIds[0], requiredSeconds: 30 });
    t.clock.advance(29);
    expectError(await claim(m.token, session.sessionId), 'TASK_TOO_EARLY', { seconds: 1 });
    expect((await list(m.token)).list[0]).toMatchObject({ state: 'notCompleted', secondsLeft: 1 });
    expect(await work(m.id)).toBe(0);

    t.clock.advance(1);
    expect((await list(m.token)).list[0].state).toBe('completed');
    // Two taps at once: one reward.
    const [a, b] = await Promise.all([claim(m.token, session.sessionId), claim(m.token, session.sessionId)]);
    const won = [a, b].filter((r) => r.body.code === 1000);
    expect(won).toHaveLength(1);
    expect(won[0].body.data).toEqual({ sessionId: session.sessionId, amount: 100, paid: true });
    expectError([a, b].find((r) => r.body.code !== 1000) ?? a, 'TASK_ALREADY_REWARDED');
    expect(await work(m.id)).toBe(100);
    expectError(await claim(m.token, session.sessionId), 'TASK_ALREADY_REWARDED');
    expectError(await start(m.token, taskIds[0]), 'TASK_ALREADY_REWARDED');
    expect(await list(m.token)).toMatchObject({ left: 2 });
    expect((await list(m.token)).list[0].state).toBe('rewarded');

    const entries = await t.db
      .selectFrom('ledger_entries')
      .select('request_key')
      .where('type', '=', 'TASKAWARD')
      .where('request_key', 'is not', null)
      .execute();
    expect(entries.length).toBeGreaterThanOrEqual(1);
  });

  it('restarts the clock when a member leaves early and starts again; someone else cannot claim it', async () => {
    const m = await vipMember(t);
    const first = expectOk(await start(m.token, taskIds[1]));
    t.clock.advance(20);
    // Left early, back later: the watch starts over, in the same session.
    const again = expectOk(await start(m.token, taskIds[1]));
    expect(again.sessionId).toBe(first.sessionId);
    t.clock.advance(20);
    expectError(await claim(m.token, again.sessionId), 'TASK_TOO_EARLY', { seconds: 10 });
    const other = await vipMember(t);
    expectError(await claim(other.token, again.sessionId), 'NOT_FOUND');
    t.clock.advance(10);
    expectOk(await claim(m.token, again.sessionId));
    expect(await work(m.id)).toBe(200);
  });

  it('offers the daily count by level: 3 for VIP, +1 per SVIP level, and nothing without VIP', async () => {
    const plain = await registerMember(t);
    expectError(await api(t).get('trailer/task/list', { token: plain.tokens.token }), 'MEMBERSHIP_REQUIRED');
    expectError(await start(plain.tokens.token, taskIds[0]), 'MEMBERSHIP_REQUIRED');

    const vip = await vipMember(t);
    expectError(await start(vip.token, taskIds[3]), 'TASK_NOT_AVAILABLE');
    await t.db.updateTable('users').set({ svip_level: 1 }).where('id', '=', vip.id).execute();
    const svip = await list(vip.token);
    expect(svip).toMatchObject({ dailyCount: 4, left: 4 });
    expect(svip.list.map((x) => x.title)).toEqual(['Trailer 1', 'Trailer 2', 'Trailer 3', 'Trailer 4']);
    expectOk(await start(vip.token, taskIds[3]));
    expectError(await start(vip.token, taskIds[4]), 'TASK_NOT_AVAILABLE');
    expectError(await start(vip.token, 999_999), 'TASK_NOT_AVAILABLE');
  });

  it('previews what VIP unlocks to any member, in their language, while starting and claiming stay VIP only', async () => {
    const plain = await registerMember(t);
    const token = plain.tokens.token;
    const preview = expectOk(
      await api(t).get<TTaskPreview>('trailer/task/preview', { token, lang: 'de-DE' }),
    );
    // A VIP's three of today's five, as a VIP member's own list shows them.
    expect(preview).toMatchObject({ day: today(t.clock.now()), dailyCount: 3 });
    expect(preview.list.map((x) => [x.id, x.title, x.reward, x.requiredSeconds])).toEqual([
      [taskIds[0], 'Trailer 1', 100, 30],
      [taskIds[1], 'Trailer zwei', 200, 30],
      [taskIds[2], 'Trailer 3', 300, 30],
    ]);
    const vip = await vipMember(t);
    expect((await list(vip.token)).list.map((x) => x.id)).toEqual(preview.list.map((x) => x.id));
    // Only titles, posters and rewards: nothing to watch or start with.
    expect(Object.keys(preview.list[0]).sort()).toEqual([
      'id',
      'poster',
      'requiredSeconds',
      'reward',
      'title',
    ]);

    expectError(await start(token, taskIds[0]), 'MEMBERSHIP_REQUIRED');
    expectError(await api(t).get('trailer/task/preview'), 'AUTH_REQUIRED');
  });

  it('counts a task for the day it started, and lets a started session expire after a day', async () => {
    const m = await vipMember(t);
    // Started a minute before midnight, claimed after it: the reward is the start day's.
    const now = t.clock.now();
    const toMidnight = 86_400_000 - (now % 86_400_000);
    t.clock.advance(Math.floor(toMidnight / 1000) - 60);
    const s = expectOk(await start(m.token, taskIds[2]));
    t.clock.advance(90);
    expectOk(await claim(m.token, s.sessionId));
    const records = expectOk(
      await api(t).get<{ list: TTaskRecord[] }>('trailer/task/records', { token: m.token }),
    ).list;
    expect(records[0]).toMatchObject({ sessionId: s.sessionId, state: 'rewarded', reward: 300 });
    expect(records[0].day).toBe(today(Date.parse(s.startedAt)));

    // The new day's tasks: the same task can be done again, but a stale session cannot be claimed.
    const todayTasks = await list(m.token);
    expect(todayTasks.list.every((x) => x.sessionId === null)).toBe(true);
    const stale = expectOk(await start(m.token, taskIds[0]));
    t.clock.advance(2 * 86_400);
    expectError(await claim(m.token, stale.sessionId), 'TASK_SESSION_EXPIRED');
  });

  it('keeps a reward the marketing budget cannot cover waiting, and pays it once topped up', async () => {
    const m = await vipMember(t);
    const s = expectOk(await start(m.token, taskIds[0]));
    // A reward beyond what the budget holds (the session keeps the reward it started with).
    await t.db
      .updateTable('task_sessions')
      .set({ reward: 5_000_000 })
      .where('id', '=', s.sessionId)
      .execute();
    t.clock.advance(30);
    expect(expectOk(await claim(m.token, s.sessionId))).toEqual({
      sessionId: s.sessionId,
      amount: 5_000_000,
      paid: false,
    });
    expect(await work(m.id)).toBe(0);
    const waiting = expectOk(await api(t).get<{ total: number }>('funds/reward/pending', { token: m.token }));
    expect(waiting.total).toBe(5_000_000);
    expect((await list(m.token)).list[0].state).toBe('rewarded');
    await fundMarketing(t, 5_000_000);
    expect(await work(m.id)).toBe(5_000_000);
  });

  describe("the daily quota: rewards earned in the club's day, wherever the tasks moved since", () => {
    const ids: number[] = [];
    const moveAway = (id: number, day: string) =>
      ops.post('trailer/task/update', {
        id,
        texts: { en: { title: `Moved ${id}` } },
        projectId: null,
        videoUrl: video,
        reward: 1_000,
        requiredSeconds: 30,
        fromDay: day,
        toDay: day,
        enabled: true,
      });
    const ledgerEntries = async () =>
      Number(
        (
          await t.db
            .selectFrom('ledger_entries')
            .select((e) => e.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    beforeAll(async () => {
      // A day of their own, past every task above, at 12:00 UTC: 21:00 in Tokyo, the club's zone.
      const now = t.clock.now();
      t.clock.advance(
        (Math.ceil(now / 86_400_000) * 86_400_000 + 40 * 86_400_000 + 12 * 3_600_000 - now) / 1000,
      );
      const day = today(t.clock.now());
      ops = await operatorApi(t);
      expectOk(await ops.post('base/setting/update', { values: { timeZone: 'Asia/Tokyo' } }));
      for (const n of [1, 2, 3, 4, 5, 6, 7, 8])
        ids.push((await addTask({ title: `Quota ${n}`, reward: 1_000, toDay: day })).id);
    });

    it('refuses a fourth reward after the rewarded tasks moved to another day, and keeps the ledger as it was', async () => {
      const m = await vipMember(t);
      const tomorrow = today(t.clock.now() + 86_400_000);
      const watch = async (...taskIds: number[]) => {
        const sessions = [];
        for (const id of taskIds) sessions.push(expectOk(await start(m.token, id)).sessionId);
        t.clock.advance(30);
        return sessions;
      };
      for (const sessionId of await watch(ids[0], ids[1])) expectOk(await claim(m.token, sessionId));
      // The two rewarded tasks go to tomorrow: today's list now starts further down.
      for (const id of ids.slice(0, 2)) expectOk(await moveAway(id, tomorrow));
      const shown = await list(m.token);
      expect(shown.list.map((x) => x.id)).toEqual(ids.slice(2, 5));
      expect(shown.left).toBe(1);
      const [third, fourth] = await watch(ids[2], ids[3]);
      expectOk(await claim(m.token, third));
      expect(await work(m.id)).toBe(3_000);

      const entries = await ledgerEntries();
      expectError(await claim(m.token, fourth), 'TASK_DAILY_LIMIT', { count: 3 });
      const german = await api(t).post(
        'trailer/task/distributeRewards',
        { sessionId: fourth },
        { token: m.token, lang: 'de-DE' },
      );
      expect(german.body.message).toBe('Höchstens 3 Aufgaben-Belohnungen am Tag');
      expectError(await start(m.token, ids[4]), 'TASK_DAILY_LIMIT', { count: 3 });
      expect(await work(m.id)).toBe(3_000);
      expect(await ledgerEntries()).toBe(entries);
      expect(await list(m.token)).toMatchObject({ left: 0 });

      // Midnight in Tokyo (15:00 UTC, the same UTC day): a new quota.
      t.clock.advance(3 * 3600);
      expectOk(await claim(m.token, fourth));
      expect(await work(m.id)).toBe(4_000);
    });

    it('pays once when completions race for the last reward of the day', async () => {
      // Past midnight in Tokyo since the test above, the same UTC day: the same tasks are offered.
      const m = await vipMember(t);
      const tomorrow = today(t.clock.now() + 86_400_000);
      const first = await list(m.token);
      const [a, b] = [first.list[0].id, first.list[1].id];
      const earned = [expectOk(await start(m.token, a)), expectOk(await start(m.token, b))];
      t.clock.advance(30);
      for (const s of earned) expectOk(await claim(m.token, s.sessionId));
      for (const id of [a, b]) expectOk(await moveAway(id, tomorrow));
      // One reward left, three tasks watched, their claims at the same instant: straight to the
      // service, so the transactions overlap (over HTTP each request's own steps spread them out).
      const racing = [];
      for (const x of (await list(m.token)).list) racing.push(expectOk(await start(m.token, x.id)));
      expect(racing).toHaveLength(3);
      t.clock.advance(30);
      const entries = await ledgerEntries();
      const outcomes = await Promise.all(
        racing.map((s) =>
          t.services.tasks.distribute(m.id, s.sessionId).then(
            () => 'paid',
            (e: AppError) => e.errorName,
          ),
        ),
      );
      expect(outcomes.sort()).toEqual(['TASK_DAILY_LIMIT', 'TASK_DAILY_LIMIT', 'paid']);
      expect(await work(m.id)).toBe(3_000);
      expect(await ledgerEntries()).toBe(entries + 1);
    });

    afterAll(async () => {
      expectOk(await ops.post('base/setting/update', { reset: ['timeZone'] }));
    });
  });

  it('lets operators publish tasks with a project trailer or their own video, audited, and page them', async () => {
    const project = expectOk(await ops.post<{ id: number }>('finance/proj/add', projectBody(t.clock.now())));
    expectError(
      await ops.post('trailer/task/add', {
        texts: { en: { title: 'No trailer' } },
        projectId: project.id,
        videoUrl: null,
        reward: 100,
        fromDay: today(t.clock.now()),
        toDay: today(t.clock.now()),
        enabled: true,
      }),
      'TASK_VIDEO_REQUIRED',
    );
    expectError(
      await ops.post('trailer/task/add', {
        texts: { en: { title: 'Backwards' } },
        projectId: null,
        videoUrl: video,
        reward: 100,
        fromDay: '2026-12-02',
        toDay: '2026-12-01',
        enabled: true,
      }),
      'VALIDATION_FORMAT',
    );
    const page = expectOk(await ops.post<{ list: TAdminTask[] }>('trailer/task/page', { sortOrder: 'asc' }));
    expect(page.list[0]).toMatchObject({
      texts: { en: { title: 'Trailer 1' } },
      requiredSeconds: 30,
      enabled: true,
    });
    expectError(
      await ops.post('trailer/task/add', {
        texts: { 'de-DE': { title: 'Nur Deutsch' } },
        projectId: null,
        videoUrl: video,
        reward: 100,
        fromDay: today(t.clock.now()),
        toDay: today(t.clock.now()),
        enabled: true,
      }),
      'VALIDATION_FORMAT',
    );
    expect(page.list[0].rewardedCount).toBeGreaterThanOrEqual(1);
    expectOk(await ops.post('trailer/task/delete', { id: taskIds[4] }));
    const after = expectOk(await ops.post<{ list: TAdminTask[] }>('trailer/task/page', {}));
    expect(after.list.some((x) => x.id === taskIds[4])).toBe(false);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('target', 'like', 'task:%')
      .execute();
    expect(audit.map((a) => a.action)).toContain('trailer:task:delete');
  });
});

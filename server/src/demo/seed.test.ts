import {
  SINGLE_TEXT_KINDS,
  type TChatAlbumMediaPage,
  type TChatAlbumPage,
  type TChatConversation,
  type TChatPage,
  type TMessage,
  type TProjectDetail,
  type TTaskList,
  type TTaskRecord,
  type TUserInvest,
} from '@club/contract';
import { imageVariantUrl } from '@club/contract/lib/image-variants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { bootstrap } from '../bootstrap';
import { verifyLedger } from '../money/verify';
import { api, expectOk, signIn } from '../test/client';
import { createTestApp, DIALECTS, type TestApp } from '../test/harness';
import {
  CHAT_LINES,
  CLUB_ALBUMS,
  CLUB_ROOM,
  DEMO_LOGIN,
  SERVICE_LINES,
  TRAILER_TASKS,
  trailerTaskTitles,
} from './content';
import { type SeedResult, seedDemo } from './seed';

const SEED_TIMEOUT = 120_000;

describe.each(DIALECTS)('demo seed (%s)', (dialect) => {
  let t: TestApp;
  let seeded: SeedResult | null;

  /** The seed as main.ts runs it: a second app over the test's database, on the seed's own clock. */
  async function seed() {
    const { secret } = await bootstrap(t.db, t.config, t.clock, () => {});
    return seedDemo({
      db: t.db,
      build: (clock) =>
        buildApp({
          config: t.config,
          database: { db: t.db, dialect: t.dialect, queries: {} },
          clock,
          secret,
          sms: { async send() {} },
        }),
    });
  }

  /** Row counts of the tables the seed writes, to show a second run writes nothing. */
  async function counts() {
    const tables = [
      'projects',
      'users',
      'investments',
      'ledger_entries',
      'ledger_postings',
      'uploads',
      'recharge_orders',
      'content_items',
    ] as const;
    const out: Record<string, number> = {};
    for (const table of tables) {
      const row = await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      out[table] = Number(row.n);
    }
    return out;
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    seeded = await seed();
  }, SEED_TIMEOUT);
  afterAll(async () => {
    await t?.close();
  });

  it('seeds 8–12 projects covering every phase and state, in English, Arabic and Chinese', async () => {
    expect(seeded).not.toBeNull();
    const home = await t.services.projects.home({ page: 1, size: 50 }, 'en');
    expect(home.list.length).toBeGreaterThanOrEqual(8);
    expect(home.list.length).toBeLessThanOrEqual(12);
    expect(home.pagination.total).toBe(home.list.length);
    const phases = new Set(home.list.map((p) => p.phase));
    for (const phase of ['scheduled', 'fundraising', 'running', 'repaying', 'ended'] as const) {
      expect(phases).toContain(phase);
    }
    const states = new Set(home.list.map((p) => p.state));
    for (const state of [
      'notStarted',
      'participate',
      'distributing',
      'waitingRepayment',
      'repaying',
      'repaymentEnded',
      'ended',
    ] as const) {
      expect(states).toContain(state);
    }
    expect(new Set(home.list.map((p) => p.repayType))).toEqual(new Set(['PIOARB', 'LINEAR', 'DEBT']));
    for (const p of home.list) {
      const annual = Number(p.annualRate);
      expect(annual).toBeGreaterThanOrEqual(0.04);
      expect(annual).toBeLessThanOrEqual(0.12);
      expect(p.cycle).toBeGreaterThanOrEqual(30);
      expect(p.cycle).toBeLessThanOrEqual(365);
      expect(p.poster).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
      expect(p.stills.length).toBeGreaterThan(0);
      expect(p.description.length).toBeGreaterThan(50);
    }
    // One fundraising project is nearly full, one closed early without anyone in it.
    expect(home.list.some((p) => p.phase === 'fundraising' && Number(p.progressRate) >= 0.9)).toBe(true);
    expect(home.list.some((p) => p.state === 'ended' && p.investorCount === 0)).toBe(true);

    const ar = await t.services.projects.home({ page: 1, size: 50 }, 'ar-EG');
    const zh = await t.services.projects.home({ page: 1, size: 50 }, 'zh-Hans');
    for (const [i, p] of home.list.entries()) {
      expect(ar.list[i].title).not.toBe(p.title);
      expect(ar.list[i].title).toMatch(/[\u0600-\u06FF]/);
      expect(zh.list[i].title).toMatch(/[\u4e00-\u9fff]/);
    }

    const poster = await t.app.inject({ method: 'GET', url: home.list[0].poster as string });
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toBe('image/png');
    // Stored the way an operator's upload is: with the small WebP copies the member app shows.
    const copy = await t.app.inject({
      method: 'GET',
      url: imageVariantUrl(home.list[0].poster as string, 320) as string,
    });
    expect(copy.headers['content-type']).toBe('image/webp');
    expect(copy.rawPayload.length).toBeLessThan(poster.rawPayload.length / 5);
    for (const p of home.list) expect(p.trailer).toMatch(/^\/uploads\/[0-9a-f]{32}\.mp4$/);
    const clip = await t.app.inject({ method: 'GET', url: home.list[0].trailer as string });
    expect(clip.statusCode).toBe(200);
    expect(clip.headers['content-type']).toBe('video/mp4');
    expect(clip.rawPayload.subarray(4, 8).toString('latin1')).toBe('ftyp');
  });

  it('publishes news, a site guide, banners to projects, an announcement and the standing texts', async () => {
    const c = t.services.content;
    const news = await c.list('news', { page: 1, size: 20 }, 'ar-EG');
    expect(news.list.length).toBeGreaterThanOrEqual(3);
    expect(news.list.map((n) => n.title)).toContain('ابنة رسّام الخرائط تُعرض في 140 صالة');
    expect((await c.list('guide', { page: 1, size: 20 }, 'en')).list.length).toBeGreaterThanOrEqual(2);
    const banners = (await c.list('banner', { page: 1, size: 20 }, 'en')).list;
    expect(banners.length).toBeGreaterThanOrEqual(2);
    for (const b of banners) {
      expect(b.image).toMatch(/^\/uploads\//);
      expect(b.link?.kind).toBe('project');
    }
    expect((await c.list('announcement', { page: 1, size: 5 }, 'en')).list).toHaveLength(1);
    for (const kind of SINGLE_TEXT_KINDS) {
      expect((await c.single(kind, 'en'))?.body).toContain('<');
    }
    const service = await c.single('customerService', 'ar-EG');
    expect(service?.title).toBe('كيف تتواصل معنا');
    expect(service?.body).toContain('href="mailto:');
  });

  it('records real funding history: revenue from several sources and disbursements to the producer', async () => {
    const home = await t.services.projects.home({ page: 1, size: 50 }, 'en');
    const running = home.list.filter((p) => p.phase === 'running');
    expect(running.length).toBeGreaterThan(0);
    const histories: TProjectDetail['fundingHistory'][] = [];
    for (const p of home.list) histories.push((await t.services.projects.detail(p.id, 'en')).fundingHistory);
    const all = histories.flat();
    expect(new Set(all.filter((f) => f.kind === 'revenue').map((f) => f.source))).toEqual(
      new Set(['boxOffice', 'distribution', 'licensing', 'subsidy']),
    );
    for (const p of running) {
      const history = (await t.services.projects.detail(p.id, 'en')).fundingHistory;
      expect(history.map((f) => f.kind)).toEqual(expect.arrayContaining(['revenue', 'disbursement']));
    }
    // Payouts were made day by day over the seeded history, not in one batch at the end.
    const paidDays = await t.db.selectFrom('investment_payouts').select('paid_at').distinct().execute();
    expect(new Set(paidDays.map((p) => Math.floor(Number(p.paid_at) / 86_400_000))).size).toBeGreaterThan(60);
  });

  it('lets the demo member sign in and see investments, payouts and rebates', async () => {
    const token = await signIn(t, DEMO_LOGIN);
    const invested = expectOk(
      await api(t).get<TUserInvest>('finance/invest/userInvest', { token, query: { size: '50' } }),
    );
    expect(invested.list.length).toBeGreaterThanOrEqual(5);
    const states = new Set(invested.list.map((i) => i.state));
    expect(states).toContain('holding');
    expect(states).toContain('completed');
    // The latest one is still inside the reflection period.
    expect(invested.list.some((i) => i.revocableUntil !== null)).toBe(true);

    const demo = await t.db
      .selectFrom('users')
      .select(['id', 'nickname', 'avatar', 'inviter_id'])
      .where('phone', '=', DEMO_LOGIN.phone)
      .executeTakeFirstOrThrow();
    expect(demo.nickname).not.toContain('*');
    expect(demo.avatar).toMatch(/^\/uploads\//);
    await t.services.users.verifyPayPassword(demo.id, DEMO_LOGIN.payPassword);
    const wallets = await t.services.funds.income(demo.id);
    expect(wallets.income).toBeGreaterThan(0);
    // Two members joined with the demo member's code: their investments paid rebates.
    const rebates = await t.services.funds.details(
      demo.id,
      { page: 1, size: 50, type: 'INVESTREWARD' },
      'en',
    );
    expect(rebates.pagination.total).toBeGreaterThan(0);
    expect(await t.services.members.isActive(demo.id)).toBe(true);
  });

  it('opens the lounge with its rules, a history the members wrote, its albums, and messages for the demo member', async () => {
    const token = await signIn(t, DEMO_LOGIN);
    const [lounge] = expectOk(
      await api(t).get<TChatConversation[]>('chat/comm/getAppConversationList', { token }),
    );
    expect(lounge.room).toMatchObject({ name: CLUB_ROOM.name, rules: CLUB_ROOM.rules, mutedAll: false });
    expect(lounge.lastSeq).toBe(CHAT_LINES.length);
    const history = expectOk(
      await api(t).get<TChatPage>('chat/comm/getChatRoomMssagePage', {
        token,
        query: { roomId: String(lounge.room.id) },
      }),
    );
    expect(history.list.map((m) => m.body)).toEqual(CHAT_LINES.map(([, , , text]) => text));
    expect(history.list.filter((m) => m.mine)).toHaveLength(
      CHAT_LINES.filter(([who]) => who === 'demo').length,
    );

    // The lounge's albums, newest first, each with a cover and its pictures and clips.
    const albums = expectOk(
      await api(t).post<TChatAlbumPage>('chat/group_album/page', { roomId: lounge.room.id }, { token }),
    );
    expect(albums.list.map((a) => [a.name, a.mediaCount])).toEqual(
      [...CLUB_ALBUMS].reverse().map((a) => [a.name, a.media.length]),
    );
    for (const a of albums.list) expect(a.cover).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    const media = expectOk(
      await api(t).post<TChatAlbumMediaPage>(
        'chat/group_album_media/page',
        { albumId: albums.list[0].id },
        { token },
      ),
    );
    expect(media.list.map((m) => m.kind)).toEqual(
      CLUB_ALBUMS.at(-1)?.media.map((m) => (m.use === 'trailer' ? 'video' : 'image')),
    );

    // Customer service: the demo member asked, the desk answered, and its last answer is unread.
    const service = expectOk(
      await api(t).get<TChatConversation[]>('chat/comm/getAppConversationList', { token }),
    ).find((c) => c.room.kind === 'service');
    expect(service).toMatchObject({ lastSeq: SERVICE_LINES.length, unread: 1 });
    const asked = expectOk(await api(t).get<TChatPage>('chat/comm/getServiceMsgPage', { token }));
    expect(asked.list.map((m) => [m.sender.kind, m.body])).toEqual(
      SERVICE_LINES.map(([who, , , text]) => [who === 'member' ? 'member' : 'agent', text]),
    );

    const inbox = expectOk(
      await api(t).post<{ list: TMessage[] }>('message/message/page', { size: 100 }, { token }),
    );
    const kinds = new Set(inbox.list.map((m) => m.kind));
    for (const kind of [
      'recharge_credited',
      'card_verified',
      'membership_activated',
      'investment_made',
      'announcement',
    ]) {
      expect(kinds).toContain(kind);
    }
  });

  it("offers the demo member today's trailer tasks, one of them done yesterday", async () => {
    const token = await signIn(t, DEMO_LOGIN);
    const today = expectOk(await api(t).get<TTaskList>('trailer/task/list', { token }));
    expect(today.list.map((x) => x.title)).toEqual(
      TRAILER_TASKS.slice(0, today.dailyCount).map((x) => trailerTaskTitles(x.project).en),
    );
    for (const task of today.list) expect(task.videoUrl).toMatch(/^\/uploads\/[0-9a-f]{32}\.mp4$/);
    const records = expectOk(await api(t).get<{ list: TTaskRecord[] }>('trailer/task/records', { token }));
    expect(records.list).toMatchObject([
      {
        title: trailerTaskTitles(TRAILER_TASKS[0].project).en,
        state: 'rewarded',
        reward: TRAILER_TASKS[0].reward,
      },
    ]);
  });

  it('keeps the ledger whole, and a second run changes nothing', async () => {
    expect((await verifyLedger(t.db)).filter((c) => !c.ok)).toEqual([]);
    const before = await counts();
    expect(await seed()).toBeNull();
    expect(await counts()).toEqual(before);
  });
});

import { randomBytes, randomInt } from 'node:crypto';
import { ZAddWithdrawAccountBody, ZContentInput, ZProjectInput } from '@club/contract';
import type { BuiltApp } from '../app';
import type { Db } from '../db';
import { DAY_MS, HOUR_MS } from '../kernel/calendar';
import { type Clock, systemClock } from '../kernel/clock';
import { directCommit } from '../kernel/idempotency';
import { assertLoginPassword, hashPassword } from '../kernel/passwords';
import { maskPhone, parsePhone } from '../kernel/phone';
import { ensureRole, findAdminByUsername, insertAdmin } from '../modules/admin/repo';
import { createMember } from '../modules/user/create';
import { SPEND_ORDER, spendable } from '../money/spend';
import { avatar, poster, still } from './art';
import { ARTICLES, type DemoArticle } from './club-content';
import {
  CHAT_LINES,
  CLUB_ALBUMS,
  CLUB_ROOM,
  DEMO_ANNOUNCEMENT,
  DEMO_LOGIN,
  type DemoAlbumMedia,
  type DemoMember,
  type DemoProject,
  LOTTERY_COUPONS,
  LOTTERY_PRIZES,
  MARKETING_CONTRIBUTION,
  MEMBERS,
  PROJECTS,
  SERVICE_LINES,
  TRAILER_TASKS,
  trailerTaskTitles,
} from './content';
import { trailer } from './trailer';

/** The first operator (db/bootstrap.ts); every operator action of the seed is theirs. */
const OPERATOR = 1;
/**
 * The second key of the history's money decisions (four eyes: the marketing budget's funding, large
 * withdrawals): an operator of the club nobody signs in as (a random password, never shown).
 */
const TREASURER = {
  username: 'treasurer',
  role: 'Treasurer',
  keys: ['withdraw:order:*', 'finance:marketing:*'],
};
/** How far back the club's history starts. */
const HISTORY_DAYS = 120;
/** The bank channel takes at most this much in one order (minor units). */
const RECHARGE_CHUNK = 5_000_000;

export type SeedDeps = {
  db: Db;
  /** Builds a second, non-listening app over the same database, running on the given clock. */
  build: (clock: Clock) => Promise<BuiltApp>;
  /** The moment the history ends; defaults to the real now. */
  now?: () => number;
};

export type SeedResult = {
  projects: number;
  members: number;
  investments: number;
  ms: number;
  login: typeof DEMO_LOGIN;
};

/** Major units (as the content is written) to minor units (as the ledger counts). */
const money = (major: number) => Math.round(major * 100);
/** The daily rate of an annual percentage, to 6 decimals as the contract takes it. */
const dailyRate = (annualPercent: number) => (annualPercent / 100 / 365).toFixed(6);

/**
 * Is this a fresh club: no projects, and no member apart from the root of the invitation tree?
 * A running club that simply has not published a project yet is left alone.
 */
async function isFresh(db: Db) {
  const project = await db.selectFrom('projects').select('id').limit(1).executeTakeFirst();
  if (project) return false;
  const member = await db
    .selectFrom('users')
    .select('id')
    .where('phone', 'is not', null)
    .limit(1)
    .executeTakeFirst();
  return !member;
}

/**
 * Seeds the demo club (PRODUCT.md §13) when the database is fresh; returns null otherwise, so it
 * is safe on every start. Everything goes through the services and the ledger of an app built on a
 * clock that starts 120 days ago: actions happen in order, the clock moves a day at a time, and
 * settlement and rebates run as they would have, so payouts, shortfalls and funding history are real.
 */
export async function seedDemo(deps: SeedDeps): Promise<SeedResult | null> {
  const { db } = deps;
  if (!(await isFresh(db))) return null;
  // Two processes starting on one fresh database: only the one that claims the seed runs it.
  const claim = await db
    .insertInto('app_secrets')
    .values({ name: 'demo-seed', value: new Date().toISOString() })
    .onConflict((oc) => oc.column('name').doNothing())
    .executeTakeFirst();
  if (Number(claim.numInsertedOrUpdatedRows ?? 0) === 0) return null;
  try {
    return await play(deps);
  } catch (err) {
    // Let a later start try again on a database this run did not get to write to.
    await db.deleteFrom('app_secrets').where('name', '=', 'demo-seed').execute();
    throw err;
  }
}

/** Adds the treasurer (its id): the way bootstrap adds the first operator, below the services' checks. */
async function addTreasurer(db: Db, now: number) {
  await insertAdmin(db, {
    username: TREASURER.username,
    password_hash: await hashPassword(randomBytes(24).toString('base64url')),
    role_id: await ensureRole(db, TREASURER.role, TREASURER.keys),
    created_at: now,
  });
  const row = await findAdminByUsername(db, TREASURER.username);
  if (!row) throw new Error('the treasurer was not stored');
  return row.id;
}

/** Plays the club's history back on a clock of its own, ending at `deps.now()`. */
async function play(deps: SeedDeps): Promise<SeedResult> {
  const { db } = deps;
  const started = performance.now();
  const end = (deps.now ?? Date.now)();
  const origin = end - HISTORY_DAYS * DAY_MS;
  // Argon2 runs on the thread pool: hash the login passwords while the pictures are drawn.
  const passwords = new Map(
    MEMBERS.map((m) => [
      m.key,
      m.key === 'demo' ? DEMO_LOGIN.password : randomBytes(12).toString('base64url'),
    ]),
  );
  const hashes = new Map(MEMBERS.map((m) => [m.key, hashPassword(passwords.get(m.key) as string)]));
  for (const h of hashes.values()) h.catch(() => {});
  const art = new Map(
    PROJECTS.map((p) => [
      p.key,
      {
        poster: poster(p.art, p.texts.en.title, p.actor, p.tagline),
        stills: [0, 1, 2].map((v) => still(p.art, v)),
        trailer: trailer(p.art, p.texts.en.title),
      },
    ]),
  );
  const avatars = new Map(MEMBERS.map((m) => [m.key, avatar(m.hue, m.nickname)]));

  const clock = systemClock(origin);
  const built = await deps.build(clock);
  try {
    const s = built.services;
    const at = (day: number, hour = 9, minute = 0) =>
      origin + day * DAY_MS + hour * HOUR_MS + minute * 60_000;
    /** Midnight (UTC) of a history day: fundraising windows open and close on the hour. */
    const midnight = (day: number) => Math.floor(at(day, 0) / DAY_MS) * DAY_MS;

    const tick = async () => {
      await s.settlement.settle(clock.now());
      await s.settlement.payRebates(clock.now());
    };
    /** Moves the seeding clock forward to `t`, a day at a time, running settlement as the days pass. */
    const advanceTo = async (t: number) => {
      while (clock.now() + DAY_MS <= t) {
        clock.advance(DAY_MS / 1000);
        await tick();
      }
      const rest = Math.floor((t - clock.now()) / 1000);
      if (rest > 0) clock.advance(rest);
      await tick();
    };

    const root = await db
      .selectFrom('users')
      .select('id')
      .where('inviter_id', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const vip = (await s.members.levels('en')).find((l) => l.kind === 'vip');
    const bankIn = (await s.recharge.channels('en')).find((c) => c.code === 'bank');
    const bankOut = (await s.withdraw.channels(root.id, 'en')).find((c) => c.code === 'bank');
    if (!vip || !bankIn || !bankOut) throw new Error('demo seed: the VIP level or bank channels are missing');
    const vipLevelId = vip.id;
    const bankInId = bankIn.id;
    const bankOutId = bankOut.id;

    const memberIds = new Map<string, number>();
    const payPasswords = new Map<string, string>();
    const cards = new Map<string, number>();
    const projectIds = new Map<string, number>();
    const member = (key: string) => memberIds.get(key) as number;
    const project = (key: string) => projectIds.get(key) as number;
    const projectStills = new Map<string, string[]>();
    const projectPosters = new Map<string, string>();
    const projectTrailers = new Map<string, string>();
    let keys = 0;
    /** Each seeded money movement commits under a key of its own, as a request's would. */
    const commit = (what: string) => directCommit(db, `demo-seed:${what}:${++keys}`);
    const treasurer = await addTreasurer(db, clock.now());

    const recharge = async (userId: number, amount: number) => {
      for (let left = amount; left > 0; left -= RECHARGE_CHUNK) {
        const order = await s.recharge.submit(
          userId,
          { channelId: bankInId, amount: Math.min(left, RECHARGE_CHUNK) },
          'en',
          commit('recharge'),
        );
        // The demo transfers quote their order's reference, so the statement shows it.
        await s.recharge.confirm(
          OPERATOR,
          { orderId: order.id, bankReference: order.reference },
          commit('confirm'),
        );
      }
    };

    /** Registration without the SMS round trip: the same checks and the same user-creation call. */
    async function join(m: DemoMember) {
      const phone = parsePhone(m.areaCode, m.phone);
      assertLoginPassword(passwords.get(m.key) as string);
      const inviterId = m.invitedBy ? member(m.invitedBy) : root.id;
      const id = await createMember(db, {
        areaCode: phone.areaCode,
        phone: phone.national,
        e164: phone.e164,
        passwordHash: await (hashes.get(m.key) as Promise<string>),
        nickname: maskPhone(phone.national),
        inviterId,
        now: clock.now(),
      });
      memberIds.set(m.key, id);
      const picture = await s.uploads.saveImage(avatars.get(m.key) as Buffer, { kind: 'member', id });
      await s.users.updatePerson(id, { nickName: m.nickname, avatar: picture.url });
      const pin = m.key === 'demo' ? DEMO_LOGIN.payPassword : String(randomInt(100_000, 1_000_000));
      payPasswords.set(m.key, pin);
      await s.users.setPayPassword(id, { payPassword: pin, confirmPayPassword: pin });
      await recharge(id, money(2_000));
      clock.advance(20 * 60);
      const card = await s.withdraw.addAccount(
        id,
        ZAddWithdrawAccountBody.parse({ kind: 'bank', holderName: m.nickname, ...m.bank }),
      );
      cards.set(m.key, card.id);
      clock.advance(2 * 3600);
      await s.withdraw.decideAccount(OPERATOR, card.id, 'verified', undefined);
      await s.members.activate(id, { levelId: vipLevelId, payPassword: pin }, commit('vip'));
    }

    async function launch(p: DemoProject) {
      const media = art.get(p.key) as { poster: Buffer; stills: Buffer[]; trailer: Buffer | null };
      const owner = { kind: 'admin' as const, id: OPERATOR };
      const posterUrl = (await s.uploads.saveImage(media.poster, owner)).url;
      const stills = [];
      for (const image of media.stills) stills.push((await s.uploads.saveImage(image, owner)).url);
      projectStills.set(p.key, stills);
      projectPosters.set(p.key, posterUrl);
      const trailerUrl = media.trailer ? (await s.uploads.saveImage(media.trailer, owner, true)).url : null;
      if (trailerUrl) projectTrailers.set(p.key, trailerUrl);
      const input = ZProjectInput.parse({
        texts: p.texts,
        poster: posterUrl,
        stills,
        trailer: trailerUrl,
        actor: p.actor,
        cast: p.cast,
        score: p.score,
        focusIndex: p.focusIndex,
        amount: money(p.scale),
        single: money(p.single),
        dailyRate: dailyRate(p.annualPercent),
        cycleDays: p.cycleDays,
        repayType: p.repayType,
        fundraisingStartAt: new Date(midnight(p.startDay)).toISOString(),
        fundraisingEndAt: new Date(midnight(p.endDay)).toISOString(),
        hot: p.hot,
        sort: p.sort,
      });
      const { id } = await s.projects.create(OPERATOR, input);
      projectIds.set(p.key, id);
      clock.advance(40 * 60);
      await s.projects.publish(OPERATOR, id);
    }

    let investments = 0;
    /** A member tops up by bank transfer when the wallets are short, then invests. */
    async function invest(who: string, projectKey: string, major: number) {
      const userId = member(who);
      const amount = money(major);
      const available = await spendable(db, userId, SPEND_ORDER.invest);
      if (available < amount) {
        const step = money(5_000);
        await recharge(userId, Math.ceil((amount - available) / step) * step);
        clock.advance(7 * 60);
      }
      await s.invest.invest(
        userId,
        {
          projectId: project(projectKey),
          amount,
          payPassword: payPasswords.get(who) as string,
          acceptRisk: true,
        },
        commit('invest'),
      );
      investments += 1;
    }

    const revenue = (
      key: string,
      major: number,
      source: 'boxOffice' | 'distribution' | 'licensing' | 'subsidy',
      memo: string,
    ) =>
      s.projects.recordRevenue(
        OPERATOR,
        { projectId: project(key), amount: money(major), source, memo },
        commit('revenue'),
      );
    const disburse = (key: string, major: number, memo: string) =>
      s.projects.disburse(
        OPERATOR,
        { projectId: project(key), amount: money(major), memo },
        commit('disburse'),
      );
    async function withdraw(who: string, major: number) {
      const order = await s.withdraw.submit(
        member(who),
        {
          channelId: bankOutId,
          amount: money(major),
          accountId: cards.get(who) as number,
          payPassword: payPasswords.get(who) as string,
        },
        'en',
        commit('withdraw'),
      );
      clock.advance(3 * 3600);
      const first = await s.withdraw.decide(OPERATOR, order.id, 'success', undefined, commit('payout'));
      if (first.state === 'waiting') {
        clock.advance(3600);
        await s.withdraw.decide(treasurer, order.id, 'success', undefined, commit('payout'));
      }
    }

    // The club's history, in any order here; it is played back in time order.
    const events: { at: number; run: () => Promise<unknown> }[] = [];
    const on = (t: number, run: () => Promise<unknown>) => events.push({ at: t, run });

    for (const [i, m] of MEMBERS.entries()) on(at(m.joinDay, 8 + i, 10 * i), () => join(m));
    for (const p of PROJECTS) on(at(p.createdDay, 7), () => launch(p));

    const plan: [string, string, number, number, number, number][] = [
      // member, project, amount, day, hour, minute
      ['layla', 'cartographer', 30_000, 1, 10, 20],
      ['demo', 'cartographer', 20_000, 2, 19, 5],
      ['wei', 'cartographer', 25_000, 3, 8, 40],
      ['sofia', 'cartographer', 15_000, 4, 21, 10],
      ['omar', 'cartographer', 10_000, 5, 12, 30],
      ['layla', 'crescent-street', 60_000, 5, 9, 15],
      ['demo', 'crescent-street', 50_000, 9, 20, 30],
      ['wei', 'crescent-street', 40_000, 14, 7, 50],
      ['noor', 'crescent-street', 35_000, 20, 13, 0],
      ['sofia', 'crescent-street', 25_000, 27, 18, 45],
      ['layla', 'tidewater', 120_000, 11, 11, 0],
      ['demo', 'tidewater', 80_000, 13, 21, 30],
      ['wei', 'tidewater', 90_000, 16, 9, 10],
      ['sofia', 'tidewater', 30_000, 20, 17, 20],
      ['omar', 'tidewater', 60_000, 24, 10, 5],
      ['noor', 'tidewater', 20_000, 30, 15, 40],
      ['wei', 'static-bloom', 50_000, 16, 22, 15],
      ['layla', 'static-bloom', 45_000, 18, 12, 0],
      ['noor', 'static-bloom', 30_000, 25, 19, 30],
      ['demo', 'static-bloom', 25_000, 31, 20, 10],
      ['wei', 'midnight-shorts', 20_000, 19, 10, 30],
      ['omar', 'midnight-shorts', 15_000, 21, 14, 0],
      ['demo', 'midnight-shorts', 10_000, 22, 21, 0],
      ['noor', 'midnight-shorts', 5_000, 24, 9, 45],
      ['layla', 'glass-orchard', 36_000, 61, 10, 0],
      ['demo', 'glass-orchard', 30_000, 66, 20, 20],
      ['omar', 'glass-orchard', 30_000, 75, 11, 30],
      ['layla', 'last-projectionist', 50_000, 101, 9, 30],
      ['wei', 'last-projectionist', 40_000, 104, 8, 0],
      ['demo', 'last-projectionist', 30_000, 107, 21, 45],
      ['omar', 'last-projectionist', 24_000, 111, 13, 15],
      ['noor', 'last-projectionist', 20_000, 116, 18, 0],
      ['sofia', 'saffron-road', 20_000, 109, 10, 10],
      ['wei', 'saffron-road', 15_000, 112, 7, 30],
      ['demo', 'saffron-road', 12_500, 115, 20, 0],
      ['layla', 'saffron-road', 10_000, 118, 12, 40],
      ['noor', 'paper-lanterns', 5_000, 118, 16, 0],
      // Two hours ago: still inside the demo member's reflection period.
      ['demo', 'paper-lanterns', 2_000, HISTORY_DAYS - 1, 22, 0],
    ];
    for (const [who, key, amount, day, hour, minute] of plan)
      on(at(day, hour, minute), () => invest(who, key, amount));

    // Money in and out of the projects' own accounts, each shown in the project's funding history.
    on(at(8, 10), () =>
      disburse('cartographer', 70_000, 'Principal photography: 32 shooting days on the northern coast'),
    );
    on(at(30, 11), () => revenue('cartographer', 12_000, 'licensing', 'TV pre-sale to a Nordic broadcaster'));
    on(at(55, 11), () => revenue('cartographer', 38_000, 'boxOffice', 'Opening weekends on 140 screens'));
    on(at(60, 11), () => revenue('cartographer', 30_000, 'distribution', 'Worldwide streaming licence'));
    on(at(4, 9, 30), () => revenue('crescent-street', 1_500, 'subsidy', 'Platform launch subsidy'));
    on(at(36, 10), () => disburse('crescent-street', 40_000, 'Post-production and music rights'));
    on(at(80, 11), () =>
      revenue('crescent-street', 25_000, 'distribution', 'Regional broadcaster, season licence'),
    );
    on(at(110, 11), () =>
      revenue('crescent-street', 22_000, 'licensing', 'Streaming rights, Middle East and North Africa'),
    );
    on(at(19, 9, 30), () => revenue('midnight-shorts', 300, 'subsidy', 'Festival circuit subsidy'));
    on(at(26, 10), () => disburse('midnight-shorts', 20_000, 'Festival submissions and DCP mastering'));
    on(at(47, 11), () =>
      revenue('midnight-shorts', 22_000, 'distribution', 'Anthology sold to a streaming platform'),
    );
    on(at(10, 9, 30), () =>
      revenue('tidewater', 8_000, 'licensing', 'Pre-sale to an international distributor'),
    );
    on(at(33, 10), () => disburse('tidewater', 250_000, 'Production budget, episodes 1 to 4'));
    on(at(70, 11), () => revenue('tidewater', 12_000, 'distribution', 'Broadcast licence, season one'));
    on(at(100, 11), () => revenue('tidewater', 9_500, 'licensing', 'Streaming window, Asia-Pacific'));
    on(at(112, 11), () => revenue('tidewater', 6_200, 'boxOffice', 'Festival premiere screenings'));
    on(at(15, 9, 30), () => revenue('static-bloom', 3_500, 'distribution', 'Genre festival pre-sale'));
    on(at(34, 10), () => disburse('static-bloom', 140_000, 'Creature effects and VFX'));
    on(at(92, 10), () => disburse('glass-orchard', 80_000, 'Principal photography'));
    on(at(100, 12), () => revenue('glass-orchard', 15_000, 'licensing', 'Sales agent minimum guarantee'));
    on(at(100, 9, 30), () =>
      revenue(
        'last-projectionist',
        6_000,
        'subsidy',
        'Platform launch subsidy for the first months of dividends',
      ),
    );
    on(at(118, 9, 30), () => revenue('paper-lanterns', 1_000, 'subsidy', 'Launch subsidy'));
    // The expedition lost its co-producer before anyone invested: fundraising closed early.
    on(at(85, 10), () => s.projects.close(OPERATOR, project('atlas-of-snow')));

    on(at(68, 15), () => withdraw('layla', 10_000));
    on(at(70, 19), () => withdraw('demo', 5_000));
    on(at(102, 21), () =>
      s.projects.setFocus(member('demo'), {
        projectId: project('last-projectionist'),
        kind: 'favorite',
        on: true,
      }),
    );
    on(at(115, 21), () =>
      s.projects.setFocus(member('demo'), { projectId: project('night-harbor'), kind: 'follow', on: true }),
    );
    on(at(119, 22, 5), () =>
      s.projects.setFocus(member('demo'), {
        projectId: project('paper-lanterns'),
        kind: 'favorite',
        on: true,
      }),
    );

    /** News, guides, banners and standing texts, published through the content service. */
    async function publish(a: DemoArticle) {
      const { id } = await s.content.create(
        OPERATOR,
        ZContentInput.parse({
          kind: a.kind,
          texts: a.texts,
          image: a.still ? (projectStills.get(a.still)?.[0] ?? null) : null,
          link: a.project ? { kind: 'project', projectId: project(a.project) } : null,
          sort: a.sort ?? 0,
        }),
      );
      await s.content.publish(OPERATOR, id);
    }
    for (const article of ARTICLES) on(at(article.day, 12), () => publish(article));

    // The club funds its marketing budget before anything is rewarded (PRODUCT.md §9).
    on(at(0, 7), async () => {
      const { requestId } = await s.rewards.contribute(OPERATOR, MARKETING_CONTRIBUTION, commit('marketing'));
      await s.approvals.approve(treasurer, 'marketing-contribute', requestId, commit('marketing'));
    });

    // The lottery: the operators set up its coupons and prize table on day 0.
    on(at(0, 7, 15), async () => {
      const coupons = new Map<string, number>();
      for (const [key, body] of Object.entries(LOTTERY_COUPONS))
        coupons.set(key, (await s.lottery.addCoupon(OPERATOR, body)).id);
      for (const [sort, p] of LOTTERY_PRIZES.entries()) {
        await s.lottery.addPrize(OPERATOR, {
          kind: p.kind,
          amount: p.amount,
          couponId: p.coupon === null ? null : (coupons.get(p.coupon) ?? null),
          weight: p.weight,
          stock: p.stock,
          sort,
          enabled: true,
        });
      }
    });

    // The lounge: the operators open it on day 0, the members talk in it through the chat service.
    let loungeId = 0;
    on(at(0, 7, 30), async () => {
      loungeId = (await s.chat.addRoom(OPERATOR, CLUB_ROOM)).id;
    });
    for (const [who, day, hour, text] of CHAT_LINES) {
      on(at(day, hour, 30), () =>
        s.chat.send(member(who), {
          roomId: loungeId,
          clientMsgId: `demo-${day}-${hour}-${who}`,
          kind: 'text',
          body: text,
        }),
      );
    }
    /** A lounge album's picture or clip: the upload its project already has. */
    const albumMediaUrl = (m: DemoAlbumMedia) => {
      const url =
        m.use === 'still'
          ? projectStills.get(m.project)?.[m.index]
          : (m.use === 'poster' ? projectPosters : projectTrailers).get(m.project);
      if (!url) throw new Error(`demo seed: ${m.project} has no ${m.use} for the lounge album`);
      return url;
    };
    // The lounge's albums, which the operators fill from the films' posters, stills and trailers.
    for (const album of CLUB_ALBUMS) {
      on(at(album.day, 16), async () => {
        const { id } = await s.chatAlbums.addAlbum(OPERATOR, { roomId: loungeId, name: album.name });
        for (const m of album.media) {
          clock.advance(45);
          await s.chatAlbums.addMedia(OPERATOR, {
            albumId: id,
            kind: m.use === 'trailer' ? 'video' : 'image',
            url: albumMediaUrl(m),
          });
        }
      });
    }
    // The operators publish trailer tasks from the films' trailers; the demo member did one yesterday.
    for (const task of TRAILER_TASKS) {
      on(at(task.day, 8), () => {
        const fromDay = new Date(midnight(task.day)).toISOString().slice(0, 10);
        const toDay = new Date(midnight(task.day + 90)).toISOString().slice(0, 10);
        return s.tasks.add(OPERATOR, {
          texts: Object.fromEntries(
            Object.entries(trailerTaskTitles(task.project)).map(([lang, title]) => [lang, { title }]),
          ),
          projectId: project(task.project),
          videoUrl: null,
          reward: task.reward,
          requiredSeconds: task.seconds,
          fromDay,
          toDay,
          enabled: true,
        });
      });
    }
    let watched = { sessionId: 0, requiredSeconds: 0 };
    on(at(HISTORY_DAYS - 1, 20), async () => {
      const [first] = (await s.tasks.list(member('demo'), 'en')).list;
      watched = await s.tasks.start(member('demo'), first.id);
    });
    on(at(HISTORY_DAYS - 1, 20, 5), () => s.tasks.distribute(member('demo'), watched.sessionId));

    // The demo member asks customer service, and an operator at the desk answers.
    SERVICE_LINES.forEach(([who, day, hour, text], i) => {
      on(at(day, hour, 10 + i * 5), async () => {
        const { roomId } = await s.chat.serviceRoomId(member('demo'));
        const clientMsgId = `demo-service-${i}`;
        if (who === 'member')
          await s.chat.send(member('demo'), { roomId, clientMsgId, kind: 'text', body: text });
        else await s.desk.reply(OPERATOR, { roomId, clientMsgId, body: text });
      });
    });
    on(at(HISTORY_DAYS - 3, 10), () =>
      s.messages.announce(
        OPERATOR,
        { audience: DEMO_ANNOUNCEMENT.audience, texts: DEMO_ANNOUNCEMENT.texts },
        commit('announcement'),
      ),
    );

    events.sort((a, b) => a.at - b.at);
    for (const event of events) {
      await advanceTo(event.at);
      await event.run();
    }
    await advanceTo(Math.max(end, (deps.now ?? Date.now)()));

    return {
      projects: PROJECTS.length,
      members: MEMBERS.length,
      investments,
      ms: Math.round(performance.now() - started),
      login: DEMO_LOGIN,
    };
  } finally {
    await built.app.close();
  }
}

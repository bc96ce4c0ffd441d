import type { TAnnouncement, TMessage, TMessageKind, TRechargeOrder, TUnreadCounts } from '@club/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { verifyLedger } from '../../money/verify';
import {
  api,
  type Client,
  channelId,
  expectError,
  expectOk,
  freshKey,
  investor,
  operatorApi,
  operatorWithKeys,
  PAY_PASSWORD,
  projectBody,
  registerMember,
  signIn,
} from '../../test/client';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness';

const DAY_S = 86_400;
type Paged<T> = { list: T[]; pagination: { total: number } };

describe.each(DIALECTS)('messages (%s)', (dialect) => {
  let t: TestApp;
  let ops: Client;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  // Tests move the clock past an operator token's life.
  beforeEach(async () => {
    ops = await operatorApi(t);
  });
  afterAll(async () => {
    expect((await verifyLedger(t.db)).filter((c) => !c.ok)).toEqual([]);
    await t.close();
  });

  const money = (path: string, body: object) => ops.post(path, body, { idempotencyKey: freshKey() });
  const page = async (token: string, body: object = {}, lang = 'en') =>
    expectOk(await api(t).post<Paged<TMessage>>('message/message/page', body, { token, lang }));
  const unread = async (token: string) =>
    expectOk(await api(t).post<TUnreadCounts>('message/dialog_read/unread', {}, { token })).messages;
  const kinds = async (token: string) => (await page(token, { size: 100 })).list.map((m) => m.kind).reverse();

  async function project(over: Record<string, unknown> = {}) {
    const { id } = expectOk(
      await ops.post<{ id: number }>('finance/proj/add', projectBody(t.clock.now(), over)),
    );
    expectOk(await ops.post('finance/proj/publish', { id }));
    return id;
  }
  const invest = (token: string, projectId: number, amount: number) =>
    api(t).post<{ id: number }>(
      'finance/invest/invest',
      { projectId, amount, payPassword: PAY_PASSWORD, acceptRisk: true },
      { token, idempotencyKey: freshKey() },
    );

  it('tells a member of each thing that happens to their money, in the transaction that does it', async () => {
    const m = await investor(t, { recharge: 300_000 });
    let token = m.tokens.token;
    // investor(): a verified card, a confirmed recharge, an activated membership.
    expect(await kinds(token)).toEqual(['card_verified', 'recharge_credited', 'membership_activated']);

    const card = await t.services.withdraw.addAccount(m.id, {
      kind: 'bank',
      holderName: 'Ada Lovelace',
      bankName: 'Film Bank',
      accountNumber: '99998888777766',
    });
    expectOk(await ops.post('bank/card/reject', { id: card.id, reason: 'Blurred photo' }));

    const bank = await channelId(t, 'recharge_channels', 'bank');
    const order = expectOk(
      await api(t).post<TRechargeOrder>(
        'recharge/recharge/submit',
        { channelId: bank, amount: 20_000 },
        { token, idempotencyKey: freshKey() },
      ),
    );
    expectOk(await money('recharge/order/reject', { orderId: order.id, reason: 'No payment arrived' }));

    const withdraw = async () =>
      expectOk(
        await api(t).post<{ id: number }>(
          'withdraw/withdraw/submit',
          {
            channelId: await channelId(t, 'withdraw_channels', 'bank'),
            amount: 10_000,
            accountId: m.cardId,
            payPassword: PAY_PASSWORD,
          },
          { token, idempotencyKey: freshKey() },
        ),
      );
    expectOk(await money('withdraw/order/approve', { id: (await withdraw()).id }));
    expectOk(await money('withdraw/order/reject', { id: (await withdraw()).id, reason: 'Name mismatch' }));

    const open = await project();
    const made = expectOk(await invest(token, open, 10_000));
    expectOk(
      await api(t).post(
        'finance/invest/revoke',
        { investmentId: made.id },
        { token, idempotencyKey: freshKey() },
      ),
    );
    // A project that cannot pay a due day waits for repayment; revenue resumes it.
    const short = await project({ amount: 100_000, repayType: 'PIOARB', cycleDays: 2 });
    expectOk(await invest(token, short, 100_000));
    t.clock.advance(DAY_S + 120);
    await t.services.settlement.settle(t.clock.now());
    await t.services.settlement.settle(t.clock.now());
    ops = await operatorApi(t);
    expectOk(
      await money('finance/proj/revenue', {
        projectId: short,
        amount: 1_000,
        source: 'subsidy',
        memo: 'box office',
      }),
    );

    token = await signIn(t, m);
    const expected: TMessageKind[] = [
      'card_verified',
      'recharge_credited',
      'membership_activated',
      'card_rejected',
      'recharge_failed',
      'withdraw_approved',
      'withdraw_rejected',
      'investment_made',
      'investment_revoked',
      'investment_made',
      'project_waiting',
      'project_resumed',
    ];
    expect(await kinds(token)).toEqual(expected);

    // Worded when read, in the reader's language, with the operator's reason and the amounts.
    const { list } = await page(token, { size: 100 });
    const byKind = (k: TMessageKind) => list.find((x) => x.kind === k) as TMessage;
    expect(byKind('withdraw_rejected')).toMatchObject({
      title: 'Withdrawal rejected',
      body: expect.stringContaining('Name mismatch'),
      link: { to: 'withdraw', id: expect.any(Number) },
      read: false,
    });
    expect(byKind('recharge_failed').body).toContain('200.00');
    expect(byKind('investment_made').body).toContain('The Long Take');
    expect(byKind('project_waiting').link).toEqual({ to: 'investment', id: expect.any(Number) });
    const arabic = await page(token, { size: 100 }, 'ar-EG');
    const arabicWaiting = arabic.list.find((x) => x.kind === 'project_waiting') as TMessage;
    expect(arabicWaiting.title).not.toBe(byKind('project_waiting').title);
    expect(arabicWaiting.body).toContain('اللقطة الطويلة');
  });

  it('warns 7 days before a membership ends, then at the end and when the deposit returns, each once', async () => {
    const m = await investor(t);
    const { expires_at } = await t.db
      .selectFrom('memberships')
      .select('expires_at')
      .where('user_id', '=', m.id)
      .executeTakeFirstOrThrow();
    const moveTo = (ms: number) => t.clock.advance(Math.ceil((ms - t.clock.now()) / 1000));
    moveTo(expires_at - 7 * DAY_S * 1000 + 60_000);
    await t.scheduler.runDue();
    await t.scheduler.runDue();
    moveTo(expires_at + 1_000);
    await t.scheduler.runDue();
    await t.scheduler.runDue();
    moveTo(expires_at + 31 * DAY_S * 1000);
    await t.scheduler.runDue();
    await t.scheduler.runDue();
    const token = await signIn(t, m);
    const told = (await kinds(token)).slice(3);
    expect(told).toEqual(['membership_expiring', 'membership_expired', 'deposit_returned']);
    const { list } = await page(token);
    // The end in the reader's own way of writing dates, with the club's time zone named.
    const inEnglish = new Intl.DateTimeFormat('en', {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    }).format(expires_at);
    expect(list[2].body).toContain(inEnglish);
    expect(list[2].body).toContain('UTC');
    const inGerman = (await page(token, {}, 'de-DE')).list[2].body;
    expect(inGerman).toContain(
      new Intl.DateTimeFormat('de-DE', {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        timeZone: 'UTC',
      }).format(expires_at),
    );
  });

  it('counts unread, reads by id or all, and never another member’s', async () => {
    const a = await investor(t);
    const b = await investor(t);
    const token = a.tokens.token;
    expect(await unread(token)).toBe(3);
    const [newest, , oldest] = (await page(token)).list;
    expect((await page(token, { unread: true })).pagination.total).toBe(3);
    const bOwn = (await page(b.tokens.token)).list[0];

    const read = expectOk(
      await api(t).post<{ list: TMessage[]; unread: number }>(
        'message/message/read',
        { ids: [newest.id, bOwn.id] },
        { token },
      ),
    );
    expect(read).toEqual({ list: [{ ...newest, read: true }], unread: 2 });
    // Reading again keeps it read; b's message stays unread for b.
    expectOk(await api(t).post('message/message/read', { ids: [newest.id] }, { token }));
    expect(await unread(b.tokens.token)).toBe(3);
    expect((await page(token, { unread: true })).list.map((x) => x.id)).not.toContain(newest.id);

    expectError(await api(t).post('message/message/read', { ids: [] }, { token }), 'VALIDATION_FORMAT');
    expectError(await api(t).post('message/message/read', {}, { token }), 'VALIDATION_FORMAT');
    expectError(await api(t).post('message/message/page', {}), 'AUTH_REQUIRED');

    expectOk(await api(t).post('message/message/read', { all: true }, { token }));
    expect(await unread(token)).toBe(0);
    expect((await page(token)).list.find((x) => x.id === oldest.id)?.read).toBe(true);
  });

  it('sends an operator’s announcement to everyone, to a level, or to one member, audited', async () => {
    const vip = await investor(t);
    const plain = await registerMember(t);
    const plainId = (
      await t.db.selectFrom('users').select('id').where('phone', '=', plain.phone).executeTakeFirstOrThrow()
    ).id;
    const vipLevel = await t.db
      .selectFrom('member_levels')
      .select('id')
      .where('kind', '=', 'vip')
      .executeTakeFirstOrThrow();
    const members = await t.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('phone_e164', 'is not', null)
      .executeTakeFirstOrThrow();

    const send = (body: object, idempotencyKey = freshKey()) =>
      ops.post<TAnnouncement>('message/announcement/add', body, { idempotencyKey });
    const en = (title: string, body: string) => ({ en: { title, body } });
    const all = expectOk(
      await send({
        audience: 'all',
        texts: {
          ...en('Premiere night', 'Doors open at 8.\nBring a friend.'),
          'de-DE': { title: 'Premierenabend', body: 'Einlass um 8.\nBring jemanden mit.' },
          'ja-JP': { title: 'プレミアの夜' },
        },
      }),
    );
    expect(all.recipients).toBe(Number(members.n));
    const level = expectOk(
      await send({ audience: 'level', levelId: vipLevel.id, texts: en('VIP screening', 'Members only.') }),
    );
    expect(level).toMatchObject({
      audience: 'level',
      levelId: vipLevel.id,
      levelName: 'VIP',
      operator: 'operator',
    });
    // A send retried with its key (an answer lost on the way) reaches no one twice.
    const hello = { audience: 'member', userId: plainId, texts: en('Hello', 'Just you.') };
    const key = freshKey();
    const one = expectOk(await send(hello, key));
    expect(one.recipients).toBe(1);
    expect(expectOk(await send(hello, key))).toEqual(one);
    expectError(await send({ audience: 'member', userId: 999_999, texts: en('x', 'y') }), 'NOT_FOUND');
    expectError(await send({ audience: 'all', texts: en('', 'y') }), 'VALIDATION_FORMAT');
    expectError(
      await send({ audience: 'all', texts: { 'de-DE': { title: 'x', body: 'y' } } }),
      'VALIDATION_FORMAT',
    );

    const titles = async (token: string) =>
      (await page(token)).list.filter((x) => x.kind === 'announcement').map((x) => x.title);
    expect(await titles(vip.tokens.token)).toEqual(['VIP screening', 'Premiere night']);
    expect(await titles(plain.tokens.token)).toEqual(['Hello', 'Premiere night']);
    const premiere = (await page(plain.tokens.token)).list.find((x) => x.title === 'Premiere night');
    expect(premiere).toMatchObject({ body: 'Doors open at 8.\nBring a friend.', link: null });
    // In the reader's language; a field it lacks there is the English one.
    const inLang = async (lang: string) =>
      (await page(plain.tokens.token, {}, lang)).list.find((x) => x.id === premiere?.id);
    expect(await inLang('de-DE')).toMatchObject({
      title: 'Premierenabend',
      body: 'Einlass um 8.\nBring jemanden mit.',
    });
    expect(await inLang('ja-JP')).toMatchObject({
      title: 'プレミアの夜',
      body: 'Doors open at 8.\nBring a friend.',
    });
    expect(await inLang('fr')).toMatchObject({ title: 'Premiere night' });

    const sent = expectOk(await ops.post<Paged<TAnnouncement>>('message/announcement/page', {}));
    expect(sent.list.slice(0, 3).map((a) => a.texts.en?.title)).toEqual([
      'Hello',
      'VIP screening',
      'Premiere night',
    ]);
    expect(sent.list[2].texts['ja-JP']).toEqual({ title: 'プレミアの夜', body: '' });
    const audit = await t.db
      .selectFrom('audit_log')
      .select('target')
      .where('action', '=', 'message:announcement:add')
      .execute();
    expect(audit.map((a) => a.target)).toEqual(expect.arrayContaining([`announcement:${all.id}`]));

    const { token: readerToken } = await operatorWithKeys(t, 'announcement-reader', [
      'message:announcement:page',
    ]);
    const reader = api(t, { prefix: '/api/admin/', token: readerToken });
    expectOk(await reader.post('message/announcement/page', {}));
    expectError(
      await reader.post(
        'message/announcement/add',
        { audience: 'all', texts: en('x', 'y') },
        { idempotencyKey: freshKey() },
      ),
      'FORBIDDEN',
    );
    expectError(
      await api(t, { prefix: '/api/admin/' }).post(
        'message/announcement/add',
        {},
        { token: vip.tokens.token },
      ),
      'TOKEN_INVALID',
    );
  });
});

import { randomUUID } from 'node:crypto';
import type {
  TAdminChatRoom,
  TChatConversation,
  TChatMessage,
  TChatPage,
  TChatPermission,
  TUnreadCounts,
} from '@club/contract';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  api,
  type Client,
  expectError,
  expectOk,
  liftSmsCap,
  memberIdOf,
  operatorApi,
  operatorWithKeys,
  registerMember,
  vipMember,
} from '../../test/client';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness';
import { uploadFile } from '../../test/multipart';

describe.each(DIALECTS)('chat (%s)', (dialect) => {
  let t: TestApp;
  let ops: Client;
  let roomId: number;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    await liftSmsCap(t);
    ops = await operatorApi(t);
    roomId = expectOk(
      await ops.post<TAdminChatRoom>('chat/room/add', {
        name: 'Club room',
        avatar: null,
        announcement: 'Premiere on Friday.',
        rules: 'Be kind.',
        mutedAll: false,
      }),
    ).id;
  });
  beforeEach(async () => {
    ops = await operatorApi(t);
  });
  afterAll(async () => {
    await t.close();
  });

  /** A registered member, with an active VIP membership when `vip`. */
  async function member(vip = true) {
    if (vip) return vipMember(t);
    const m = await registerMember(t);
    return { id: await memberIdOf(t, m.phone), token: m.tokens.token };
  }

  const send = (token: string, body: object) =>
    api(t).post<TChatMessage>(
      'chat/comm/send',
      { roomId, clientMsgId: randomUUID(), kind: 'text', ...body },
      { token },
    );
  const permission = async (token: string) =>
    expectOk(
      await api(t).get<TChatPermission>('chat/comm/isRoomPermissions', {
        token,
        query: { roomId: String(roomId) },
      }),
    );
  const page = async (token: string, query: Record<string, string> = {}) =>
    expectOk(
      await api(t).get<TChatPage>('chat/comm/getChatRoomMssagePage', {
        token,
        query: { roomId: String(roomId), ...query },
      }),
    );
  const conversation = async (token: string) =>
    expectOk(await api(t).get<TChatConversation[]>('chat/comm/getAppConversationList', { token })).find(
      (c) => c.room.id === roomId,
    ) as TChatConversation;
  /** Past the one-message-a-second rule. */
  const nextSecond = () => t.clock.advance(1);

  it('lets every member read, and only active VIPs speak, saying why not', async () => {
    const plain = await member(false);
    const vip = await member();
    expect(await permission(plain.token)).toEqual({
      canSpeak: false,
      reason: 'notMember',
      banReason: null,
      bannedUntil: null,
    });
    expectError(await send(plain.token, { body: 'hello' }), 'CHAT_CANNOT_SPEAK');
    expect((await permission(vip.token)).canSpeak).toBe(true);
    const sent = expectOk(await send(vip.token, { body: '<b>hi</b> https://example.com' }));
    // Text stays text: the client renders it as such.
    expect(sent).toMatchObject({
      body: '<b>hi</b> https://example.com',
      kind: 'text',
      mine: true,
      removed: false,
    });
    const read = await page(plain.token);
    expect(read.room).toMatchObject({
      name: 'Club room',
      announcement: 'Premiere on Friday.',
      rules: 'Be kind.',
    });
    expect(read.list.at(-1)).toMatchObject({
      seq: sent.seq,
      mine: false,
      sender: { kind: 'member', id: vip.id },
    });

    nextSecond();
    expectError(await send(vip.token, { body: 'x'.repeat(501) }), 'VALIDATION_FORMAT');
    expectError(await send(vip.token, { body: '   ' }), 'VALIDATION_FORMAT');
    expectError(
      await api(t).get('chat/comm/isRoomPermissions', { token: vip.token, query: { roomId: '999999' } }),
      'NOT_FOUND',
    );
  });

  it('mutes the whole room, and bans one member with a reason until it ends or is lifted', async () => {
    const vip = await member();
    const room = (over: object) =>
      ops.post('chat/room/update', {
        id: roomId,
        name: 'Club room',
        avatar: null,
        announcement: 'Premiere on Friday.',
        rules: 'Be kind.',
        mutedAll: false,
        ...over,
      });
    expectOk(await room({ mutedAll: true }));
    expect((await permission(vip.token)).reason).toBe('allMuted');
    expectError(await send(vip.token, { body: 'anyone?' }), 'CHAT_CANNOT_SPEAK');
    expectOk(await room({ mutedAll: false }));

    const until = new Date(t.clock.now() + 3_600_000).toISOString();
    expectOk(await ops.post('chat/ban/add', { roomId, userId: vip.id, reason: 'Spam links', until }));
    expect(await permission(vip.token)).toEqual({
      canSpeak: false,
      reason: 'banned',
      banReason: 'Spam links',
      bannedUntil: until,
    });
    expectError(await send(vip.token, { body: 'let me in' }), 'CHAT_CANNOT_SPEAK');
    // The ban ends by itself.
    t.clock.advance(3_601);
    const fresh = await member();
    expect((await permission(fresh.token)).canSpeak).toBe(true);
    const bans = await ops.post<{ list: { userId: number }[] }>('chat/ban/page', { roomId });
    expect(expectOk(bans).list.map((b) => b.userId)).not.toContain(vip.id);

    // A ban until lifted, then lifted.
    expectOk(await ops.post('chat/ban/add', { roomId, userId: fresh.id, reason: 'Abuse', until: null }));
    expect((await permission(fresh.token)).bannedUntil).toBeNull();
    expectOk(await ops.post('chat/ban/remove', { roomId, userId: fresh.id }));
    expectError(await ops.post('chat/ban/remove', { roomId, userId: fresh.id }), 'NOT_FOUND');
    expect((await permission(fresh.token)).canSpeak).toBe(true);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('target', 'like', `chat-room:${roomId}%`)
      .execute();
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['chat:room:update', 'chat:ban:add', 'chat:ban:remove']),
    );
  });

  it('posts a retried send once, also when the retries race, and holds one message a second', async () => {
    const vip = await member();
    nextSecond();
    const body = { roomId, clientMsgId: randomUUID(), kind: 'text', body: 'once' };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        api(t).post<TChatMessage>('chat/comm/send', body, { token: vip.token }),
      ),
    );
    const seqs = new Set(answers.map((a) => expectOk(a).seq));
    expect(seqs.size).toBe(1);
    const copies = await t.db
      .selectFrom('chat_messages')
      .select('seq')
      .where('client_msg_id', '=', body.clientMsgId)
      .execute();
    expect(copies).toHaveLength(1);
    // Another message within the same second waits; the same client id with other text is refused.
    expectError(await send(vip.token, { body: 'too soon' }), 'CHAT_TOO_FAST');
    expectError(
      await api(t).post('chat/comm/send', { ...body, body: 'changed' }, { token: vip.token }),
      'IDEMPOTENCY_CONFLICT',
    );
    nextSecond();
    expectOk(await send(vip.token, { body: 'a second later' }));
  });

  it('numbers 50 concurrent senders 1…n in one room, each message once', async () => {
    const senders = await Promise.all(Array.from({ length: 50 }, () => member()));
    nextSecond();
    const before = (await page(senders[0].token)).lastSeq;
    const sent = await Promise.all(senders.map((s, i) => send(s.token, { body: `line ${i}` })));
    const seqs = sent.map((s) => expectOk(s).seq).sort((a, b) => a - b);
    expect(seqs).toEqual(Array.from({ length: 50 }, (_, i) => before + i + 1));
    const { list, lastSeq } = await page(senders[0].token, { size: '100' });
    expect(lastSeq).toBe(before + 50);
    expect(list.slice(-50).map((m) => m.seq)).toEqual(seqs);
  });

  it('meets a new member with the room’s past as read, and counts only what is said after', async () => {
    const writer = await member();
    for (let i = 0; i < 3; i++) {
      nextSecond();
      expectOk(await send(writer.token, { body: `before ${i}` }));
    }
    const newcomer = await member(false);
    // The tab's badge at launch: nothing unread, though the room has a past.
    const badge = expectOk(
      await api(t).post<TUnreadCounts>('message/dialog_read/unread', {}, { token: newcomer.token }),
    );
    expect(badge.conversations).toBe(0);
    expect((await conversation(newcomer.token)).unread).toBe(0);
    nextSecond();
    expectOk(await send(writer.token, { body: 'welcome' }));
    expect((await conversation(newcomer.token)).unread).toBe(1);
  });

  it('counts unread from the read pointer, pages back by number, and shows removed messages as removed', async () => {
    const reader = await member(false);
    const writer = await member();
    const start = (await conversation(reader.token)).lastSeq;
    expectOk(await api(t).post('message/dialog_read/read', { roomId, seq: start }, { token: reader.token }));
    expect((await conversation(reader.token)).unread).toBe(0);
    const seqs: number[] = [];
    for (let i = 0; i < 5; i++) {
      nextSecond();
      seqs.push(expectOk(await send(writer.token, { body: `m${i}` })).seq);
    }
    const c = await conversation(reader.token);
    expect(c).toMatchObject({ unread: 5, lastSeq: seqs[4], lastMessage: { body: 'm4' } });
    const counts = expectOk(
      await api(t).post<TUnreadCounts>('message/dialog_read/unread', {}, { token: reader.token }),
    );
    expect(counts.conversations).toBe(5);
    // The sender's own messages are read by them.
    expect((await conversation(writer.token)).unread).toBe(0);

    const read = await api(t).post<{ unread: number }>(
      'message/dialog_read/read',
      { roomId, seq: seqs[2] },
      { token: reader.token },
    );
    expect(expectOk(read).unread).toBe(2);
    // Never back, and never past the last message.
    expectOk(await api(t).post('message/dialog_read/read', { roomId, seq: 1 }, { token: reader.token }));
    expect((await conversation(reader.token)).unread).toBe(2);
    expectOk(
      await api(t).post('message/dialog_read/read', { roomId, seq: 10 ** 6 }, { token: reader.token }),
    );
    expect((await conversation(reader.token)).unread).toBe(0);
    nextSecond();
    expectOk(await send(writer.token, { body: 'after' }));
    expect((await conversation(reader.token)).unread).toBe(1);

    const newest = await page(reader.token, { size: '3' });
    expect(newest.hasMore).toBe(true);
    const older = await page(reader.token, { size: '3', beforeSeq: String(newest.list[0].seq) });
    expect([...older.list, ...newest.list].map((m) => m.seq)).toEqual([...seqs, seqs[4] + 1]);

    expectOk(await ops.post('chat/message/remove', { roomId, seq: seqs[3] }));
    expectError(await ops.post('chat/message/remove', { roomId, seq: seqs[3] }), 'NOT_FOUND');
    const removed = (await page(reader.token)).list.find((m) => m.seq === seqs[3]);
    expect(removed).toMatchObject({ removed: true, body: '' });
    const forOperators = await ops.post<{ list: { seq: number; removedText: string | null }[] }>(
      'chat/message/page',
      { roomId },
    );
    expect(expectOk(forOperators).list.find((m) => m.seq === seqs[3])?.removedText).toBe('m3');
  });

  it("names the message type and text, in the caller's language, when they are wrong", async () => {
    const m = await member();
    const wrong = (body: object, lang: string) =>
      api(t).post(
        'chat/comm/send',
        { roomId, clientMsgId: randomUUID(), kind: 'text', body: 'hello', ...body },
        { token: m.token, lang },
      );
    const unknownKind = await wrong({ kind: 'video' }, 'en');
    expectError(unknownKind, 'VALIDATION_FORMAT');
    expect(unknownKind.body.message).toBe('message type format error');
    expect((await wrong({ kind: 'video' }, 'de-DE')).body.message).toBe('Ungültiges Format: Nachrichtentyp');
    const tooLong = { body: 'x'.repeat(5_000) };
    expect((await wrong(tooLong, 'en')).body.message).toBe('message text format error');
    expect((await wrong(tooLong, 'de-DE')).body.message).toBe('Ungültiges Format: Nachrichtentext');
  });

  it('takes images the member uploaded, as links that read the private file', async () => {
    const vip = await member();
    const other = await member();
    const png = PNG.sync.write(new PNG({ width: 4, height: 4 }));
    const { url } = expectOk(await uploadFile(t, vip.token, { content: png, name: 'still.png' }));
    nextSecond();
    expectError(await send(other.token, { kind: 'image', body: url }), 'VALIDATION_FORMAT');
    const sent = expectOk(await send(vip.token, { kind: 'image', body: url }));
    expect(sent.body.startsWith(`${url}?exp=`)).toBe(true);
  });

  it('refuses every chat operator call to a role without its key', async () => {
    const { token } = await operatorWithKeys(t, 'chat-reader', ['chat:room:page']);
    const reader = api(t, { prefix: '/api/admin/', token });
    expectOk(await reader.post('chat/room/page', {}));
    expectError(await reader.post('chat/message/remove', { roomId, seq: 1 }), 'FORBIDDEN');
    expectError(
      await reader.post('chat/ban/add', { roomId, userId: 1, reason: 'x', until: null }),
      'FORBIDDEN',
    );
  });
});

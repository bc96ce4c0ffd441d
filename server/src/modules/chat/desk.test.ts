import { randomUUID } from 'node:crypto';
import type {
  TChatConversation,
  TChatMessage,
  TChatPage,
  TChatPermission,
  TServiceConversation,
  TServiceHistory,
} from '@club/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  type Client,
  expectError,
  expectOk,
  liftSmsCap,
  memberIdOf,
  operatorWithKeys,
  registerMember,
} from '../../test/client';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness';

const DESK_KEYS = ['chat:service:page', 'chat:service:reply', 'chat:service:assign', 'chat:service:close'];

describe.each(DIALECTS)('customer service (%s)', (dialect) => {
  let t: TestApp;
  let anna: Client;
  let ben: Client;
  let annaId: number;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    await liftSmsCap(t);
    const agent = async (username: string) => {
      const { token } = await operatorWithKeys(t, username, DESK_KEYS);
      return api(t, { prefix: '/api/admin/', token });
    };
    anna = await agent('anna');
    ben = await agent('ben');
    const row = await t.db
      .selectFrom('admins')
      .select('id')
      .where('username', '=', 'anna')
      .executeTakeFirstOrThrow();
    annaId = row.id;
    // Anna signs her replies with the name members see; Ben sets none.
    await t.db
      .updateTable('admins')
      .set({ display_name: 'Anna from the club' })
      .where('id', '=', annaId)
      .execute();
  });
  afterAll(async () => {
    await t.close();
  });

  /** A member without VIP: customer service is for everyone. */
  async function member() {
    const m = await registerMember(t);
    return { id: await memberIdOf(t, m.phone), phone: m.phone, token: m.tokens.token };
  }
  const serviceRoom = async (token: string) =>
    expectOk(await api(t).get<{ roomId: number }>('chat/comm/getServiceRoomId', { token })).roomId;
  const servicePage = async (token: string) =>
    expectOk(await api(t).get<TChatPage>('chat/comm/getServiceMsgPage', { token }));
  const write = (token: string, roomId: number, body: string) =>
    api(t).post<TChatMessage>(
      'chat/comm/send',
      { roomId, clientMsgId: randomUUID(), kind: 'text', body },
      { token },
    );
  const reply = (agent: Client, roomId: number, body: string, clientMsgId = randomUUID()) =>
    agent.post<TChatMessage>('chat/service/reply', { roomId, clientMsgId, body });
  const queue = async (agent: Client, filters: object = {}) =>
    expectOk(await agent.post<{ list: TServiceConversation[] }>('chat/service/page', filters)).list;
  const inQueue = async (roomId: number) =>
    (await queue(anna)).find((c) => c.roomId === roomId) as TServiceConversation;

  it('opens one conversation per member, even when asked twice at once, which only they read', async () => {
    const m = await member();
    const [a, b] = await Promise.all([serviceRoom(m.token), serviceRoom(m.token)]);
    expect(a).toBe(b);
    expect(await serviceRoom(m.token)).toBe(a);
    const empty = await servicePage(m.token);
    expect(empty).toMatchObject({ list: [], hasMore: false, lastSeq: 0 });
    expect(empty.room).toMatchObject({ id: a, kind: 'service', closed: false });

    // No VIP needed to ask for help.
    const permission = expectOk(
      await api(t).get<TChatPermission>('chat/comm/isRoomPermissions', {
        token: m.token,
        query: { roomId: String(a) },
      }),
    );
    expect(permission.canSpeak).toBe(true);
    expectOk(await write(m.token, a, 'My withdrawal is late'));

    const other = await member();
    expectError(
      await api(t).get('chat/comm/getChatRoomMssagePage', {
        token: other.token,
        query: { roomId: String(a) },
      }),
      'NOT_FOUND',
    );
    expectError(await write(other.token, a, 'let me in'), 'NOT_FOUND');
    const theirs = expectOk(
      await api(t).get<TChatConversation[]>('chat/comm/getAppConversationList', { token: other.token }),
    );
    expect(theirs.some((c) => c.room.id === a)).toBe(false);
  });

  it('puts the member in the queue with what no agent read, and a reply takes it for its agent', async () => {
    const m = await member();
    const roomId = await serviceRoom(m.token);
    expectOk(await write(m.token, roomId, 'Hello?'));
    t.clock.advance(1);
    expectOk(await write(m.token, roomId, 'Anyone there?'));

    const waiting = await inQueue(roomId);
    expect(waiting).toMatchObject({
      status: 'open',
      agent: null,
      unread: 2,
      lastSeq: 2,
      member: { id: m.id },
      lastMessage: { body: 'Anyone there?', mine: false },
    });
    expect(waiting.member.phone).toContain(m.phone);
    const before = expectOk(await anna.post<{ unread: number }>('chat/service/unread', {})).unread;
    expect(before).toBeGreaterThanOrEqual(2);

    const answer = expectOk(await reply(anna, roomId, 'Hi, Anna here. Let me look.'));
    expect(answer).toMatchObject({
      seq: 3,
      mine: true,
      sender: { kind: 'agent', name: 'Anna from the club' },
    });
    expect(await inQueue(roomId)).toMatchObject({
      agent: { id: annaId, name: 'Anna from the club' },
      unread: 0,
    });

    // The member sees the agent's display name, never the username, and one unread message.
    const seen = await servicePage(m.token);
    expect(seen.list.at(-1)).toMatchObject({
      body: 'Hi, Anna here. Let me look.',
      mine: false,
      sender: { kind: 'agent', name: 'Anna from the club', avatar: null },
    });
    const mine = expectOk(
      await api(t).get<TChatConversation[]>('chat/comm/getAppConversationList', { token: m.token }),
    ).find((c) => c.room.id === roomId);
    expect(mine?.unread).toBe(1);

    // Ben may not answer Anna's conversation, nor take it.
    expectError(await reply(ben, roomId, 'Ben here'), 'CHAT_SERVICE_TAKEN', { agent: 'Anna from the club' });
    expectError(await ben.post('chat/service/assign', { roomId }), 'CHAT_SERVICE_TAKEN');
    expect((await servicePage(m.token)).list).toHaveLength(3);

    const history = expectOk(await ben.post<TServiceHistory>('chat/service/history', { roomId }));
    expect(history.list.map((x) => [x.seq, x.mine])).toEqual([
      [1, false],
      [2, false],
      [3, true],
    ]);
    expect(history.conversation.agent?.id).toBe(annaId);
  });

  it('posts a retried reply once, and refuses the same id with another text', async () => {
    const m = await member();
    const roomId = await serviceRoom(m.token);
    expectOk(await write(m.token, roomId, 'Question'));
    const id = randomUUID();
    const [a, b] = await Promise.all([reply(anna, roomId, 'Answer', id), reply(anna, roomId, 'Answer', id)]);
    expect(expectOk(a).seq).toBe(expectOk(b).seq);
    expect(expectOk(await reply(anna, roomId, 'Answer', id)).seq).toBe(expectOk(a).seq);
    expectError(await reply(anna, roomId, 'Another answer', id), 'IDEMPOTENCY_CONFLICT');
    expect((await servicePage(m.token)).list.map((x) => x.body)).toEqual(['Question', 'Answer']);
  });

  it('gives a free conversation to exactly one of two agents assigning at once', async () => {
    const m = await member();
    const roomId = await serviceRoom(m.token);
    expectOk(await write(m.token, roomId, 'Help'));
    const [a, b] = await Promise.all([
      anna.post('chat/service/assign', { roomId }),
      ben.post('chat/service/assign', { roomId }),
    ]);
    const won = [a, b].filter((r) => r.body.code === 1000);
    expect(won).toHaveLength(1);
    const holder = (await inQueue(roomId)).agent?.id;
    expect(holder).toBeDefined();
    // Assigning what one holds already is a no-op success.
    const mineAgain = holder === annaId ? anna : ben;
    expectOk(await mineAgain.post('chat/service/assign', { roomId }));
    const mine = await queue(mineAgain, { mine: true });
    expect(mine.some((c) => c.roomId === roomId)).toBe(true);
    expect(
      (await queue(holder === annaId ? ben : anna, { mine: true })).some((c) => c.roomId === roomId),
    ).toBe(false);
  });

  it('moves the desk read pointer forward only, and counts unread for the whole desk', async () => {
    const m = await member();
    const roomId = await serviceRoom(m.token);
    for (const text of ['one', 'two', 'three']) {
      expectOk(await write(m.token, roomId, text));
      t.clock.advance(1);
    }
    expect((await inQueue(roomId)).unread).toBe(3);
    expect(expectOk(await ben.post<{ unread: number }>('chat/service/read', { roomId, seq: 2 })).unread).toBe(
      1,
    );
    // Anna sees what Ben read: the desk reads as one team.
    expect((await inQueue(roomId)).unread).toBe(1);
    expectOk(await anna.post('chat/service/read', { roomId, seq: 1 }));
    expect((await inQueue(roomId)).unread).toBe(1);
    expectOk(await anna.post('chat/service/read', { roomId, seq: 99 }));
    expect((await inQueue(roomId)).unread).toBe(0);
  });

  it('closes a conversation back to the queue, and the member writing opens it again', async () => {
    const m = await member();
    const roomId = await serviceRoom(m.token);
    expectOk(await write(m.token, roomId, 'Thanks, solved'));
    expectOk(await reply(anna, roomId, 'Glad to help'));
    const [closed, again] = await Promise.all([
      ben.post<TServiceConversation>('chat/service/close', { roomId }),
      anna.post<TServiceConversation>('chat/service/close', { roomId }),
    ]);
    expect(expectOk(closed)).toMatchObject({ status: 'closed', agent: null });
    expect(expectOk(again).status).toBe('closed');
    expect((await servicePage(m.token)).room.closed).toBe(true);
    expect((await queue(anna, { status: 'closed' })).some((c) => c.roomId === roomId)).toBe(true);
    expect((await queue(anna, { status: 'open' })).some((c) => c.roomId === roomId)).toBe(false);

    t.clock.advance(1);
    expectOk(await write(m.token, roomId, 'One more thing'));
    expect(await inQueue(roomId)).toMatchObject({ status: 'open', agent: null, unread: 1 });
    expect((await servicePage(m.token)).room.closed).toBe(false);
    // Ben may take it now.
    expectOk(await reply(ben, roomId, 'Ben here, go ahead'));
    const lastTwo = (await servicePage(m.token)).list.slice(-1)[0];
    // An agent without a display name is named by the client ("Customer service").
    expect(lastTwo.sender).toMatchObject({ kind: 'agent', name: '' });

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action'])
      .where('target', 'like', `chat-room:${roomId}%`)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual([
      'chat:service:reply',
      'chat:service:close',
      'chat:service:reply',
    ]);
  });

  it('finds a conversation by the member phone or id, and pages the queue newest activity first', async () => {
    const m = await member();
    const roomId = await serviceRoom(m.token);
    t.clock.advance(5);
    expectOk(await write(m.token, roomId, 'Newest'));
    expect((await queue(anna, { search: m.phone })).map((c) => c.roomId)).toEqual([roomId]);
    expect((await queue(anna, { search: String(m.id) })).map((c) => c.roomId)).toContain(roomId);
    const first = expectOk(
      await anna.post<{ list: TServiceConversation[]; pagination: { total: number } }>('chat/service/page', {
        size: 1,
      }),
    );
    expect(first.list[0].roomId).toBe(roomId);
    expect(first.pagination.total).toBeGreaterThan(1);
    expectError(await anna.post('chat/service/history', { roomId: 999_999 }), 'NOT_FOUND');
  });
});

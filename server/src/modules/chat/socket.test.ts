import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { ErrorCode, type TAdminChatRoom, type TChatTicket, type TSocketOut } from '@club/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { loggerOptions } from '../../kernel/logger';
import { api, expectOk, operatorApi, operatorToken, request, vipMember } from '../../test/client';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness';
import { type ServerProcess, startServer } from '../../test/server-process';
import { CLOSE_BANNED, CLOSE_RESTART, CLOSE_TICKET } from './socket';

/** A member's socket: every frame it received, and a way to wait for the next one that matches. */
type Socket = {
  ws: WebSocket;
  frames: TSocketOut[];
  next(match: (f: TSocketOut) => boolean, withinMs?: number): Promise<TSocketOut>;
  send(frame: object): void;
  closed: Promise<number>;
};

async function ticketFor(baseUrl: string, token: string) {
  const res = await fetch(`${baseUrl}/api/app/chat/comm/ticket`, {
    method: 'POST',
    headers: { authorization: token },
  });
  return ((await res.json()) as { data: TChatTicket }).data.ticket;
}

function connect(baseUrl: string, ticket: string): Promise<Socket> {
  const ws = new WebSocket(
    `${baseUrl.replace(/^http/, 'ws')}/api/ws/chat?ticket=${encodeURIComponent(ticket)}`,
  );
  const frames: TSocketOut[] = [];
  const waiters: { match: (f: TSocketOut) => boolean; resolve: (f: TSocketOut) => void }[] = [];
  ws.on('message', (data) => {
    const frame = JSON.parse(String(data)) as TSocketOut;
    frames.push(frame);
    for (const w of [...waiters]) {
      if (w.match(frame)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(frame);
      }
    }
  });
  const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
  const socket: Socket = {
    ws,
    frames,
    closed,
    send: (frame) => ws.send(JSON.stringify(frame)),
    next: (match, withinMs = 3_000) =>
      new Promise((resolve, reject) => {
        const seen = frames.find(match);
        if (seen) return resolve(seen);
        const timer = setTimeout(
          () => reject(new Error(`no matching frame within ${withinMs} ms; got ${JSON.stringify(frames)}`)),
          withinMs,
        );
        waiters.push({
          match,
          resolve: (f) => {
            clearTimeout(timer);
            resolve(f);
          },
        });
      }),
  };
  return new Promise((resolve) => {
    ws.once('open', () => resolve(socket));
    ws.once('unexpected-response', () => resolve(socket));
    ws.once('close', () => resolve(socket));
  });
}

const isMessage = (body: string) => (f: TSocketOut) => f.type === 'message' && f.message.body === body;

describe.each(DIALECTS)('chat in real time (%s)', (dialect) => {
  let t: TestApp;
  let url: string;
  let roomId: number;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    t = await createTestApp(dialect);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const ops = await operatorApi(t);
    roomId = expectOk(
      await ops.post<TAdminChatRoom>('chat/room/add', {
        name: 'Live room',
        avatar: null,
        announcement: '',
        rules: '',
        mutedAll: false,
      }),
    ).id;
  });
  afterAll(async () => {
    for (const s of sockets) s.ws.terminate();
    await t.close();
  });

  const vip = () => vipMember(t);
  const open = async (token: string) => {
    const s = await connect(url, await ticketFor(url, token));
    sockets.push(s);
    return s;
  };

  it('opens only with a fresh ticket, once', async () => {
    const m = await vip();
    const ticket = await ticketFor(url, m.token);
    const first = await connect(url, ticket);
    sockets.push(first);
    expect(first.ws.readyState).toBe(WebSocket.OPEN);
    const again = await connect(url, ticket);
    expect(await again.closed).toBe(CLOSE_TICKET);
    const made = await connect(url, 'not-a-ticket');
    expect(await made.closed).toBe(CLOSE_TICKET);
    // The access token itself never opens a socket.
    expect(await (await connect(url, m.token)).closed).toBe(CLOSE_TICKET);
  });

  it('delivers a message to every open socket, acks the sender, and catches up after a reconnect', async () => {
    const a = await vip();
    const b = await vip();
    const sa = await open(a.token);
    const sb = await open(b.token);
    const clientMsgId = randomUUID();
    sb.send({ type: 'send', message: { roomId, clientMsgId, kind: 'text', body: 'live hello' } });
    const ack = await sb.next((f) => f.type === 'sent');
    expect(ack).toMatchObject({ type: 'sent', message: { clientMsgId, mine: true } });
    const got = await sa.next(isMessage('live hello'));
    expect(got).toMatchObject({ message: { mine: false, sender: { id: b.id } } });
    if (got.type !== 'message') throw new Error('not a message');
    const seen = got.message.seq;

    // A goes away; B writes twice (over HTTP, as a client whose socket is down); A comes back.
    sa.ws.close();
    await sa.closed;
    for (const body of ['missed one', 'missed two']) {
      t.clock.advance(1);
      expectOk(
        await api(t).post(
          'chat/comm/send',
          { roomId, clientMsgId: randomUUID(), kind: 'text', body },
          { token: b.token },
        ),
      );
    }
    const back = await open(a.token);
    back.send({ type: 'resume', rooms: { [roomId]: seen } });
    await back.next(isMessage('missed two'));
    const replayed = back.frames.flatMap((f) => (f.type === 'message' ? [f.message.body] : []));
    expect(replayed).toEqual(['missed one', 'missed two']);

    // A message of a type there is none of names the message type.
    sb.send({ type: 'send', message: { roomId, clientMsgId: randomUUID(), kind: 'video', body: 'x' } });
    expect(await sb.next((f) => f.type === 'error')).toMatchObject({
      code: ErrorCode.VALIDATION_FORMAT,
      message: 'message type format error',
    });
    sb.frames.length = 0;

    // A refused send answers with the error, translated, and posts nothing.
    sb.send({ type: 'send', message: { roomId, clientMsgId: randomUUID(), kind: 'text', body: 'too soon' } });
    const refused = await sb.next((f) => f.type === 'error');
    expect(refused).toMatchObject({ type: 'error', code: expect.any(Number), message: expect.any(String) });
  });

  it('tells open sockets at once when a room is muted or a message removed', async () => {
    const m = await vip();
    const s = await open(m.token);
    const ops = await operatorApi(t);
    t.clock.advance(1);
    const sent = expectOk(
      await api(t).post<{ seq: number }>(
        'chat/comm/send',
        { roomId, clientMsgId: randomUUID(), kind: 'text', body: 'to be removed' },
        { token: m.token },
      ),
    );
    expectOk(await ops.post('chat/message/remove', { roomId, seq: sent.seq }));
    await s.next((f) => f.type === 'removed' && f.seq === sent.seq);
    expectOk(
      await ops.post('chat/room/update', {
        id: roomId,
        name: 'Live room',
        avatar: null,
        announcement: '',
        rules: '',
        mutedAll: true,
      }),
    );
    await s.next((f) => f.type === 'room' && f.roomId === roomId);
  });

  it("closes a banned member's sockets at once, and fans out nothing they send after the ban", async () => {
    const m = await vip();
    const other = await vip();
    const mine = [await open(m.token), await open(m.token)];
    const theirs = await open(other.token);
    const admin = await operatorToken(t);
    const banned = await request(t, 'POST', '/api/admin/member/user/ban', {
      body: { id: m.id, reason: 'Spam' },
      token: admin,
    });
    expectOk(banned);
    const at = Date.now();
    mine[0].send({
      type: 'send',
      message: { roomId, clientMsgId: randomUUID(), kind: 'text', body: 'after the ban' },
    });
    for (const s of mine) expect(await s.closed).toBe(CLOSE_BANNED);
    expect(Date.now() - at).toBeLessThan(1_000);
    // The other member's socket stays open, and what the banned member sent reaches nobody.
    theirs.send({ type: 'ping' });
    await theirs.next((f) => f.type === 'pong');
    expect(theirs.frames.some(isMessage('after the ban'))).toBe(false);
    const posted = await t.db
      .selectFrom('chat_messages')
      .select('id')
      .where('body', '=', 'after the ban')
      .execute();
    expect(posted).toEqual([]);
  });
});

describe.each(DIALECTS)('a chat frame over the size limit (%s)', (dialect) => {
  let t: TestApp;
  let url: string;
  const lines: { level: number; msg?: string }[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  beforeAll(async () => {
    t = await createTestApp(dialect, {}, 1000, undefined, { ...loggerOptions('info'), stream });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  it('closes the socket with 1009 and logs one warning a minute, never an error', async () => {
    const m = await vipMember(t);
    const frame = JSON.stringify({ type: 'ping', pad: 'x'.repeat(20 * 1024) });
    for (let i = 0; i < 3; i++) {
      const s = await connect(url, await ticketFor(url, m.token));
      expect(s.ws.readyState).toBe(WebSocket.OPEN);
      s.ws.send(frame);
      expect(await s.closed).toBe(1009);
    }
    // The member's next socket works as before.
    const ok = await connect(url, await ticketFor(url, m.token));
    ok.send({ type: 'ping' });
    await ok.next((f) => f.type === 'pong');
    ok.ws.close();
    expect(lines.filter((l) => l.level >= 50)).toEqual([]);
    expect(lines.filter((l) => l.level === 40 && l.msg?.includes('frame'))).toHaveLength(1);
  });
});

/**
 * Two server processes on one PostgreSQL and one Redis: a member's socket on A hears, within a
 * second, a message sent through B; a ban made through B stops them speaking on A at once, and a
 * ban from the club made through B closes their socket on A.
 */
describe.runIf(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL)(
  'chat across two processes',
  () => {
    let t: TestApp;
    let a: ServerProcess;
    let b: ServerProcess;
    const sockets: Socket[] = [];
    beforeAll(async () => {
      t = await createTestApp('postgres');
      const env = {
        ...t.processEnv,
        REDIS_URL: process.env.TEST_REDIS_URL as string,
        DEMO_SEED: '0',
        RATE_LIMIT_SCALE: '1000',
      };
      [a, b] = await Promise.all([startServer(env), startServer(env)]);
    }, 120_000);
    afterAll(async () => {
      for (const s of sockets) s.ws.terminate();
      await Promise.all([a?.kill(), b?.kill()]);
      await t?.close();
    });

    it('fans out through Redis within a second, and a ban on one process holds on the other', async () => {
      const admin = await operatorToken(t);
      const call = async <T>(base: string, path: string, body: object, token: string) => {
        const res = await fetch(`${base}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: token },
          body: JSON.stringify(body),
        });
        return (await res.json()) as { code: number; data: T };
      };
      const room = await call<{ id: number }>(
        b.url,
        '/api/admin/chat/room/add',
        { name: 'Two processes', avatar: null, announcement: '', rules: '', mutedAll: false },
        admin,
      );
      const roomId = room.data.id;

      const vip = () => vipMember(t);
      const listener = await vip();
      const speaker = await vip();

      const onA = await connect(a.url, await ticketFor(a.url, listener.token));
      sockets.push(onA);
      const started = Date.now();
      const sent = await call(
        b.url,
        '/api/app/chat/comm/send',
        { roomId, clientMsgId: randomUUID(), kind: 'text', body: 'across processes' },
        speaker.token,
      );
      expect(sent.code).toBe(ErrorCode.SUCCESS);
      await onA.next(isMessage('across processes'), 1_000);
      expect(Date.now() - started).toBeLessThan(1_000);

      // Banned through B, the listener's next send over its socket on A is refused at once.
      const ban = await call(
        b.url,
        '/api/admin/chat/ban/add',
        { roomId, userId: listener.id, reason: 'Flooding', until: null },
        admin,
      );
      expect(ban.code).toBe(ErrorCode.SUCCESS);
      await onA.next((f) => f.type === 'room' && f.roomId === roomId, 1_000);
      onA.send({
        type: 'send',
        message: { roomId, clientMsgId: randomUUID(), kind: 'text', body: 'still here?' },
      });
      const refused = await onA.next((f) => f.type === 'error', 1_000);
      expect(refused).toMatchObject({ code: 2401 });

      // Banned from the club through B, the member's socket on A closes within a second.
      const banned = Date.now();
      const clubBan = await call(
        b.url,
        '/api/admin/member/user/ban',
        { id: listener.id, reason: 'Fraud' },
        admin,
      );
      expect(clubBan.code).toBe(ErrorCode.SUCCESS);
      expect(await onA.closed).toBe(CLOSE_BANNED);
      expect(Date.now() - banned).toBeLessThan(1_000);
    }, 120_000);
  },
);

describe.each(DIALECTS)('chat sockets of a stopping server (%s)', (dialect) => {
  it('are counted in the metrics, and told to reconnect (1012) when the server stops', async () => {
    const token = 'metrics-token-for-the-socket-test';
    const t = await createTestApp(dialect, { METRICS_TOKEN: token });
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
      const m = await vipMember(t);
      const socket = await connect(url, await ticketFor(url, m.token));
      expect(socket.ws.readyState).toBe(WebSocket.OPEN);
      // The socket counts once its ticket is checked, a moment after it opens.
      const counted = async () => {
        const res = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${token}` } });
        return /^club_chat_sockets 1$/m.test(await res.text());
      };
      let seen = await counted();
      for (let i = 0; !seen && i < 20; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        seen = await counted();
      }
      expect(seen).toBe(true);
      await t.app.close();
      expect(await socket.closed).toBe(CLOSE_RESTART);
    } finally {
      await t.close();
    }
  });
});

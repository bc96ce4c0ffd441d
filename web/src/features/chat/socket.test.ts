import { ZSocketOut } from '@club/contract';
import type { TChatMessage, TChatPage, TChatSendBody, TSocketIn, TSocketOut } from '@club/contract/chat';
import { ErrorCode } from '@club/contract/lib/errors';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { isApiError } from '../../api/errors';
import { initI18n } from '../../i18n';
import { timelineKey } from './api/keys';
import { frameHandler, heldSeqs, socketUrl, startChatSocket } from './live';
import { ACK_MS, backoffDelay, CLOSE_BANNED, CLOSE_TICKET, HEARTBEAT_MS, liveSocket } from './socket';
import { type Timeline, withNewest } from './timeline';

const room = {
  id: 1,
  kind: 'group',
  name: 'Lounge',
  avatar: null,
  announcement: '',
  rules: '',
  mutedAll: false,
  closed: false,
} as const;

const message = (seq: number, extra: Partial<TChatMessage> = {}): TChatMessage => ({
  roomId: 1,
  seq,
  kind: 'text',
  body: `m${seq}`,
  removed: false,
  sender: { kind: 'member', id: 7, name: 'Ana', avatar: null },
  mine: false,
  clientMsgId: null,
  createdAt: '2026-11-20T12:00:00.000Z',
  ...extra,
});

const page = (seqs: number[]): TChatPage => ({
  room,
  list: seqs.map((s) => message(s)),
  hasMore: false,
  lastSeq: seqs.at(-1) ?? 0,
});

/** A WebSocket the test drives: it records what the app sends and opens, answers and closes on cue. */
class FakeSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: TSocketIn[] = [];
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  receive(frame: TSocketOut) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(frame) }));
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.(new CloseEvent('close', { code }));
  }
}
const last = () => FakeSocket.all.at(-1) as FakeSocket;

const body: TChatSendBody = { roomId: 1, clientMsgId: 'client-msg-0001', kind: 'text', body: 'hello' };

let queryClient: QueryClient;
let post: ReturnType<typeof vi.fn<(body: TChatSendBody) => Promise<TChatMessage>>>;
let stop: () => void;

function start(random = () => 1) {
  let n = 0;
  stop = startChatSocket(queryClient, {
    WebSocket: FakeSocket,
    ticket: async () => `ticket-${++n}`,
    parser: async () => ZSocketOut,
    post,
    random,
  });
}

beforeAll(() => initI18n('en'));

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.all = [];
  queryClient = new QueryClient();
  post = vi.fn(async (b: TChatSendBody) => message(9, { mine: true, clientMsgId: b.clientMsgId }));
});

afterEach(() => {
  stop?.();
  vi.useRealTimers();
});

describe('chat socket', () => {
  it('opens with a ticket beside the page, and resumes with the seqs held on open and every 25 s', async () => {
    queryClient.setQueryData<Timeline>(timelineKey(1), withNewest(undefined, page([1, 2, 3])));
    queryClient.setQueryData<Timeline>(
      timelineKey(4),
      withNewest(undefined, { ...page([]), room: { ...room, id: 4 } }),
    );
    start();
    await vi.advanceTimersByTimeAsync(0);
    expect(last().url).toBe('ws://localhost:3000/api/ws/chat?ticket=ticket-1');
    last().open();
    expect(last().sent).toEqual([{ type: 'resume', rooms: { '1': 3, '4': 0 } }]);
    expect(liveSocket()?.isOpen).toBe(true);

    last().receive({ type: 'message', message: message(4) });
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS);
    expect(last().sent.slice(1)).toEqual([{ type: 'resume', rooms: { '1': 4, '4': 0 } }, { type: 'ping' }]);
  });

  it('merges a message that came over the socket and in a poll once', async () => {
    queryClient.setQueryData<Timeline>(timelineKey(1), withNewest(undefined, page([1, 2])));
    start();
    await vi.advanceTimersByTimeAsync(0);
    last().open();
    last().receive({ type: 'message', message: message(3) });
    last().receive({ type: 'message', message: message(3) });
    const polled = withNewest(queryClient.getQueryData<Timeline>(timelineKey(1)), page([1, 2, 3]));
    queryClient.setQueryData(timelineKey(1), polled);
    expect(queryClient.getQueryData<Timeline>(timelineKey(1))?.messages.map((m) => m.seq)).toEqual([1, 2, 3]);
  });

  it('marks a removed message, and asks the list and counts once for a burst', async () => {
    queryClient.setQueryData<Timeline>(timelineKey(1), withNewest(undefined, page([1, 2])));
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const handle = frameHandler(queryClient);
    handle({ type: 'removed', roomId: 1, seq: 2 });
    handle({ type: 'message', message: message(3) });
    await vi.advanceTimersByTimeAsync(500);
    const held = queryClient.getQueryData<Timeline>(timelineKey(1));
    expect(held?.messages.map((m) => [m.seq, m.removed, m.body])).toEqual([
      [1, false, 'm1'],
      [2, true, ''],
      [3, false, 'm3'],
    ]);
    expect(invalidate).toHaveBeenCalledTimes(2);
  });

  it('reconnects after 1, 2, 4 … 30 s, with a new ticket each time, and from 1 s after a stable connection', async () => {
    start();
    const waits: number[] = [];
    for (let i = 0; i < 7; i++) {
      await vi.advanceTimersByTimeAsync(0);
      const before = FakeSocket.all.length;
      last().drop(i === 0 ? CLOSE_TICKET : 1006);
      let waited = 0;
      while (FakeSocket.all.length === before) {
        await vi.advanceTimersByTimeAsync(500);
        waited += 500;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    expect(last().url).toContain('ticket=ticket-8');

    last().open();
    await vi.advanceTimersByTimeAsync(20_000);
    const before = FakeSocket.all.length;
    last().drop();
    await vi.advanceTimersByTimeAsync(1000);
    expect(FakeSocket.all.length).toBe(before + 1);
  });

  it('jitters each wait into the upper half of its step', () => {
    expect([0, 1, 2, 5, 9].map((n) => backoffDelay(n, () => 0))).toEqual([1000, 1000, 2000, 15000, 15000]);
    expect([0, 1, 2, 5, 9].map((n) => backoffDelay(n, () => 1))).toEqual([1000, 2000, 4000, 30000, 30000]);
  });

  it('stops for a banned member, and when signed out', async () => {
    start();
    await vi.advanceTimersByTimeAsync(0);
    last().open();
    last().drop(CLOSE_BANNED);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.all).toHaveLength(1);
    expect(liveSocket()).toBeNull();
  });

  it('reconnects at once when the network comes back', async () => {
    start();
    await vi.advanceTimersByTimeAsync(0);
    for (let i = 0; i < 4; i++) {
      last().drop();
      await vi.advanceTimersByTimeAsync(20_000);
    }
    const before = FakeSocket.all.length;
    last().drop();
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeSocket.all.length).toBe(before + 1);
  });

  it('resolves a socket send on its ack by clientMsgId, without HTTP', async () => {
    start();
    await vi.advanceTimersByTimeAsync(0);
    last().open();
    const sending = liveSocket()?.send(body);
    expect(last().sent.at(-1)).toEqual({ type: 'send', message: body });
    const posted = message(5, { mine: true, clientMsgId: body.clientMsgId });
    last().receive({ type: 'sent', message: { ...posted, clientMsgId: 'someone-else-01' } });
    last().receive({ type: 'sent', message: posted });
    await expect(sending).resolves.toEqual(posted);
    await vi.advanceTimersByTimeAsync(ACK_MS);
    expect(post).not.toHaveBeenCalled();
  });

  it('sends again over HTTP with the same clientMsgId when no ack comes in 10 s, or the socket is down', async () => {
    start();
    const down = liveSocket()?.send(body);
    await expect(down).resolves.toMatchObject({ clientMsgId: body.clientMsgId });
    expect(post).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(0);
    last().open();
    const sending = liveSocket()?.send(body);
    await vi.advanceTimersByTimeAsync(ACK_MS - 1);
    expect(post).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(sending).resolves.toMatchObject({ clientMsgId: body.clientMsgId });
    expect(post).toHaveBeenCalledTimes(2);
    expect(post.mock.calls[1][0]).toEqual(body);
  });

  it('fails a refused send with the server’s message', async () => {
    start();
    await vi.advanceTimersByTimeAsync(0);
    last().open();
    const sending = liveSocket()?.send(body);
    last().receive({
      type: 'error',
      clientMsgId: body.clientMsgId,
      code: ErrorCode.CHAT_CANNOT_SPEAK,
      message: 'Muted',
    });
    const error = await sending?.catch((e: unknown) => e);
    expect(isApiError(error) && [error.code, error.message]).toEqual([ErrorCode.CHAT_CANNOT_SPEAK, 'Muted']);
    expect(post).not.toHaveBeenCalled();
  });

  it('builds the socket address from the page, never with the access token', () => {
    expect(socketUrl('a b', { protocol: 'https:', host: 'club.example' })).toBe(
      'wss://club.example/api/ws/chat?ticket=a%20b',
    );
    expect(heldSeqs(queryClient)).toEqual({});
  });
});

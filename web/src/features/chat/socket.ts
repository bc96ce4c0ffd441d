import type { TChatMessage, TChatSendBody, TSocketIn, TSocketOut } from '@club/contract/chat';
import type { Parser } from '@club/contract/lib/envelope';
import { useSyncExternalStore } from 'react';
import { ApiError, ClientCode } from '../../api/errors';
import { t } from '../../i18n';

/** The server's close codes: the ticket was refused (ask for another), the member is banned (stop). */
export const CLOSE_TICKET = 4401;
export const CLOSE_BANNED = 4403;
/** Resume (which doubles as the heartbeat) this often; a ping unanswered by the next beat ends it. */
export const HEARTBEAT_MS = 25_000;
/** A socket send unanswered this long goes again over HTTP under the same clientMsgId. */
export const ACK_MS = 10_000;
const MIN_DELAY_MS = 1_000;
const MAX_DELAY_MS = 30_000;
/** Open this long before it closed counts as a working connection: the backoff starts over. */
const STABLE_MS = 10_000;
const OPEN = 1;

/** The wait before reconnect attempt `attempt` (from 0): 1 s doubling to 30 s, each jittered into its upper half. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_DELAY_MS, MIN_DELAY_MS * 2 ** attempt);
  return Math.max(MIN_DELAY_MS, Math.round(ceiling * (0.5 + random() / 2)));
}

type SocketLike = {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number): void;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
};
export type SocketCtor = new (url: string) => SocketLike;

export type ChatSocketDeps = {
  /** A single-use ticket (`chat/comm/ticket`): the access token never goes into a URL. */
  ticket: () => Promise<string>;
  /** The frames' schema, loaded beside the first ticket: zod stays out of the first screen. */
  parser: () => Promise<Parser<TSocketOut>>;
  url: (ticket: string) => string;
  /** The last seq held per loaded room, sent on open and with every heartbeat. */
  held: () => Record<string, number>;
  /** The HTTP send: when the socket is not open, drops, or does not answer in time. */
  post: (body: TChatSendBody) => Promise<TChatMessage>;
  onFrame: (frame: TSocketOut) => void;
  WebSocket?: SocketCtor;
  random?: () => number;
};

type Pending = {
  body: TChatSendBody;
  resolve: (message: TChatMessage) => void;
  reject: (error: unknown) => void;
  timer: ReturnType<typeof setTimeout>;
};

let live: ChatSocket | null = null;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The session's socket, if one runs. */
export const liveSocket = (): ChatSocket | null => live;

/** True while the session's socket is open: the room's 3 s poll waits meanwhile. */
export const useSocketOpen = (): boolean => useSyncExternalStore(subscribe, () => live?.isOpen ?? false);

/** One member session's chat socket: connects, resumes, beats, reconnects with backoff, sends with acks. */
export class ChatSocket {
  isOpen = false;
  private ws: SocketLike | null = null;
  /** Bumped by start and stop: a connect begun before either lets go of its ticket. */
  private generation = 0;
  private running = false;
  private connecting = false;
  private attempt = 0;
  private openedAt = 0;
  private awaitingPong = false;
  private retryTimer?: ReturnType<typeof setTimeout>;
  private beatTimer?: ReturnType<typeof setInterval>;
  private readonly pending = new Map<string, Pending>();

  constructor(private readonly deps: ChatSocketDeps) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    this.generation++;
    live = this;
    document.addEventListener('visibilitychange', this.wake);
    window.addEventListener('online', this.wake);
    void this.connect();
  }

  stop(): void {
    this.running = false;
    this.generation++;
    document.removeEventListener('visibilitychange', this.wake);
    window.removeEventListener('online', this.wake);
    clearTimeout(this.retryTimer);
    this.drop(false);
    if (live === this) live = null;
    notify();
  }

  /** Sends over the socket when open (HTTP otherwise); the same clientMsgId either way posts once. */
  send(body: TChatSendBody): Promise<TChatMessage> {
    if (!this.isOpen) return this.deps.post(body);
    return new Promise((resolve, reject) => {
      this.take(body.clientMsgId)?.reject(new ApiError(ClientCode.ABORTED, t('errors.aborted')));
      const timer = setTimeout(() => this.viaHttp(body.clientMsgId), ACK_MS);
      this.pending.set(body.clientMsgId, { body, resolve, reject, timer });
      this.write({ type: 'send', message: body });
    });
  }

  /** Asks for what was missed in the rooms held (a room just loaded, the page shown again). */
  resume(): void {
    this.write({ type: 'resume', rooms: this.deps.held() });
  }

  /** The page is shown again or the network is back: reconnect now rather than after the backoff. */
  private readonly wake = () => {
    if (document.visibilityState === 'hidden' || this.connecting) return;
    if (this.ws) {
      this.resume();
      return;
    }
    clearTimeout(this.retryTimer);
    this.attempt = 0;
    void this.connect();
  };

  private async connect(): Promise<void> {
    const generation = this.generation;
    this.connecting = true;
    try {
      const [ticket, parser] = await Promise.all([this.deps.ticket(), this.deps.parser()]);
      if (generation !== this.generation) return;
      const ws = new (this.deps.WebSocket ?? WebSocket)(this.deps.url(ticket));
      this.ws = ws;
      ws.onopen = () => {
        this.openedAt = Date.now();
        this.awaitingPong = false;
        this.setOpen(true);
        this.resume();
        this.beatTimer = setInterval(this.beat, HEARTBEAT_MS);
      };
      ws.onmessage = (event) => this.receive(parser, event.data);
      ws.onclose = (event) => this.closed(ws, event.code);
    } catch {
      if (generation === this.generation) this.retry();
    } finally {
      if (generation === this.generation) this.connecting = false;
    }
  }

  private readonly beat = () => {
    // The last ping went unanswered: the connection is gone though the socket does not know it.
    if (this.awaitingPong) {
      this.closed(this.ws, 1006);
      return;
    }
    this.awaitingPong = true;
    this.resume();
    this.write({ type: 'ping' });
  };

  private receive(parser: Parser<TSocketOut>, data: unknown): void {
    this.awaitingPong = false;
    let frame: TSocketOut;
    try {
      frame = parser.parse(JSON.parse(String(data)));
    } catch {
      return; // a frame this version does not know
    }
    if (frame.type === 'pong') return;
    if (frame.type === 'sent') this.take(frame.message.clientMsgId)?.resolve(frame.message);
    if (frame.type === 'error') this.take(frame.clientMsgId)?.reject(new ApiError(frame.code, frame.message));
    this.deps.onFrame(frame);
  }

  private closed(ws: SocketLike | null, code: number): void {
    if (!ws || ws !== this.ws) return;
    const stable = this.openedAt > 0 && Date.now() - this.openedAt >= STABLE_MS;
    this.drop(true);
    if (!this.running) return;
    if (code === CLOSE_BANNED) {
      this.stop();
      return;
    }
    if (stable) this.attempt = 0;
    this.retry();
  }

  private retry(): void {
    clearTimeout(this.retryTimer);
    const delay = backoffDelay(this.attempt++, this.deps.random);
    this.retryTimer = setTimeout(() => void this.connect(), delay);
  }

  /** Lets go of the socket; pending sends go over HTTP (a drop) or are abandoned (a logout). */
  private drop(viaHttp: boolean): void {
    clearInterval(this.beatTimer);
    const ws = this.ws;
    this.ws = null;
    this.openedAt = 0;
    if (ws) {
      ws.onclose = null;
      ws.onmessage = null;
      if (ws.readyState <= OPEN) ws.close(1000);
    }
    this.setOpen(false);
    for (const id of [...this.pending.keys()]) {
      if (viaHttp) this.viaHttp(id);
      else this.take(id)?.reject(new ApiError(ClientCode.ABORTED, t('errors.aborted')));
    }
  }

  private take(clientMsgId: string | null): Pending | undefined {
    const pending = clientMsgId === null ? undefined : this.pending.get(clientMsgId);
    if (!pending || clientMsgId === null) return undefined;
    clearTimeout(pending.timer);
    this.pending.delete(clientMsgId);
    return pending;
  }

  private viaHttp(clientMsgId: string): void {
    const pending = this.take(clientMsgId);
    pending && this.deps.post(pending.body).then(pending.resolve, pending.reject);
  }

  private write(frame: TSocketIn): void {
    if (this.ws?.readyState === OPEN) this.ws.send(JSON.stringify(frame));
  }

  private setOpen(open: boolean): void {
    if (this.isOpen === open) return;
    this.isOpen = open;
    notify();
  }
}

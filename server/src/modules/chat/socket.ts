import { ErrorCode, type LanguageCode, negotiateLanguage, type TSocketOut, ZSocketIn } from '@club/contract';
import type { WebSocket } from '@fastify/websocket';
import websocket from '@fastify/websocket';
import type { FastifyRequest } from 'fastify';
import { MINUTE_MS } from '../../kernel/calendar';
import { AppError } from '../../kernel/errors';
import { type App, errorBody } from '../../kernel/http';
import type { ChatBus } from './bus';
import { MESSAGE_FIELD_NAMES } from './routes';
import type { ChatService } from './service';

type Connection = { userId: number; lang: LanguageCode; socket: WebSocket; alive: boolean };

/** Close codes the client reads: the ticket was refused, or the member may no longer be here. */
export const CLOSE_TICKET = 4401;
export const CLOSE_BANNED = 4403;
/** The server is stopping: reconnect (RFC 6455's "service restart"). */
export const CLOSE_RESTART = 1012;
/** A ping every 25 s keeps home routers from dropping an idle socket; a missed pong ends it. */
const HEARTBEAT_MS = 25_000;
/** Bounded per socket: a slow phone does not grow the server's memory. */
const MAX_BUFFERED = 1 << 20;
/** The largest frame a client may send (a message is at most a few KB of JSON). */
const MAX_FRAME = 16 * 1024;

/**
 * Real-time chat over WebSocket: the database is the record and the bus says where to look. Each
 * process loads a new message once and sends it to its own sockets; a client that reconnects says
 * the last number it saw per room and gets the rest from the database.
 */
export async function chatSocket(app: App, deps: { chat: ChatService; bus: ChatBus }) {
  const { chat, bus } = deps;
  const connections = new Set<Connection>();
  // A client that breaks the protocol (a frame over MAX_FRAME, text that is not UTF-8, …) is
  // refused by ws, which closes the socket with the code that says why (1009: too big). That is the
  // client's doing, not a fault of ours: a warning, at most one a minute per address, so nobody can
  // fill the log. Anything else (our handler failed) stays an error, as the plugin logs it.
  const warnedAt = new Map<string, number>();
  const errorHandler = (error: Error & { code?: string }, socket: WebSocket, request: FastifyRequest) => {
    if (!error.code?.startsWith('WS_ERR_')) {
      request.log.error({ err: error }, 'chat socket failed');
      socket.terminate();
      return;
    }
    const now = Date.now();
    if (now - (warnedAt.get(request.ip) ?? Number.NEGATIVE_INFINITY) < MINUTE_MS) return;
    if (warnedAt.size >= 10_000) {
      for (const [ip, at] of warnedAt) if (now - at >= MINUTE_MS) warnedAt.delete(ip);
    }
    warnedAt.set(request.ip, now);
    request.log.warn({ code: error.code }, 'chat socket frame refused');
  };
  await app.register(websocket, {
    options: { maxPayload: MAX_FRAME },
    errorHandler,
    // A stopping server tells each client to come back (1012, service restart): its reconnection
    // reaches another process behind the load balancer, or this one once it is back.
    preClose(done) {
      for (const c of connections) c.socket.close(CLOSE_RESTART, 'restart');
      this.websocketServer.close();
      done();
    },
  });

  const send = (c: Connection, out: TSocketOut) => {
    if (c.socket.readyState === c.socket.OPEN && c.socket.bufferedAmount < MAX_BUFFERED) {
      c.socket.send(JSON.stringify(out));
    }
  };

  bus.subscribe(async (event) => {
    if (connections.size === 0) return;
    if (event.type === 'kick') {
      for (const c of connections) if (c.userId === event.userId) c.socket.close(CLOSE_BANNED, 'banned');
      return;
    }
    try {
      if (event.type === 'message') {
        const fan = await chat.fanOut(event.roomId, event.seq);
        if (!fan) return;
        for (const c of connections)
          if (fan.canRead(c.userId)) send(c, { type: 'message', message: fan.viewFor(c.userId) });
        return;
      }
      const mayRead = await chat.roomReaders(event.roomId);
      for (const c of connections) if (mayRead(c.userId)) send(c, event);
    } catch (err) {
      app.log.warn({ err }, 'chat fan-out failed');
    }
  });

  const heartbeat = setInterval(async () => {
    for (const c of connections) {
      if (!c.alive) {
        c.socket.terminate();
        continue;
      }
      c.alive = false;
      c.socket.ping();
      // A member banned from the club (all sessions revoked) leaves the chat too.
      const active = await chat.memberActive(c.userId).catch(() => true);
      if (!active) c.socket.close(CLOSE_BANNED, 'banned');
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();
  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    // Any socket still open after the polite close above (a client that never answered) goes now.
    for (const c of connections) c.socket.terminate();
    await bus.close();
  });

  app.get(
    '/api/ws/chat',
    { websocket: true, config: { auth: 'public' }, schema: { hide: true } },
    async (socket, request) => {
      // Frames that arrive while the ticket is checked wait for it: a listener attached after an
      // await would miss them.
      const early: unknown[] = [];
      const hold = (data: unknown) => early.push(data);
      socket.on('message', hold);
      const ticket = (request.query as { ticket?: unknown }).ticket;
      const userId =
        typeof ticket === 'string' && ticket.length <= 100 ? await chat.useTicket(ticket) : undefined;
      if (userId === undefined) {
        socket.close(CLOSE_TICKET, 'ticket');
        return;
      }
      const c: Connection = {
        userId,
        lang: negotiateLanguage(request.headers['accept-language']),
        socket,
        alive: true,
      };
      connections.add(c);
      socket.on('pong', () => {
        c.alive = true;
      });
      socket.on('close', () => connections.delete(c));
      socket.off('message', hold);
      const handle = (data: unknown) =>
        receive(c, data).catch((err) => app.log.warn({ err }, 'chat socket frame failed'));
      socket.on('message', handle);
      for (const data of early) void handle(data);
    },
  );

  return { sockets: () => connections.size };

  async function receive(c: Connection, data: unknown) {
    // ws still reads frames after the server closed the socket (a ban): they are not heard.
    if (c.socket.readyState !== c.socket.OPEN) return;
    c.alive = true;
    let json: unknown;
    try {
      json = JSON.parse(String(data));
    } catch {
      json = undefined;
    }
    const parsed = ZSocketIn.safeParse(json);
    if (!parsed.success) {
      // A message's type or text is named as the send route names it; anything else is the message.
      const [at, key] = parsed.error.issues[0]?.path ?? [];
      const named =
        at === 'message' ? MESSAGE_FIELD_NAMES[key as keyof typeof MESSAGE_FIELD_NAMES] : undefined;
      send(c, failure(c, null, new AppError('VALIDATION_FORMAT', { field: named ?? 'message' })));
      return;
    }
    const input = parsed.data;
    if (input.type === 'ping') return send(c, { type: 'pong' });
    if (input.type === 'resume') {
      const { messages, reset } = await chat.missed(c.userId, input.rooms);
      for (const roomId of reset) send(c, { type: 'reset', roomId });
      for (const message of messages) send(c, { type: 'message', message });
      return;
    }
    // The socket outlives the member's sessions: a ban made in another process whose kick has not
    // arrived yet is read here, so nothing sent after it is posted.
    if (!(await chat.memberActive(c.userId))) {
      c.socket.close(CLOSE_BANNED, 'banned');
      return;
    }
    try {
      send(c, { type: 'sent', message: await chat.send(c.userId, input.message) });
    } catch (error) {
      send(c, failure(c, input.message.clientMsgId, error));
    }
  }

  function failure(c: Connection, clientMsgId: string | null, error: unknown): TSocketOut {
    if (!(error instanceof AppError)) app.log.error({ err: error }, 'chat socket send failed');
    const name = error instanceof AppError ? error.errorName : 'INTERNAL';
    const params = error instanceof AppError ? error.params : {};
    const body = errorBody(c.lang, name, params);
    return { type: 'error', clientMsgId, code: ErrorCode[name], message: body.message };
  }
}

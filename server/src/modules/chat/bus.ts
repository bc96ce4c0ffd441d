import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';

/**
 * What every server process must hear: a new or removed message, a room whose rules changed, or a
 * member banned from the club whose sockets must close.
 */
export type ChatEvent =
  | { type: 'message'; roomId: number; seq: number }
  | { type: 'removed'; roomId: number; seq: number }
  | { type: 'room'; roomId: number }
  | { type: 'kick'; userId: number };

export type ChatBus = {
  publish(event: ChatEvent): void;
  subscribe(listener: (event: ChatEvent) => void): void;
  close(): Promise<void>;
};

const CHANNEL = 'club:chat';

/**
 * The fan-out between server processes: Redis pub/sub when configured, else this process only.
 * An event only says where to look; the database is the record, so a lost event costs a client a
 * refresh (its next heartbeat or reconnect asks for what it missed), never a message, and a lost
 * kick leaves a banned member's socket open until the heartbeat reads the ban (at most 25 s),
 * though it can no longer post (the socket reads the member's status before each send).
 */
export function createChatBus(redis?: Redis): ChatBus {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  if (!redis) {
    return {
      publish: (event) => queueMicrotask(() => local.emit('event', event)),
      subscribe: (listener) => local.on('event', listener),
      close: async () => {},
    };
  }
  // A subscribed connection can do nothing else: the bus gets its own, which ioredis re-subscribes
  // after a reconnect.
  const sub = redis.duplicate();
  void sub.subscribe(CHANNEL).catch(() => {});
  sub.on('message', (_channel: string, text: string) => {
    try {
      local.emit('event', JSON.parse(text) as ChatEvent);
    } catch {
      // Not ours: ignore.
    }
  });
  sub.on('error', () => {});
  return {
    // With Redis away the event still reaches this process's sockets; the others catch up from the
    // database when they reconnect.
    publish: (event) =>
      void redis.publish(CHANNEL, JSON.stringify(event)).catch(() => local.emit('event', event)),
    subscribe: (listener) => local.on('event', listener),
    close: async () => {
      // After a reconnect ioredis subscribes again with a command whose promise nobody holds: a
      // dropped connection would reject it unhandled. QUIT answers after the replies still due; a
      // connection not ready has none, and is dropped.
      if (sub.status === 'ready') await sub.quit().catch(() => {});
      else sub.disconnect();
    },
  };
}

import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { freePort } from '../../test/server-process';
import { type ChatEvent, createChatBus } from './bus';

describe('chat bus', () => {
  it('delivers to this process while Redis is away', async () => {
    // A port nothing listens on: every command fails as it would with Redis stopped.
    const redis = new Redis(`redis://127.0.0.1:${await freePort()}`, {
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    redis.on('error', () => {});
    const bus = createChatBus(redis);
    const heard: ChatEvent[] = [];
    bus.subscribe((event) => heard.push(event));
    bus.publish({ type: 'message', roomId: 7, seq: 3 });
    for (let i = 0; heard.length === 0 && i < 50; i++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(heard).toEqual([{ type: 'message', roomId: 7, seq: 3 }]);
    await bus.close();
    redis.disconnect();
  });

  it('goes through Redis when it is there, once', async () => {
    const redis = new Redis('redis://127.0.0.1:6379', { maxRetriesPerRequest: 1 });
    const bus = createChatBus(redis);
    const heard: ChatEvent[] = [];
    bus.subscribe((event) => heard.push(event));
    // The subscription is made asynchronously; give it a moment.
    await new Promise((resolve) => setTimeout(resolve, 200));
    // Other test files share this Redis and its channel: this event is told apart by its room.
    const roomId = 1_000_000 + Math.floor(Math.random() * 1_000_000);
    bus.publish({ type: 'room', roomId });
    const mine = () => heard.filter((e) => e.type === 'room' && e.roomId === roomId);
    for (let i = 0; mine().length === 0 && i < 50; i++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(mine()).toEqual([{ type: 'room', roomId }]);
    await bus.close();
    redis.disconnect();
  });
});

import { ErrorCode } from '@club/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness';
import { type ServerProcess, startServer } from '../../test/server-process';

/** Requests in flight when the orchestrator sends SIGTERM. */
const IN_FLIGHT = 40;

describe.each(DIALECTS)('graceful stop of the real server process (%s)', (dialect) => {
  let t: TestApp;
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await server?.kill();
    await t.close();
  });

  it('on SIGTERM: readiness turns 503, every request already received is answered, exit 0', async () => {
    server = await startServer({
      ...t.processEnv,
      DEMO_SEED: '0',
      LOG_LEVEL: 'info',
      RATE_LIMIT_SCALE: '1000',
      SHUTDOWN_DRAIN_DELAY: '0.5',
    });
    const { url } = server;
    // Each request's headers and half its body are on the wire before the signal; the rest of the
    // body comes after the drain delay, once the listener has closed: the server must wait for it.
    let finish: () => void = () => {};
    const rest = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const send = async () => {
      const body = JSON.stringify({ types: ['repayType'] });
      const half = Math.floor(body.length / 2);
      const stream = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(new TextEncoder().encode(body.slice(0, half)));
          await rest;
          controller.enqueue(new TextEncoder().encode(body.slice(half)));
          controller.close();
        },
      });
      try {
        const res = await fetch(`${url}/api/app/dict/info/data`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': String(body.length) },
          body: stream,
          duplex: 'half',
          signal: AbortSignal.timeout(20_000),
        } as RequestInit);
        return { status: res.status, code: ((await res.json()) as { code: number }).code };
      } catch (err) {
        return { status: 0, code: 0, error: String((err as Error).cause ?? err) };
      }
    };
    const answers = Promise.all(Array.from({ length: IN_FLIGHT }, send));
    // Every request is on the wire before the signal.
    await new Promise((resolve) => setTimeout(resolve, 150));
    const started = Date.now();
    const exited = server.stop('SIGTERM');

    // The signal reaches the process between two turns of its event loop: within the drain delay,
    // readiness answers 503 while the listener still accepts.
    let ready = await fetch(`${url}/api/health/ready`);
    for (let i = 0; ready.status === 200 && i < 20; i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      ready = await fetch(`${url}/api/health/ready`);
    }
    expect(ready.status).toBe(503);
    expect(ready.headers.get('connection')).toBe('close');
    expect(((await ready.json()) as { data: { parts: { process: unknown } } }).data.parts.process).toEqual({
      ok: false,
      detail: 'stopping',
    });

    await new Promise((resolve) => setTimeout(resolve, 800));
    finish();
    const all = await answers;
    expect(all.filter((a) => a.status !== 200 || a.code !== ErrorCode.SUCCESS)).toEqual([]);
    expect(await exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(server.output()).toContain('"msg":"stopped"');
    // The listener is closed: a new connection is refused.
    await expect(fetch(`${url}/api/health/live`, { signal: AbortSignal.timeout(2_000) })).rejects.toThrow();
  });
});
